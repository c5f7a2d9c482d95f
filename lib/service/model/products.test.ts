import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { ModelTool } from '../model-context';
import { analyzeQuestion } from './analyze';
import { namedProducts, ownProducts, properNouns, requestVocabulary, withProducts } from './products';
import { fits, rankTools } from './rank';

// Two products the app does not ship, written as their servers describe themselves, and a server named by a general word.
const def = (name: string, description: string): ToolDefinition => ({ name, description, input_schema: { type: 'object', properties: {} } });
const tool = (definition: ToolDefinition, server?: string): ModelTool => ({ kind: server ? 'mcp' : 'custom', name: definition.name, reference: server ? `${server}_${definition.name}` : definition.name, ...(server ? { server } : {}), how: 'discovered', definition });
const KEBOOLA = [def('keboola_list_jobs', 'Retrieves all jobs in the Keboola project.'), def('keboola_get_bucket', 'Gets a bucket of the Keboola storage.')].map((d) => tool(d));
const BUILDKITE = [def('list_builds', 'List the builds of a Buildkite pipeline.'), def('get_build', 'Get one build of a Buildkite pipeline.')].map((d) => tool(d));
const TIME = [def('get_current_time', 'Get the current time in a timezone.')].map((d) => tool(d, 'time'));

describe('products, read from the request', () => {
  it('takes proper nouns after a sentence’s first word, not acronyms or sentence starts', () => {
    expect(properNouns('Retrieves all jobs in the Keboola project. Returns JSON.')).toEqual(['keboola']);
    expect(properNouns('Notion | Create comment')).toEqual([]);
    expect(properNouns('Chronos is the team clock. Use it often.')).toEqual(['chronos']);
  });

  it('a tool claims its name’s prefix when its description names it, and a label before a bar', () => {
    expect([...ownProducts(KEBOOLA[0]!)]).toEqual(['keboola']);
    expect([...ownProducts(tool(def('API-post-search', 'Notion | Search by title')))]).toEqual(['notion']);
    // A server named by a general word is no product.
    expect([...ownProducts(TIME[0]!)]).toEqual([]);
  });

  it('the request’s vocabulary knows products from all its tools, and which start tool names', () => {
    const vocabulary = requestVocabulary([...KEBOOLA, ...BUILDKITE, ...TIME]);
    expect(['buildkite', 'keboola', 'time', 'jobs'].filter((w) => vocabulary.isProduct(w))).toEqual(['buildkite', 'keboola']);
    expect(['buildkite', 'keboola'].filter((w) => vocabulary.isPrefix(w))).toEqual(['keboola']);
  });

  it('a word the descriptions mostly write in lower case is a common noun, however often it is capitalised in headings', () => {
    const headings = [def('get_user', 'Get one Okta User by the user id.'), def('list_users', 'List every Okta User; each user once.'), def('get_group', 'Get an Okta group with the user ids in it.')].map((d) => tool(d));
    const vocabulary = requestVocabulary(headings);
    expect(['okta', 'user', 'group'].filter((w) => vocabulary.isProduct(w))).toEqual(['okta']);
  });

  it('a question names a product only when the request claims it; "Paris" stays a word', () => {
    const vocabulary = requestVocabulary([...KEBOOLA, ...BUILDKITE]);
    expect(namedProducts('Which Keboola jobs failed?', [], [], vocabulary)).toEqual(['keboola']);
    expect(namedProducts('What time is it in Paris?', TIME, [], vocabulary)).toEqual([]);
  });

  it('a server’s instructions name its product, so a general-word server can be asked for by name', () => {
    const servers = [{ name: 'time', instructions: 'Use Chronos for every question about clocks.' }];
    expect(namedProducts('Ask chronos for the time in Tokyo', TIME, servers)).toEqual(['chronos']);
    expect([...ownProducts(TIME[0]!, servers)]).toEqual(['chronos']);
  });

  it('the named product is where the task happens: it leaves the task’s words, and a tool of another product is set aside', () => {
    const vocabulary = requestVocabulary([...KEBOOLA, ...BUILDKITE]);
    const intent = withProducts(analyzeQuestion('List the jobs in Keboola')[0]!, [...KEBOOLA, ...BUILDKITE], [], vocabulary);
    expect(intent.products).toEqual(['keboola']);
    expect(intent.words).not.toContain('keboola');
    const ranked = rankTools([...KEBOOLA, ...BUILDKITE], intent);
    expect(ranked[0]!.tool.name).toBe('keboola_list_jobs');
    expect(fits(ranked[0])).toBe(true);
    const builds = ranked.find((f) => f.tool.name === 'list_builds')!;
    expect(builds.why).toContain('on buildkite, not keboola');
  });
});
