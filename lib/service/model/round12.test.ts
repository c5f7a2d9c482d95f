import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { valueNamedBy } from './args';
import { readInOwnWords } from './own-concepts';
import { fits, rankTools } from './rank';
import { requestWords } from './request-words';
import { related } from './words';

// Made-up servers the app does not ship: two brokers whose tool names collided, a route planner beside a file drive,
// a task tracker, an alerting service, a canvas.

const verbsOf = (q: string) => analyzeQuestion(q).map((i) => i.verbWord);

describe('a prefix a client composed into a colliding name says whose the tool is, not what it does', () => {
  // Two brokers both define get_profile: the client sent them as quillo_get_profile and tradex_get_profile.
  const tools = [
    def('quillo_get_profile', 'Get the profile of the logged-in user: name, email and broker.'),
    def('tradex_get_profile', 'Get the profile of the logged-in user.'),
    def('get_positions', 'Get the current positions held in the portfolio.'),
    def('get_orders', 'List the orders placed today.'),
  ].map(tool);

  it('finds the prefix only where two names differ by it alone, and never takes a verb for one', () => {
    const words = requestWords(tools);
    expect(words.composedPrefix('quillo_get_profile')).toBe('quillo');
    expect(words.composedPrefix('get_positions')).toBeUndefined();
    const verbs = requestWords([def('create_pull_request', 'Open a PR.'), def('update_pull_request', 'Edit a PR.')].map(tool));
    expect(verbs.composedPrefix('create_pull_request')).toBeUndefined();
    expect(requestWords([tools[0]!]).composedPrefix('quillo_get_profile')).toBeUndefined();
  });

  it('does not let the product named in the question favour the one tool that collided', () => {
    const { intent, words } = intentOver('What are my current positions on Quillo?', tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('get_positions');
    // The fit is of the tool as sent: its name is what the model calls.
    expect(ranked.map((f) => f.tool.name)).toContain('quillo_get_profile');
  });
});

describe('an action the word list does not know, named in a tool as what it makes', () => {
  it('is the tool\'s object: "refund the charge" fits create_refund', () => {
    const tools = [def('create_refund', 'Give money back to a buyer.', { payment: { type: 'string' } }, ['payment']), def('list_payouts', 'List the payouts to your bank.')].map(tool);
    const { intent, words } = intentOver('Refund the last charge of customer cus_9s6X', tools);
    const [best] = rankTools(tools, intent, [], words);
    expect(best!.tool.name).toBe('create_refund');
    expect(fits(best)).toBe(true);
    expect(best!.why).toContain('a "refund" is what it makes');
  });
});

describe('the scene before a step', () => {
  it('reads the verb after a longer place, and after more of the scene before a comma', () => {
    expect(verbsOf("At the end of the 'Weekly sync' page in Coda doc fT8k1QwZ, append a 'Decisions' heading")).toEqual(['append']);
    const [entry] = analyzeQuestion("In Contentful space 4hq8zk2c1m, environment master, find the entry titled 'Spring Sale 2026'");
    expect([entry!.verb.id, entry!.verbWord]).toEqual(['search', 'find']);
  });

  it('starts a next step at any verb after "then", and not at "until then"', () => {
    expect(verbsOf("Find the entries whose title contains 'pricing', then publish the newest one")).toEqual(['find', 'publish']);
    expect(verbsOf('Freeze the API until then, hire a second designer')).toEqual(['freeze']);
  });

  it('reads "pull" as getting something', () => {
    expect(analyzeQuestion('Pull the error rate from the metrics store for the last day')[0]!.verb.id).toBe('get');
  });
});

describe('the object of a request is the word the tools name it by, not the container after it', () => {
  const tools = [
    def('taskly_create_task', 'Create a task in a project, with a due date and notes.', { project: { type: 'string' }, name: { type: 'string' } }, ['name']),
    def('taskly_create_project', 'Create a project in a workspace.', { name: { type: 'string' } }, ['name']),
    def('taskly_get_task', 'Get a task by id.'),
    def('taskly_list_tasks', 'List the tasks of a project.'),
  ].map(tool);

  it('creates the task, in the project the question gives', () => {
    const { intent: read, words } = intentOver("Create a Taskly task 'Prepare Q3 board deck' in project 1204958372615, due 2026-07-10", tools);
    const intent = readInOwnWords(read, words);
    expect(intent.ownHead).toBe('task');
    const [best] = rankTools(tools, intent, [], words);
    expect(best!.tool.name).toBe('taskly_create_task');
  });
});

describe('a value given as the key one thing is filed under', () => {
  const tools = [
    def('pager_list_alerts', 'List alerts, filtered by status or query.'),
    def('pager_get_alert', 'Get one alert by its id, tiny id or alias.', { identifier: { type: 'string' } }),
  ].map(tool);

  it('asks for that one thing', () => {
    expect(analyzeQuestion("Pull up the alert with alias 'checkout-latency-high'")[0]!.specific).toBe(true);
    expect(analyzeQuestion("Pull up the alert called 'checkout latency'")[0]!.specific).toBe(false);
    const { intent, words } = intentOver("Pull up the alert with alias 'checkout-latency-high'", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('pager_get_alert');
  });

  it('fills an id of several words from the thing it is of ("story 4821" → storyPublicId)', () => {
    expect(valueNamedBy('storyPublicId', 'Show me the details of story 4821')).toBe('4821');
    expect(valueNamedBy('storyPublicId', 'Show me the details of the story')).toBeUndefined();
  });
});

describe('a trip between two places', () => {
  const tools = [
    def('geo_directions', 'Get directions between two points.', { origin: { type: 'string' }, destination: { type: 'string' } }, ['origin', 'destination']),
    def('geo_search_places', 'Search for places near a location.', { query: { type: 'string' } }, ['query']),
    def('files_search', 'Search the files in your drive by name or content.', { query: { type: 'string' } }, ['query']),
  ].map(tool);

  it('asks for a route, and the travel word is not a thing to find', () => {
    const [trip] = analyzeQuestion('How long is the drive from Lyon to Geneva?');
    expect(trip!.concepts.map((c) => c.id)).toEqual(['route']);
    expect(trip!.words).not.toContain('drive');
    expect(analyzeQuestion('Search my drive for the budget')[0]!.concepts.map((c) => c.id)).not.toContain('route');
    const { intent, words } = intentOver('How long is the drive from Lyon to Geneva?', tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('geo_directions');
  });
});

describe('a quoted name with a file\'s extension', () => {
  it('names a file; a quoted domain does not', () => {
    expect(analyzeQuestion("Find 'Q2-forecast.xlsx' in my storage")[0]!.concepts.map((c) => c.id)).toContain('file');
    expect(analyzeQuestion("Find 'acme.com' in my storage")[0]!.concepts.map((c) => c.id)).not.toContain('file');
  });
});

describe('drawing is making', () => {
  it('lets a tool that creates from a diagram draw one', () => {
    expect(related('draw', 'create')).toBe('synonym');
    const tools = [def('create_from_mermaid', 'Create canvas elements from a Mermaid diagram.', { mermaid: { type: 'string' } }, ['mermaid'])].map(tool);
    const { intent, words } = intentOver('Draw this on the canvas: graph TD; A[Sign up] --> B[Verify email]', tools);
    const [best] = rankTools(tools, intent, [], words);
    expect(best!.rejected).toBeUndefined();
  });
});
