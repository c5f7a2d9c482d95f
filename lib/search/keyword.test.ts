import { describe, expect, it } from 'vitest';
import { buildKeywordIndex, parseToolName } from './keyword';
import type { SearchOutcome, SearchableTool } from './types';

const catalog: SearchableTool[] = [
  { name: 'mcp__slack__send_message', description: 'Send a message to a channel' },
  { name: 'mcp__slack__list_channels', description: 'List the channels of a workspace' },
  { name: 'mcp__github__create_issue', description: 'Create a new issue in a repository' },
  { name: 'NotebookEdit', description: 'Edit a Jupyter notebook cell' },
  { name: 'WebFetch', description: 'Fetch a URL and send back its content', search_hint: 'download page' },
  { name: 'TodoWrite', description: 'Track tasks; messages are not sent' },
];
const index = buildKeywordIndex(catalog);

const scored = (o: SearchOutcome) => {
  if (!o.ok) throw new Error(`${o.error.error_code}: ${o.error.error_message}`);
  return o.hits.map((h) => [h.name, h.score] as const);
};
const names = (o: SearchOutcome) => scored(o).map(([n]) => n);

describe('parseToolName', () => {
  it('splits MCP names on __ and _, dropping the mcp prefix', () => {
    expect(parseToolName('mcp__slack__send_message')).toEqual({ parts: ['slack', 'send', 'message'], isMcp: true });
    expect(parseToolName('mcp__claude_ai_Gmail__search')).toEqual({ parts: ['claude', 'ai', 'gmail', 'search'], isMcp: true });
  });

  it('splits CamelCase and snake_case names of built-in tools', () => {
    expect(parseToolName('NotebookEdit')).toEqual({ parts: ['notebook', 'edit'], isMcp: false });
    expect(parseToolName('get_weather')).toEqual({ parts: ['get', 'weather'], isMcp: false });
  });
});

describe('keyword search (Claude Code ToolSearch)', () => {
  it('select: returns exactly the named tools, in the given order, skipping unknown names', () => {
    expect(names(index.search('select:WebFetch, NotebookEdit,Nope,WebFetch'))).toEqual(['WebFetch', 'NotebookEdit']);
    expect(names(index.search('SELECT:TodoWrite'))).toEqual(['TodoWrite']);
    expect(index.search('select:nothing')).toMatchObject({ ok: true, hits: [], total_candidates: 0 });
  });

  it('scores name parts above search hints above descriptions, with the article\'s weights', () => {
    // "send": exact MCP name part (12) + description word (2) = 14; a description word alone = 2.
    expect(scored(index.search('send'))).toEqual([['mcp__slack__send_message', 14], ['WebFetch', 2]]);
    // "message": MCP part (12) + "message" in its description (2); TodoWrite's "messages" is no whole word.
    expect(scored(index.search('message'))).toEqual([['mcp__slack__send_message', 14]]);
    // A part containing the term: 6 for MCP tools, 5 otherwise.
    expect(scored(index.search('chan'))).toEqual([['mcp__slack__list_channels', 6]]);
    expect(scored(index.search('note'))).toEqual([['NotebookEdit', 5]]);
    // Exact non-MCP part (10) + description (2); search hint word (4) alone.
    expect(scored(index.search('notebook'))).toEqual([['NotebookEdit', 12]]);
    expect(scored(index.search('download'))).toEqual([['WebFetch', 4]]);
  });

  it('sums over terms and ranks by score, then catalog order', () => {
    // list_channels: "slack" part 12 + "channels" contains "channel" 6 (its description says
    // "channels", not the whole word); send_message: "slack" 12 + "channel" in its description 2.
    expect(scored(index.search('slack channel'))).toEqual([
      ['mcp__slack__list_channels', 18],
      ['mcp__slack__send_message', 14],
    ]);
  });

  it('+term requires the term in the tool name and still ranks by every term', () => {
    expect(names(index.search('+slack send'))).toEqual(['mcp__slack__send_message', 'mcp__slack__list_channels']);
    expect(names(index.search('+github send'))).toEqual(['mcp__github__create_issue']);
    expect(names(index.search('+fetch content'))).toEqual(['WebFetch']);
    expect(names(index.search('+content'))).toEqual([]); // only in a description: not in the name
  });

  it('answers an exact tool name and an mcp__ prefix directly', () => {
    expect(names(index.search('notebookedit'))).toEqual(['NotebookEdit']);
    expect(names(index.search('mcp__slack'))).toEqual(['mcp__slack__send_message', 'mcp__slack__list_channels']);
  });

  it('returns 5 hits by default and honours limit', () => {
    const many = buildKeywordIndex(Array.from({ length: 9 }, (_, i) => ({ name: `mcp__srv__tool_${i}` })));
    expect(names(many.search('tool'))).toHaveLength(5);
    expect(many.search('tool')).toMatchObject({ total_candidates: 9 });
    expect(names(many.search('tool', { limit: 2 }))).toEqual(['mcp__srv__tool_0', 'mcp__srv__tool_1']);
  });

  it('highlights the matched name text and description words', () => {
    const outcome = index.search('send');
    expect(outcome.ok && outcome.hits[0]!.matches).toEqual([
      { field: 'name', text: 'mcp__slack__send_message', ranges: [[12, 16]] },
      { field: 'description', text: 'Send a message to a channel', ranges: [[0, 4]] },
    ]);
  });

  it('treats regex metacharacters in terms literally and rejects an empty query', () => {
    expect(index.search('c++ (x').ok).toBe(true);
    expect(index.search('  ')).toMatchObject({ ok: false, error: { error_code: 'invalid_tool_input' } });
  });
});
