import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { valueNamedBy } from './args';
import { properNouns, requestVocabulary } from './products';
import { fits, rankTools } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: two help desks whose ticket tools collided, a task tracker, a feature-flag
// service, an analytics service, a headless CMS.

const verbsOf = (q: string) => analyzeQuestion(q).map((i) => i.verbWord);

describe('a prefix a client composed into colliding names is no name prefix of the product', () => {
  // Both help desks define get_ticket and create_ticket: the client sent those as helpy_… and deskly_…; Helpy's other
  // tools carry no prefix.
  const tools = [
    def('helpy_get_ticket', 'Get a Helpy ticket by its id.'),
    def('helpy_create_ticket', 'Create a Helpy ticket.'),
    def('deskly_get_ticket', 'Get a Deskly ticket.'),
    def('deskly_create_ticket', 'Open a Deskly ticket.'),
    def('create_ticket_comment', 'Create a new comment on an existing Helpy ticket.'),
    def('get_ticket_comments', 'Retrieve all comments for a Helpy ticket by its ID.'),
  ].map(tool);

  it('is still a product, and not a prefix a search can narrow to', () => {
    const vocabulary = requestVocabulary(tools);
    expect(vocabulary.isProduct('helpy')).toBe(true);
    expect(vocabulary.isPrefix('helpy')).toBe(false);
    // Where most of its tools carry the prefix as their own, it is one.
    const own = requestVocabulary([...['list_macros', 'get_macro', 'list_views', 'get_view'].map((n) => def(`helpy_${n}`, 'Read Helpy settings.')), ...tools.map((t) => t.definition as ReturnType<typeof def>)].map(tool));
    expect(own.isPrefix('helpy')).toBe(true);
    const { intent } = intentOver('Add a comment to Helpy ticket 48213 saying we escalated it', tools);
    expect(intent.products).toEqual(['helpy']);
    expect(intent.prefix).toBeUndefined();
  });
});

describe('phrasal verbs of general English', () => {
  it('reads "turn off" as a change, "dig up" as a search and "look through" as a listing', () => {
    expect(analyzeQuestion("Turn off the feature flag 'new-checkout-flow'")[0]!.verb.id).toBe('update');
    expect(analyzeQuestion('Switch on dark mode for the team')[0]!.verb.id).toBe('update');
    expect(analyzeQuestion('Dig up the notes about the garden')[0]!.verb.id).toBe('search');
    expect(analyzeQuestion('Look through the open pull requests of payments-api')[0]!.verb.id).toBe('list');
  });

  it('lets a tool that updates the thing do it', () => {
    const tools = [
      def('update-feature-flag', 'Update a feature flag: its rollout, filters or whether it is active.', { flagKey: { type: 'string' }, active: { type: 'boolean' } }, ['flagKey']),
      def('get-feature-flags', 'List the feature flags of the project.'),
    ].map(tool);
    const { intent, words } = intentOver("Turn off the feature flag 'new-checkout-flow'", tools);
    const [best] = rankTools(tools, intent, [], words);
    expect(best!.tool.name).toBe('update-feature-flag');
    expect(best!.rejected).toBeUndefined();
  });
});

describe('the scene before the action', () => {
  const question = "In our Taskly workspace 'Acme Ops' (gid 1204567890123456), find the task named 'Q3 vendor security audit'";

  it('weighs less than what the action is about', () => {
    const words = taskWords({ ...analyzeQuestion(question)[0]!, products: ['taskly'] });
    const weight = (w: string) => words.weights[words.objects.indexOf(w)];
    expect(words.action).toBe('find');
    expect(weight('workspace')).toBe(0.6);
    expect(weight('task')).toBe(1);
    // A phrasal verb's particle is no object after it: the scene before stays what the task is about.
    const light = taskWords(analyzeQuestion('the hallway light, can you switch it off')[0]!);
    expect(light.weights[light.objects.indexOf('light')]).toBe(1);
  });

  it('does not make the workspace\'s tool the answer to finding a task in it', () => {
    const tools = [
      def('taskly_search_tasks', 'Search tasks by name, assignee or project.', { text: { type: 'string' } }),
      def('taskly_get_tags_for_workspace', 'Get the tags of a workspace, by the workspace gid.', { workspace_gid: { type: 'string' } }),
      def('taskly_get_workspaces', 'List the workspaces you belong to, with their gid.'),
      def('taskly_get_task', 'Get a task by its gid.', { task_gid: { type: 'string' } }, ['task_gid']),
    ].map(tool);
    const { intent, words } = intentOver(question, tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('taskly_search_tasks');
    // The workspace's own tools name only the scene: neither fits the task.
    for (const name of ['taskly_get_workspaces', 'taskly_get_tags_for_workspace']) expect(fits(ranked.find((f) => f.tool.name === name))).toBe(false);
  });
});

describe('a value the question gives for an id', () => {
  it('is found where the thing is named with it, not only where it is first named', () => {
    expect(valueNamedBy('funnel_id', 'Run the funnel report for saved funnel 7781234 from 2025-03-01')).toBe('7781234');
    expect(valueNamedBy('funnel_id', 'Run the funnel report for March')).toBeUndefined();
  });

  it('stands as written when it is quoted, digits or not', () => {
    const clause = "In Contentful space 'k8n2v4pq1xyz', environment 'master', find the entry titled 'Spring Launch'";
    expect(valueNamedBy('spaceId', clause)).toBe('k8n2v4pq1xyz');
    expect(valueNamedBy('environmentId', clause)).toBe('master');
    expect(valueNamedBy('environmentId', 'In environment master, find the entry')).toBeUndefined();
  });
});

describe('a capital after an opening quote', () => {
  it('starts a phrase the description quotes, and names no product', () => {
    expect(properNouns('Key trigger phrases: "Send an email", "Email this to", "Notify"')).toEqual([]);
    expect(properNouns('Send a message through Resend to one recipient')).toEqual(['resend']);
  });
});

describe('"and" before a verb that acts on "it"', () => {
  it('starts the next step, whatever the verb', () => {
    expect(verbsOf("Find the blog post entry titled 'Spring Launch 2025' and publish it.")).toEqual(['find', 'publish']);
    expect(verbsOf('Find our app storefront and roll it back to the last deployment')).toEqual(['find', 'roll']);
  });

  it('not before a word that is no verb', () => {
    expect(verbsOf('Restart the worker and maybe it recovers')).toEqual(['restart']);
    expect(verbsOf('Show the deploys and whether it is failing')).toHaveLength(1);
  });
});

describe('an id the question gives for one thing', () => {
  const clause = "In Contentful space 4hq8zk2c1m, environment master, find the entry titled 'Spring Sale 2026'";
  const fields = { entryId: { type: 'string' }, spaceId: { type: 'string' }, environmentId: { type: 'string', default: 'master' } };
  const tools = [
    def('cms_get_entry', 'Retrieve an existing entry by its name or id.', fields, ['entryId', 'spaceId', 'environmentId']),
    def('cms_search_entries', 'Search for entries using query parameters.', { query: { type: 'string' }, spaceId: { type: 'string' }, environmentId: { type: 'string', default: 'master' } }, ['spaceId', 'environmentId']),
  ].map(tool);

  it('is not taken for another field the tool has ("space 4hq8zk2c1m" is no entry\'s id), nor is "titled"', () => {
    const { intent, words } = intentOver(clause, tools);
    const get = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'cms_get_entry')!;
    expect(get.why).toContain('cannot fill entryId');
    expect(valueNamedBy('entryId', clause, 'The entry id or name')).toBeUndefined();
  });

  it('needs nothing for a field whose schema gives a default', () => {
    const { intent, words } = intentOver(clause, tools);
    const search = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'cms_search_entries')!;
    expect(search.why.join(' ')).not.toMatch(/cannot fill/);
  });
});

describe('putting a thing into a mode', () => {
  it('changes a setting of it, and why or during what it is asked names nothing to act on', () => {
    const [intent] = analyzeQuestion("Put the app 'acme-billing-prod' into maintenance mode while we run the database migration.");
    expect(intent!.verb.id).toBe('update');
    expect(intent!.concepts.map((c) => c.id)).not.toContain('database');
    expect(taskWords(intent!).objects).not.toContain('migration');
    expect(analyzeQuestion('Put the report in the shared folder')[0]!.verb.id).not.toBe('update');
  });
});
