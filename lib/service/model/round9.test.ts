import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { handleMessages } from '@/lib/server/http-handler';
import { def, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { extractEntities } from './entities';
import { ownWordQuery } from './own-queries';
import { LARGE_CATALOG } from './queries';
import { rankTools, readings, READING_WEIGHT, scoreTool } from './rank';
import { requestWords } from './request-words';

// Made-up servers the app does not ship: two pallet yards, a graph store, an identity directory, a web scraper.

const firstIntent = (question: string) => analyzeQuestion(question)[0]!;

describe('reading each loaded tool whole, beside the others', () => {
  const yards = [
    def('northyard_list_pallets', 'List pallets of the north yard, with every field of every pallet record as stored: dimensions, weights, owners, handling codes, damaged flags, pallet history and pallet photos.'),
    def('southyard_list_pallets', 'List damaged pallets.'),
  ].map(tool);

  it('puts first, among tools the rules score alike, the one whose short text says the task', () => {
    const ranked = rankTools(yards, firstIntent('list the damaged pallets'), [], requestWords(yards));
    expect(ranked.map((f) => f.tool.name)).toEqual(['southyard_list_pallets', 'northyard_list_pallets']);
    expect(ranked[0]!.score).toBe(ranked[1]!.score);
    expect(ranked[0]!.why.at(-1)).toMatch(/its text reads more like the task \(\+6\) than northyard_list_pallets's/);
  });

  it('leaves a count to the tool that computes it, as the rules order it', () => {
    const intent = firstIntent('how many damaged pallets are there');
    expect(intent.count).toBe(true);
    expect(rankTools(yards, intent, [], requestWords(yards))[0]!.tool.name).toBe('northyard_list_pallets');
  });

  it('counts a word said five times as said once, and never changes a score', () => {
    const said = [def('get_crate', 'pallet pallet pallet pallet pallet'), def('get_bin', 'pallet crate bin box tray')].map(tool);
    const intent = firstIntent('show the pallet');
    const fits = said.map((t) => scoreTool(t, intent));
    const read = readings(fits, intent);
    expect(read.get(fits[0]!)).toBeCloseTo(READING_WEIGHT);
    expect(read.get(fits[1]!)).toBeCloseTo(READING_WEIGHT);
    const ranked = rankTools(said, intent, [], requestWords(said));
    for (const f of ranked) expect(f.score).toBe(scoreTool(f.tool, intent).score);
  });

  it('reads the task, not how it asks: "list" names no tool\'s subject', () => {
    const tools = [def('list_clusters', 'List clusters.'), def('get_pods', 'Get pods.')].map(tool);
    expect(rankTools(tools, firstIntent('List all the pods in the cluster'), [], requestWords(tools))[0]!.tool.name).toBe('get_pods');
  });
});

describe('a regex of rare words when no name says two of them together', () => {
  it('searches for the word one tool is named by, not the common words that would fill the results first', () => {
    const tools = [
      ...Array.from({ length: 24 }, (_, i) => def(`query_table_${i}`, `Query table ${i} of the warehouse.`)),
      ...Array.from({ length: 12 }, (_, i) => def(`get_node_${i}`, `Get node ${i} of the cluster.`)),
      def('neostore_read_cypher', 'Run a read-only Cypher statement.'),
    ].map(tool);
    const pattern = ownWordQuery(firstIntent('Run a Cypher query to count all Person nodes'), 'regex', requestWords(tools));
    expect(pattern).toMatch(/cypher/);
    expect(pattern).not.toMatch(/quer/);
    expect(new RegExp(pattern!.replace('(?i)', ''), 'i').test('neostore_read_cypher')).toBe(true);
  });
});

describe('values the question gives, for ids and addresses on any schema', () => {
  it('finds id-like values and bare domains, and leaves years, durations and e-mail domains alone', () => {
    const { entities } = extractEntities('okta grp members 00g5xyz since 2025 in the last 24h, ask jonas@example.de about docs.stripe.com');
    expect(entities.tokens).toEqual(['00g5xyz']);
    expect(entities.domains).toEqual(['docs.stripe.com']);
  });

  const fill = (question: string, properties: Record<string, unknown>, required: string[]) =>
    fillArguments({ type: 'object', properties, required }, { intent: firstIntent(question), toolName: 'made_up_tool', earlier: [] });

  it('fills a required id or key with such a value', () => {
    expect(fill('okta grp members 00g5xyz', { group_id: { type: 'string' } }, ['group_id']).group_id).toBe('00g5xyz');
    expect(fill('Mark AYx-12345 as a false positive', { finding_key: { type: 'string' } }, ['finding_key']).finding_key).toBe('AYx-12345');
  });

  it('never puts it where the schema refuses it, nor in a secret', () => {
    const eventId = { anyOf: [{ type: 'string', const: 'latest' }, { type: 'string', pattern: '^[0-9a-f]{32}$' }] };
    expect(fill('show the trace of issue WEB-1Z43', { event_id: eventId }, ['event_id']).event_id).not.toBe('WEB-1Z43');
    expect(fill('rotate credentials for app a1b2c3', { api_key: { type: 'string' } }, ['api_key']).api_key).not.toBe('a1b2c3');
  });

  it('builds the objects an array of objects asks for, keeping the question text in them', () => {
    const blocks = { type: 'array', items: { type: 'object', properties: { text: { type: 'string' }, keep: { type: 'boolean' } }, required: ['text', 'keep'], additionalProperties: false } };
    const args = fill("Translate 'Your order has shipped' into Italian", { text: blocks, target: { type: 'string' } }, ['text', 'target']);
    expect(args.text).toEqual([{ text: 'Your order has shipped', keep: false }]);
  });

  it('makes a bare domain a URL for url and webhook arguments', () => {
    expect(fill('Scrape news.ycombinator.com', { url: { type: 'string' } }, ['url']).url).toBe('https://news.ycombinator.com');
    expect(fill('send alerts to hooks.example.com', { webhook_url: { type: 'string' } }, ['webhook_url']).webhook_url).toBe('https://hooks.example.com');
  });
});

describe('over a large catalog the model searches twice before its first call', () => {
  const client = new Anthropic({ apiKey: 'test', baseURL: 'http://emulator.test', maxRetries: 0, fetch: (url, init) => handleMessages(new Request(url, init)) });
  const forecast = { name: 'get_forecast', description: 'Get the weather forecast for a city.', input_schema: { type: 'object' as const, properties: { city: { type: 'string' } }, required: ['city'] }, defer_loading: true };
  const filler = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `noop_${i}`, description: `Placeholder ${i}.`, input_schema: { type: 'object' as const, properties: {} }, defer_loading: true }));
  const searchesBeforeCall = async (deferred: number) => {
    const message = await client.messages.create({
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'What is the weather forecast for Lyon?' }],
      tools: [{ type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' }, forecast, ...filler(deferred - 1)],
    });
    const types = message.content.map((b) => b.type);
    expect(types.at(-1)).toBe('tool_use');
    expect(message.content.at(-1)).toMatchObject({ name: 'get_forecast' });
    return types.filter((t) => t === 'server_tool_use').length;
  };

  it('looks once more when hundreds of tools are deferred, and calls at once when few are', async () => {
    expect(await searchesBeforeCall(LARGE_CATALOG + 100)).toBe(2);
    expect(await searchesBeforeCall(10)).toBe(1);
  });
});
