import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { ModelTool } from '../model-context';
import { analyzeQuestion } from './analyze';
import { requestVocabulary, withProducts } from './products';
import { fits, rankTools } from './rank';

// A graph database's, a container engine's and a code host's tools, written as those servers describe them (not shipped).
const def = (name: string, description: string, required: string[] = [], about = ''): ToolDefinition => ({
  name,
  description,
  input_schema: { type: 'object', properties: Object.fromEntries(required.map((r) => [r, { type: 'string', ...(about ? { description: about } : {}) }])), ...(required.length > 0 ? { required } : {}) },
});
const CATALOG = [
  def('read-cypher', 'Execute a read Cypher query on the graph database.', ['query']),
  def('write-cypher', 'Execute a write Cypher query on the graph database.', ['query']),
  def('restart_container', 'Restart a container by ID or name.', ['container_id'], 'Container ID or name'),
  def('remove_container', 'Remove a container by ID or name.', ['container_id'], 'Container ID or name'),
  def('backup_database', 'Back up the database to a file.', ['backup_path']),
  def('fork_repo', 'Fork a repository to your account.', ['repo']),
  def('star_repo', 'Star a repository.', ['repo']),
  def('assign_reviewer', 'Assign a reviewer to a merge request.', ['merge_request_id']),
  def('set_merge_request_state', 'Set the state of a merge request: open or closed.', ['merge_request_id']),
];
const tools: ModelTool[] = CATALOG.map((definition) => ({ kind: 'custom', name: definition.name, reference: definition.name, how: 'discovered', definition }));
// As the model reads a turn: the products the request's own tools name (Cypher here) are read first.
const vocabulary = requestVocabulary(tools);
const ranked = (question: string) => rankTools(tools, withProducts(analyzeQuestion(question)[0]!, tools, [], vocabulary));
const choose = (question: string) => {
  const r = ranked(question);
  return fits(r[0]) ? r[0]!.tool.name : undefined;
};

describe('action fit among loaded tools', () => {
  it('a query that only reads is a read: the write tool is set aside for it', () => {
    expect(analyzeQuestion('Run a Cypher query to count all Person nodes')[0]!.verb.class).toBe('read');
    expect(choose('Run a Cypher query to count all Person nodes')).toBe('read-cypher');
    expect(ranked('Run a Cypher query to count all Person nodes').find((f) => f.tool.name === 'write-cypher')!.rejected).toMatch(/writes/);
    // One that changes data stays a write.
    expect(analyzeQuestion('Run a query to delete all Person nodes')[0]!.verb.class).toBe('write');
  });

  it('a write tool whose verb is another action is set aside, and says which', () => {
    expect(choose('Star the repo octo/app')).toBe('star_repo');
    const fork = ranked('Star the repo octo/app').find((f) => f.tool.name === 'fork_repo')!;
    expect(fork.rejected).toBe('fork_repo does "fork", the task asks to "star"');
    expect(choose('Close merge request 12')).toBe('set_merge_request_state');
    expect(ranked('Close merge request 12').find((f) => f.tool.name === 'assign_reviewer')!.rejected).toMatch(/does "assign", the task asks to "close"/);
  });

  it('keeps a phrasal verb whole, and meets its one-word name', () => {
    expect(analyzeQuestion('Back up the database to /backups/app.db')[0]!.verbWord).toBe('back up');
    expect(choose('Back up the database to /backups/app.db')).toBe('backup_database');
    expect(choose('Restart the nginx container')).toBe('restart_container');
  });
});
