import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { ModelTool } from '../model-context';
import { analyzeQuestion } from './analyze';
import { fillArguments, valueNamedBy } from './args';
import { fits, rankTools } from './rank';

// Small catalogs the app does not ship, written like a Kubernetes server's, a brokerage's and a web-search server's tools.
const def = (name: string, description: string, properties: Record<string, unknown> = {}, required: string[] = []): ToolDefinition => ({
  name,
  description,
  input_schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
});
const CATALOG: ToolDefinition[] = [
  def('get_pods', 'Get all pods in the specified namespace.', { namespace: { type: 'string' } }),
  def('list_clusters', 'List the clusters of an organization.'),
  def('get_logs', 'Get logs from a pod.', { pod_name: { type: 'string' } }, ['pod_name']),
  def('scale_deployment', 'Scale a deployment to a number of replicas.', { name: { type: 'string' }, replicas: { type: 'integer' } }, ['name', 'replicas']),
  def('retrieve_balance', 'Retrieves account balance'),
  def('get_holdings', 'Get the holdings in your portfolio.'),
  def('place_order', 'Place an order to buy or sell an instrument.', { tradingsymbol: { type: 'string' }, quantity: { type: 'integer' } }, ['tradingsymbol', 'quantity']),
  def('add_user_to_group', 'Add a user to a group.', { group_id: { type: 'string' }, user_id: { type: 'string' } }, ['group_id', 'user_id']),
  def('create_user', 'Create a new user.', { profile: { type: 'object' } }, ['profile']),
  def('tavily-search', 'A web search tool that returns relevant web content and news.', { query: { type: 'string' } }, ['query']),
  def('create_node', 'Create a document in a folder.', { parentId: { type: 'string' }, name: { type: 'string' } }, ['parentId', 'name']),
  def('create_csv_table', 'Create a table from a CSV file.', { table_name: { type: 'string' }, csv_file_path: { type: 'string' } }, ['table_name', 'csv_file_path']),
  def('get_internet_speed_data', 'Internet speed by country.', { location: { type: 'array', items: { type: 'string', pattern: '^(-?[a-zA-Z]{2})$' } } }, ['location']),
];
const tools: ModelTool[] = CATALOG.map((definition) => ({ kind: 'custom', name: definition.name, reference: definition.name, how: 'discovered', definition }));
const choose = (question: string, part = 0) => {
  const ranked = rankTools(tools, analyzeQuestion(question)[part]!);
  return fits(ranked[0]) ? ranked[0]!.tool.name : undefined;
};

describe('choosing among loaded tools by their own words', () => {
  it('picks the tool named for what the task is mainly about, not for where it is', () => {
    expect(choose('List all the pods in the cluster')).toBe('get_pods');
  });

  it('meets inflections and general synonyms', () => {
    expect(choose('What are my current holdings?')).toBe('get_holdings');
    expect(choose('What is our current balance?')).toBe('retrieve_balance');
    expect(choose('Scale the web deployment to 5 replicas')).toBe('scale_deployment');
  });

  it('prefers a tool whose required ids the question gives', () => {
    expect(choose('Add user 00u9 to group 00g7')).toBe('add_user_to_group');
  });

  it('stays quiet when the only candidate needs a value the model would invent', () => {
    expect(choose('Book a table for two at an Italian restaurant tomorrow')).toBeUndefined();
  });

  it('calls the first step of a multi-step task first', () => {
    const parts = analyzeQuestion("Get today's trending topics on the web and save a report as a new document");
    expect(parts.length).toBe(2);
    expect(choose("Get today's trending topics on the web and save a report as a new document", 0)).toBe('tavily-search');
  });
});

describe('arguments on any schema', () => {
  it('fills an id from the noun the argument is named for', () => {
    expect(valueNamedBy('user_id', 'Add user 00u9 to group 00g7')).toBe('00u9');
    expect(valueNamedBy('group_id', 'Add user 00u9 to group 00g7')).toBe('00g7');
    expect(valueNamedBy('pod_name', 'Show me the logs of pod api-7f9c')).toBe('api-7f9c');
    expect(valueNamedBy('user_id', 'Add the user to the group')).toBeUndefined();
  });

  it("keeps a string's pattern: no country name where a two-letter code is asked", () => {
    const intent = analyzeQuestion('How fast is the internet in Germany?')[0]!;
    const args = fillArguments(CATALOG.at(-1)!.input_schema, { intent, toolName: 'get_internet_speed_data', earlier: [] }) as { location: string[] };
    for (const value of args.location) expect(value).toMatch(/^(-?[a-zA-Z]{2})$/);
  });
});
