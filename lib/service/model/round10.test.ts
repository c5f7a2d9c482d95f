import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { handleMessages } from '@/lib/server/http-handler';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { productQuery } from './own-queries';
import { LARGE_CATALOG, searchQueries } from './queries';
import { rankTools } from './rank';

// Made-up servers the app does not ship: a secrets vault without a name prefix, a keyring with one, a shop, a cluster.

const vault = [
  def('delete-secret', 'Delete a secret from a Vaultly environment.'),
  def('list-secrets', 'List the secrets of a Vaultly environment.'),
  def('create-environment', 'Create an environment in a Vaultly project.'),
].map(tool);
const keyring = Array.from({ length: 30 }, (_, i) => tool(def(`keyring_remove_token_${i}`, `Remove token ${i} from the Keyring store.`)));

describe('a named product whose tools carry no name prefix is searched by its name', () => {
  it('asks for the product alone when few tools say its name', () => {
    const tools = [...vault, ...keyring];
    const { intent, words } = intentOver('In Vaultly, remove the token OLD_TOKEN from prod', tools);
    expect(intent.products).toEqual(['vaultly']);
    expect(productQuery(intent, words)).toBe('(?i)vaultly');
  });

  it('asks for the product beside the task\'s words when many tools say its name', () => {
    const many = Array.from({ length: 30 }, (_, i) => tool(def(`report-${i}`, `Build report ${i} of the Vaultly audit.`)));
    const tools = [...vault, ...many];
    const { intent, words } = intentOver('Delete the secret OLD_TOKEN in Vaultly', tools);
    const pattern = productQuery(intent, words);
    // Across a description's lines too (round 30): `(?is)`.
    expect(pattern).toMatch(/^\(\?is\)\(vaultly\.\*\(.*secret.*\)\|\(.*secret.*\)\.\*vaultly\)$/);
    const re = new RegExp(pattern!.replace('(?is)', ''), 'is');
    expect(re.test('Delete a secret from a Vaultly environment.')).toBe(true);
    expect(re.test('Build report 3 of the Vaultly audit.')).toBe(false);
  });

  it('leaves a product the names start with to the own words\' pattern, which is narrowed to it already', () => {
    const { intent, words } = intentOver('In Keyring, remove token 4', keyring);
    expect(intent.prefix).toBe('keyring');
    expect(productQuery(intent, words)).toBeUndefined();
  });

  it('is the regex\'s second search, after the task\'s own words, and no BM25 query', () => {
    const tools = [...vault, ...keyring];
    const { intent, words } = intentOver('In Vaultly, remove the token OLD_TOKEN from prod', tools);
    const regex = searchQueries(intent, 'regex', words);
    expect(regex[1]).toBe('(?i)vaultly');
    expect(regex[0]).not.toBe('(?i)vaultly');
    expect(searchQueries(intent, 'bm25', words)).not.toContain('(?i)vaultly');
  });

  it('finds the product\'s tool through the emulator when the task\'s words load only another product\'s', async () => {
    const client = new Anthropic({ apiKey: 'test', baseURL: 'http://emulator.test', maxRetries: 0, fetch: (url, init) => handleMessages(new Request(url, init)) });
    // Hundreds of tools: the model searches twice before its first call, the second time by the product's name.
    const filler = Array.from({ length: LARGE_CATALOG }, (_, i) => tool(def(`noop_${i}`, `Placeholder ${i}.`)));
    const deferred = [...vault, ...keyring, ...filler].map((t) => ({ ...(t.definition as Anthropic.Tool), defer_loading: true }));
    const message = await client.messages.create({
      model: 'claude-sonnet-4-6',
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'In Vaultly, remove the token OLD_TOKEN from prod' }],
      tools: [{ type: 'tool_search_tool_regex_20251119', name: 'tool_search_tool_regex' }, ...deferred],
    });
    const searches = message.content.filter((b) => b.type === 'server_tool_use').map((b) => (b.input as { pattern: string }).pattern);
    expect(searches).toContain('(?i)vaultly');
    expect(message.content.at(-1)).toMatchObject({ type: 'tool_use', name: 'delete-secret' });
  });
});

describe('a particle is no synonym of a thing', () => {
  it('reads "something\'s off" as no coupon', () => {
    const tools = [def('list_coupons', 'List coupons, each with its percent off.'), def('get_pods', 'Get the pods of a namespace, with their logs.')].map(tool);
    const { intent, words } = intentOver("Something's off with the api pods in staging, what have they been printing lately?", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('get_pods');
  });
});

describe('arguments whose schema is an allOf', () => {
  const fill = (question: string, properties: Record<string, unknown>, required: string[]) =>
    fillArguments({ type: 'object', properties, required }, { intent: analyzeQuestion(question)[0]!, toolName: 'made_up_tool', earlier: [] });

  it('fills a property wrapped in allOf as the object its members describe, with their required fields', () => {
    const body = { allOf: [{ type: 'object', properties: { name: { type: 'string' }, engine: { type: 'string', enum: ['pg', 'redis'] } }, required: ['name'] }, { required: ['engine'] }] };
    const args = fill("Create a database cluster called 'orders-db'", { body }, ['body']);
    expect(args.body).toBeTypeOf('object');
    expect(Object.keys(args.body as object).sort()).toEqual(['engine', 'name']);
    expect(['pg', 'redis']).toContain((args.body as { engine: string }).engine);
  });
});

describe('arguments on a mailing server\'s schemas', () => {
  const fill = (question: string, schema: Record<string, unknown>) =>
    fillArguments({ type: 'object', ...schema }, { intent: analyzeQuestion(question)[0]!, toolName: 'made_up_tool', earlier: [] });

  it('puts numbers in an array of numbers: a numeral the question gives as its number, a name not at all', () => {
    const schema = { properties: { name: { type: 'string' }, listIds: { type: 'array', items: { type: 'number' } } }, required: ['name', 'listIds'] };
    expect(fill('Create an email campaign for list 12', schema).listIds).toEqual([12]);
    expect((fill("Create a campaign 'June news' for the list 'Newsletter'", schema).listIds as unknown[]).every((v) => typeof v === 'number')).toBe(true);
  });

  it('fills one whole set of the fields a oneOf asks for', () => {
    const args = fill("Email ana@example.com saying 'the invoice is ready'", {
      properties: { to: { type: 'array', items: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] } }, subject: { type: 'string' }, htmlContent: { type: 'string' }, textContent: { type: 'string' }, templateId: { type: 'number' } },
      required: ['to'],
      oneOf: [{ required: ['subject', 'htmlContent'] }, { required: ['subject', 'textContent'] }, { required: ['templateId'] }],
    });
    expect(args).toHaveProperty('subject');
    expect(args).toHaveProperty('htmlContent');
    expect(args).not.toHaveProperty('templateId');
  });
});
