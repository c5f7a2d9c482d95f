import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBm25Index } from './bm25';
import { buildPostings, type Bm25Data } from './bm25-postings';
import { replaceDocument } from './bm25-replace';
import { extractFields } from './fields';
import type { SearchableTool } from './types';

const github = JSON.parse(readFileSync(path.resolve(__dirname, '../../data/catalogs/github.json'), 'utf8')) as SearchableTool[];

/** Edits of every kind a report makes: a longer description, a new word only this tool has, a word's last holder gone, a rename, an emptied description. */
function edits(tools: readonly SearchableTool[]): Array<[number, SearchableTool]> {
  const at = (name: string) => tools.findIndex((t) => t.name === name);
  const issue = at('create_issue');
  const prs = at('list_pull_requests');
  return [
    [issue, { ...tools[issue]!, description: `${tools[issue]!.description} Use this when the user asks to file a bug, a task or a zyzzyvarian request.` }],
    [prs, { ...tools[prs]!, name: 'enumerate_merge_proposals' }],
    [issue, { ...tools[issue]!, description: 'Open an issue.' }],
    [0, { ...tools[0]!, description: null }],
    [tools.length - 1, { ...tools[tools.length - 1]!, name: 'get_me', description: tools[0]!.description ?? null }],
  ];
}

/** The index data as plain values: every posting list, idf, length and norm, bit for bit. */
function plain(data: Bm25Data) {
  const terms = [...data.postings.keys()].sort();
  return {
    terms,
    postings: terms.map((t) => [Array.from(data.postings.get(t)!.docs), Array.from(data.postings.get(t)!.tfs)]),
    idf: terms.map((t) => data.idf.get(t)),
    idfTerms: [...data.idf.keys()].sort(),
    norm: Array.from(data.norm),
    docLength: Array.from(data.docLength),
  };
}

describe('replacing one document of a BM25 index', () => {
  it('leaves postings, df, idf, lengths and norms exactly as a rebuild on the edited catalog gives them', () => {
    const tools = github.slice();
    const fieldsOf = tools.map(extractFields);
    const data = buildPostings(fieldsOf);
    for (const [at, tool] of edits(tools)) {
      const fields = extractFields(tool);
      replaceDocument(data, at, fieldsOf[at]!, fields);
      fieldsOf[at] = fields;
      tools[at] = tool;
      expect(plain(data)).toEqual(plain(buildPostings(tools.map(extractFields))));
    }
    // The rare word came and went with its description, and no empty posting list stays behind.
    expect(data.postings.has('zyzzyvarian')).toBe(false);
    expect([...data.postings.values()].every((p) => p.docs.length > 0)).toBe(true);
  });

  it('answers search() and competitors() as an index built from scratch: the same hits, scores, ties, positions and crowding', () => {
    const live = buildBm25Index(github);
    const tools = github.slice();
    const queries = ['list pull requests', 'create an issue for a bug', 'file a task', 'merge proposals', 'get me my user'];
    for (const [at, tool] of edits(tools)) {
      live.replace(at, tool);
      tools[at] = tool;
      const fresh = buildBm25Index(tools);
      const names = [tool.name, 'create_issue', 'get_me', 'search_code'];
      for (const query of queries) {
        const options = { limit: tools.length, highlight: false, positionsOf: names };
        expect(live.search(query, options)).toEqual({ ...fresh.search(query, options), elapsed_ms: expect.any(Number) });
      }
      const own = tool.description ?? 'user';
      for (const name of names) expect(live.competitors(own, name, 0.5)).toEqual(fresh.competitors(own, name, 0.5));
    }
    // The caller's array is not the index's: the shipped catalog is untouched.
    expect(github.some((t) => t.name === 'enumerate_merge_proposals')).toBe(false);
  });

  it('refuses a position outside the catalog', () => {
    expect(() => buildBm25Index(github.slice(0, 2)).replace(2, { name: 'x' })).toThrow(RangeError);
  });
});
