import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { domainFit } from './domain-fit';
import { namedProducts, requestVocabulary } from './products';
import { fits, rankTools } from './rank';
import { redirectsOf } from './redirects';
import { related } from './words';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a code host, a CI server, a payments service, a chat service with rooms and
// teams, a board of cards, a mail sender, a code-quality service, a maps service, a note app, a CRM.

const first = (q: string) => analyzeQuestion(q)[0]!;
const best = (question: string, tools: ReturnType<typeof tool>[]) => {
  const { intent, words } = intentOver(question, tools);
  return rankTools(tools, intent, [], words)[0]!;
};

describe('the scene set before the ask', () => {
  it('reads a scene before a colon as where, and the step after it as the task', () => {
    const [find, approve] = analyzeQuestion('Codehost workspace `northwind`, repository `payments-api`: find the open pull request whose source branch is `feature/retries`, and approve it.');
    expect(find!.verb.id).toBe('search');
    expect(find!.verbWord).toBe('find');
    expect(approve!.verbWord).toBe('approve');
    // What follows the colon is the task's words, not a message body to leave out.
    expect(taskWords(find!).objects).toContain('pull');
  });

  it('reads a sentence that tells what happened as the scene of the sentence that asks', () => {
    const intent = first('Build #412 of the Builder job `release/ios` went red. Grab the console output of that build.');
    expect(intent.verbWord).toBe('grab');
    expect(intent.verb.class).toBe('read');
    // A sentence that asks about something told first keeps what "it" is.
    const kept = first("I've got a CSV with our brand terms. Can you load it into our glossary gls_01?");
    expect(kept.verbWord).not.toBe('load');
  });

  it('reads the ask after "can you" when what came before only tells', () => {
    const intent = first("I wrote my landlord's wifi password down somewhere in my notes, can you dig it up?");
    expect(intent.verb.id).toBe('search');
    expect(intent.verbWord).toBe('dig up');
    expect(intent.words).toContain('password');
  });

  it('reads going to a place as where the next step happens, not as a step', () => {
    const intents = analyzeQuestion('Go through the Model Hub and find text-classification models for German');
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verbWord).toBe('find');
  });
});

describe('general English verbs', () => {
  it('reads issuing a thing as making it, and reporting a value as telling it', () => {
    expect(first('Issue a full refund for capture 3C679366HH908993F.').verb.id).toBe('create');
    expect(first('Spin up a new Redis database named `cache-eu`').verb.id).toBe('create');
    expect(first('Report the type and version of the SQL database I am connected to').verb.class).toBe('read');
    expect(first('get her into the CRM, her email is r@c.example').verb.id).toBe('create');
    expect(first('Email bob@example.com the quarterly summary').verb.id).toBe('post');
    // A thing to do with a due date is a to-do, whatever its own verb; without one, "renew" is an action only a tool naming it does.
    expect(first('renew passport, due friday, p1').verb.id).toBe('create');
    expect(first('renew the passport').verb.id).toBe('other');
  });

  it('reads a product written first as where, not as a verb', () => {
    const tools = [def('trakko_get_my_tasks', 'Get the tasks assigned to me in Trakko.'), def('trakko_get_task', 'Get a Trakko task.'), def('trakko_list_projects', 'List Trakko projects.'), def('trakko_add_tag_to_task', 'Add a tag to a Trakko task.')].map(tool);
    const { intent } = intentOver('trakko my tasks ws 1201948337', tools);
    expect(intent.products).toEqual(['trakko']);
    expect(intent.verb.class).toBe('read');
  });
});

describe('what a question quotes or a message says', () => {
  it('names no product in quoted text', () => {
    const tools = [def('list_orders', 'List Order records in the Order service.'), def('order_get', 'Get one Order.'), def('order_create', 'Create an Order.')].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(namedProducts("find the metric id for 'Placed Order'", [], [], vocabulary)).not.toContain('order');
    expect(namedProducts('find the metric id for the Order service', [], [], vocabulary)).toContain('order');
  });

  it('sets no scene from the body of a message', () => {
    const intent = first('can you let my sister know by text on her mobile (+44 7700 900123) that I land at 6:40 and she can wait at arrivals');
    const sms = tool(def('send-sms', 'Send an SMS message to a mobile phone.', { to: { type: 'string' }, message: { type: 'string' } }, ['to', 'message']));
    expect(domainFit(sms, intent, taskWords(intent), ['text']).mismatch).toBeUndefined();
  });
});

describe('one thing or several', () => {
  it('prefers the tool named for one when the task adds one', () => {
    const tools = [
      def('add_cards_to_list', 'Add several cards to a Boardly list at once.', { listId: { type: 'string' }, cards: { type: 'array' } }, ['listId', 'cards']),
      def('add_card_to_list', 'Add a card to a list.', { listId: { type: 'string' }, name: { type: 'string' } }, ['listId', 'name']),
    ].map(tool);
    expect(best("Add a card named 'Renew cert' to Boardly list 64f1a2b3c4d5e6f708192a3b", tools).tool.name).toBe('add_card_to_list');
  });

  it('counts against a tool named for one when the task lists several, and leaves a search named for many alone', () => {
    const tools = [
      def('get-v3-domain-bounces-address', 'Lookup bounce record', { domain_name: { type: 'string' }, address: { type: 'string' } }, ['domain_name', 'address']),
      def('get-v3-domain-bounces', 'List all bounces', { domain_name: { type: 'string' } }, ['domain_name']),
    ].map(tool);
    const { intent, words } = intentOver('List the bounced addresses for the domain mg.example.com.', tools);
    const [one, many] = ['get-v3-domain-bounces-address', 'get-v3-domain-bounces'].map((name) => rankTools(tools, intent, [], words).find((f) => f.tool.name === name)!);
    expect(one!.why).toContain('names "address", the task "addresses"');
    expect(many!.why.some((w) => w.startsWith('names "'))).toBe(false);
    const search = best('Find the issue behind the TypeError in project web', [def('search_issues', 'Search issues of a project.', { query: { type: 'string' } }), def('get_issue', 'Get an issue by id.', { issueId: { type: 'string' } }, ['issueId'])].map(tool));
    expect(search.why.some((w) => w.startsWith('names "'))).toBe(false);
  });
});

describe('what a description sends elsewhere', () => {
  const tools = [
    def('create_team', 'Create a team in Chatly. Use for a new team container; to create a conversation space, use create_room instead.', { name: { type: 'string' } }, ['name']),
    def('create_room', 'Create a room in Chatly. Use for a new Chatly space; to change an existing space, use update_room instead.', { title: { type: 'string' } }, ['title']),
  ].map(tool);

  it('reads the redirect from the description', () => {
    expect(redirectsOf(tools[0]!)).toEqual([{ task: 'create a conversation space', to: 'create_room' }]);
  });

  it('lets the tool it sends the task to take it, and only for the same kind of action', () => {
    const chosen = best("Create a new Chatly space called 'Incident war room'", tools);
    expect(chosen.tool.name).toBe('create_room');
    const ranked = rankTools(tools, intentOver("Create a new Chatly space called 'Incident war room'", tools).intent);
    expect(ranked.find((f) => f.tool.name === 'create_team')!.why.join(' ')).toContain('sends "create a conversation space" to create_room');
    // Changing a space is no creation: create_room's own redirect does not apply to "create".
    expect(ranked.find((f) => f.tool.name === 'create_room')!.why.join(' ')).not.toContain('sends');
  });
});

describe('values the question gives', () => {
  it('fits the tool that takes the id the question names', () => {
    const tools = [
      def('list_quality_gates', 'List all quality gates in my Qualio.'),
      def('get_project_quality_gate_status', 'Get the quality gate status for a project', { projectKey: { type: 'string' }, branch: { type: 'string' } }),
    ].map(tool);
    const chosen = best('What is the Qualio quality gate status of the project acme-backend?', tools);
    expect(chosen.tool.name).toBe('get_project_quality_gate_status');
    expect(chosen.why).toContain('takes the projectKey given');
  });

  it('fits the tool that takes where from and where to for a way between two places', () => {
    const tools = [
      def('list-athlete-routes', 'List the routes the athlete saved.'),
      def('maps_directions', 'Get directions between two places.', { origin: { type: 'string' }, destination: { type: 'string' }, mode: { type: 'string' } }, ['origin', 'destination']),
    ].map(tool);
    const chosen = best('how long would it take me to drive from Oakland to South Lake Tahoe on Friday?', tools);
    expect(chosen.tool.name).toBe('maps_directions');
    expect(chosen.why).toContain('takes where from and where to');
  });
});

describe('a product the task names', () => {
  it('is never read as the topic of a change: no other product\'s tool takes it', () => {
    // JFrog's public catalog (data/eval/ood): none of its tools deletes a repository.
    const tools = (JSON.parse(readFileSync('data/eval/ood/catalogs/jfrog.json', 'utf8')) as ReturnType<typeof def>[]).map(tool);
    const { intent, words } = intentOver("Delete the remote repository 'npm-remote' from our JFrog Artifactory.", tools);
    // JFrog too, since round 26: the prefix three or more of its tools carry (jfrog_…) is its name.
    expect(intent.products).toEqual(['jfrog', 'artifactory']);
    expect(fits(rankTools(tools, intent, [], words)[0])).toBe(false);
  });
});

describe('a tool that gets all', () => {
  it('lists, as the question asks', () => {
    const all = rankTools([def('feature-flag-get-all', 'Get all feature flags.'), def('feature-flag-get-definition', 'Get the definition of a feature flag.')].map(tool), first('list all of our feature flags'));
    expect(all.find((f) => f.tool.name === 'feature-flag-get-all')!.why).not.toContain('gets one item, the question wants several');
  });
});

describe('general words the request\'s tools do not own', () => {
  it('knows a text on a mobile is an SMS', () => {
    expect(related('mobile', 'sms')).toBe('synonym');
  });

  it('lets a search find with a tool named for finding, more than with one named for browsing', () => {
    const tools = [def('findNotes', 'Notes in the vault that match a query.', { query: { type: 'string' } }, ['query']), def('browseNotes', 'Notes in the vault that match a query.', { query: { type: 'string' } }, ['query'])].map(tool);
    const { intent, words } = intentOver("Search the vault for notes about 'sourdough'", tools);
    const [found, browsed] = ['findNotes', 'browseNotes'].map((name) => rankTools(tools, intent, [], words).find((f) => f.tool.name === name)!);
    // Its verb is the search asked (≈ "search") and a searching tool's own: both count.
    expect(found!.score - browsed!.score).toBeGreaterThan(7);
  });
});
