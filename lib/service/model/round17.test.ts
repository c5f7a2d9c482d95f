import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { settingWords } from './domain-fit';
import { lookupBefore, nameOfThing } from './lookup-first';
import { fits, namespaceOf, rankTools } from './rank';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';
import { related } from './words';

// Made-up servers the app does not ship: a music player that names every tool for itself, a billing server that names
// none, a board whose tools name it only now and then, a code checker, a package registry and a broker.

describe('a change asked of a product that names every tool for itself', () => {
  const player = [def('TunelyPlayback', 'Manage the current Tunely playback: play, pause, skip.'), def('TunelySearch', 'Search Tunely for tracks and albums.'), def('TunelyQueue', 'Manage the Tunely playback queue.')];
  const billing = [def('cancel_subscription', 'Cancels a subscription.'), def('create_refund', 'Refund a payment.')];

  it('sets aside a tool named for no product: it is another server’s, and would cancel something else', () => {
    const tools = [...player, ...billing].map(tool);
    const { intent, words } = intentOver('Cancel my Tunely Premium subscription at the end of this billing period.', tools);
    expect(intent.products).toEqual(['tunely']);
    const ranked = rankTools(tools, intent, [], words);
    const cancel = ranked.find((f) => f.tool.name === 'cancel_subscription')!;
    expect(fits(cancel)).toBe(false);
    expect(cancel.blocker).toMatch(/every tool of tunely is named for it \(TunelyPlayback, TunelySearch\)/);
    expect(ranked.some(fits)).toBe(false);
  });

  it('keeps an unnamed tool when the product names only some of its tools for itself, as most servers do', () => {
    const board = [def('boards_list', 'List the Plankboard boards.'), def('cards_archive', 'Archive a card.', { card_id: { type: 'string' } }, ['card_id']), def('plankboard_whoami', 'The Plankboard user.')];
    const tools = board.map(tool);
    const { intent, words } = intentOver('Archive Plankboard card 7731.', tools);
    expect(intent.products).toEqual(['plankboard']);
    const best = rankTools(tools, intent, [], words)[0]!;
    expect(best.tool.name).toBe('cards_archive');
    expect(fits(best)).toBe(true);
  });
});

describe('an id the question gives', () => {
  it('is no missing id, however the id field is named', () => {
    const checker = [def('change_lint_issue_status', 'Change the status of a Lintwise issue: accept, false positive, reopen.', { issue_key: { type: 'string' }, status: { type: 'string' } }, ['issue_key', 'status'])].map(tool);
    const { intent, words } = intentOver('Mark Lintwise issue AYwX3k9fZpL0qR2sT4uV as a false positive.', checker);
    const best = rankTools(checker, intent, [], words)[0]!;
    expect(best.why).toContain('takes the issue_key given');
    expect(best.missing).toBeUndefined();
    expect(best.blocker).toBeUndefined();
  });
});

describe('general words of software and of ordering', () => {
  it('reads a CVE as a vulnerability and npm as where packages come from', () => {
    expect(related('cves', 'vulnerabilities')).toBe('synonym');
    expect(related('npm', 'package')).toBe('synonym');
  });

  it('reads a call as a meeting', () => {
    expect(related('calls', 'meetings')).toBe('synonym');
    expect(related('standup', 'meeting')).toBe('synonym');
  });

  it('finds the vulnerabilities of a package version for "does lodash from npm have CVEs"', () => {
    const registry = [
      def('registry_get_package_version_vulnerabilities', 'Get the known vulnerabilities of one version of a package.', { package: { type: 'string' }, version: { type: 'string' } }, ['package', 'version']),
      def('registry_get_risk_mitigations', 'Get risk mitigations for a given CVE reference.', { cve: { type: 'string' } }),
    ].map(tool);
    const { intent, words } = intentOver('Does lodash 4.17.20 from npm have any CVEs I should worry about?', registry);
    expect(rankTools(registry, intent, [], words)[0]!.tool.name).toBe('registry_get_package_version_vulnerabilities');
  });

  it('reads "put in an order" as placing one', () => {
    const broker = [def('place_order', 'Place a new order in the market.', { symbol: { type: 'string' }, quantity: { type: 'number' } }, ['symbol', 'quantity']), def('get_orders', 'Get the orders of the day.')].map(tool);
    const { intent, words } = intentOver('put in a limit order to buy 10 shares of INFY at 1450', broker);
    expect(intent.verb.id).toBe('create');
    const best = rankTools(broker, intent, [], words)[0]!;
    expect(best.tool.name).toBe('place_order');
    expect(best.actionOk).toBe(true);
  });
});

describe('what is a place and what is a name', () => {
  it('reads a time of day after "at" as no place the tool must mention', () => {
    expect(settingWords('make a picture of a lighthouse at dawn')).toEqual([]);
    expect(settingWords('book a table at an Italian restaurant')).toEqual(['restaurant']);
  });

  it("reads Reddit's r/name as that subreddit, on any request", () => {
    const words = requestWords([def('get_hot_posts', 'Get the hot posts of a subreddit.')].map((definition) => ({ name: definition.name, definition })));
    const spelled = readSpelling('what are people over on r/homelab hyped about this week?', words);
    expect(spelled.question).toBe('what are people over on the homelab subreddit hyped about this week?');
    expect(spelled.corrections).toEqual([{ written: 'r/homelab', read: 'the homelab subreddit' }]);
    expect(readSpelling('open /var/r/logs', words).question).toBe('open /var/r/logs');
  });
});

describe('a thing said only as "it", put into a product', () => {
  const planner = [
    def('plannr_create_task', 'Create a Plannr task.', { content: { type: 'string' }, due_string: { type: 'string' } }, ['content']),
    def('plannr_get_tasks', 'Get Plannr tasks.'),
    def('plannr_create_project', 'Create a Plannr project.', { name: { type: 'string' } }, ['name']),
  ].map(tool);

  it('makes what the product keeps, the thing most of its tools name', () => {
    const { intent, words } = intentOver('I keep forgetting to renew my passport. Stick it in my Plannr for next Friday.', planner);
    expect(intent.verb.id).toBe('create');
    const best = rankTools(planner, intent, [], words)[0]!;
    expect(best.tool.name).toBe('plannr_create_task');
    expect(fits(best)).toBe(true);
    expect(best.why.at(-1)).toMatch(/"stick it" on plannr: it makes a task/);
  });

  it('makes no task of a thing the question names that the product has no tool for', () => {
    const { intent, words } = intentOver("Add a label 'urgent' in my Plannr.", planner);
    expect(rankTools(planner, intent, [], words).some(fits)).toBe(false);
  });
});

describe('looking a thing up by a capitalised name', () => {
  it('reads a capitalised name before the thing as its name, but never the product', () => {
    expect(nameOfThing('set the Groceries category for April to $650', 'category')).toBe('Groceries');
    expect(nameOfThing('archive our Client Portal project', 'project')).toBe('Client Portal');
    expect(nameOfThing('In my Budgeteer budget, set it', 'budget', ['budgeteer'])).toBeUndefined();
    expect(nameOfThing('Category 12 is wrong', 'category')).toBeUndefined();
  });

  it('looks the category up first when the change needs its id and the question gives its name', () => {
    const budget = [
      def('budgeteer_update_category_budget', 'Set how much a Budgeteer category is budgeted for a month.', { categoryId: { type: 'string' }, month: { type: 'string' }, budgeted: { type: 'number' } }, ['categoryId', 'month', 'budgeted']),
      def('budgeteer_list_categories', 'List the categories of a Budgeteer budget.'),
    ].map(tool);
    const { intent, words } = intentOver('In my Budgeteer budget, set the Groceries category for April 2025 to $650 budgeted.', budget);
    const best = rankTools(budget, intent, [], words)[0]!;
    expect(best.tool.name).toBe('budgeteer_update_category_budget');
    expect(lookupBefore(best, intent)).toMatchObject({ field: 'categoryId', name: 'Groceries' });
  });
});

describe('a name prefix that is a server, and one that is a word', () => {
  it('reads a word of English that starts several names as what they do, not as whose they are', () => {
    const defs = [
      def('aggregate_event_counts', 'Get the counts of an event per day.'),
      def('aggregate_event_properties', 'Get the values of an event property.'),
      def('aggregate_event_property_values', 'Sum an event property.'),
      def('zorblat_list_boards', 'List Zorblat boards.'),
      def('zorblat_get_board', 'Get a Zorblat board.'),
      def('zorblat_archive_board', 'Archive a Zorblat board.'),
    ];
    const words = requestWords(defs.map((definition) => ({ name: definition.name, definition })));
    expect(namespaceOf(tool(defs[0]!), words)).toBeUndefined();
    expect(namespaceOf(tool(defs[3]!), words)).toBe('zorblat');
  });
});
