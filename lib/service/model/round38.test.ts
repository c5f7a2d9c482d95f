import { describe, expect, it } from 'vitest';
import { def, rankOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { namedProducts, requestVocabulary } from './products';
import { fits, profile } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a mail app, a bookkeeping app, a code host, a map service, a trading app, a
// CRM, a metrics store, a graph database, a package registry, a browser, an on-call pager, a budgeting app, a notes
// app, an infrastructure registry, a whiteboard and a card board, a checklist app.

const first = (q: string) => analyzeQuestion(q)[0]!;
const fill = (q: string, properties: Record<string, unknown>, required: string[] = []) =>
  fillArguments({ type: 'object', properties, required }, { intent: analyzeQuestion(q)[0]!, toolName: 'made_up_tool', earlier: [] });

describe('what names a product, and what does not', () => {
  it('a name inside an address or an identifier ("user@mailo.com", "acme.ex-mailo") is no lower-case use of it', () => {
    const tools = [
      def('listMessages', 'List recent messages from Mailo inbox'),
      def('list_events', "List events. Accepts calendar IDs (e.g., 'primary', 'user@mailo.com')."),
      def('create_oauth_url', 'Generates an OAuth URL for components such as acme.ex-mailo.'),
    ].map(tool);
    expect(requestVocabulary(tools).isName('mailo')).toBe(true);
    // Written as a word in lower case it is one ("mailo the word"): not a name.
    const plain = [...tools, tool(def('about', 'the mailo is a word here'))];
    expect(requestVocabulary(plain).isName('mailo')).toBe(false);
  });

  it('"the cloudflare provider": a product named before the package that serves it is that package, not where the task is done', () => {
    const tools = [
      def('zones_list', 'List zones in Cloudflare.'),
      def('accounts_list', 'List accounts in Cloudflare.'),
    ].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(namedProducts('list every function the cloudflare provider exposes', tools, [], vocabulary)).toEqual([]);
    expect(namedProducts('list every zone in cloudflare', tools, [], vocabulary)).toEqual(['cloudflare']);
  });

  it('"a sub-step": a prefix before a hyphen is no product, whatever a server capitalises ("Sub-item")', () => {
    const tools = [
      def('create_item', 'Create a new item on a Boardly Board. Optionally give the parent Item ID to create a Sub-item.'),
      def('update_item', "Update a Boardly item's or Sub-item's columns."),
      def('get_item', 'Get a Boardly item or Sub-item.'),
    ].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(vocabulary.isProduct('sub')).toBe(true);
    expect(namedProducts('add it as a sub-step under task 2214', tools, [], vocabulary)).not.toContain('sub');
  });

  it('"in my simplechecklist": a server name written in lower case that no description writes so is that server', () => {
    const tools = [
      def('list_tasks', 'List tasks.'),
      // Every name of it composed beside another server's: no prefix of its own, and one description claims the name.
      ...['checkylist', 'other'].flatMap((p) => [def(`${p}_get_projects`, `Get all projects${p === 'checkylist' ? ' from CheckyList' : ''}`), def(`${p}_create_task`, 'Create a task.'), def(`${p}_delete_task`, 'Delete a task.')]),
    ].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(vocabulary.isProduct('checkylist')).toBe(false);
    expect(vocabulary.isServer('checkylist')).toBe(true);
    expect(vocabulary.isName('checkylist')).toBe(true);
    expect(namedProducts('add a task in my checkylist', [], [], vocabulary)).toContain('checkylist');
  });
});

describe('the step asked, and the steps in it', () => {
  it('"Find Pinecrest Joinery among our contacts and show me their aged receivables": the thing found by name comes first', () => {
    const steps = analyzeQuestion('Find Pinecrest Joinery among our Ledgerly contacts and show me their aged receivables as at 31 October 2025.');
    expect(steps.map((s) => s.verbWord)).toEqual(['find', 'show me']);
    // Its own content is the same read ("… and show me its details"); an id needs no find.
    expect(analyzeQuestion('Find Pinecrest Joinery among our contacts and show me their details')).toHaveLength(1);
    expect(analyzeQuestion('Find issue 4412 in the tracker and show me its comments')).toHaveLength(1);
  });

  it('"build a driving time and distance table between our depots": a table of figures is worked out, not made', () => {
    expect(first('Using Mapsy, build a driving time and distance table between our three depots').verb.class).toBe('read');
    expect(first('Build a table in Gridly called Depots').verb.class).toBe('write');
  });

  it('"scrap order no. 2510…, not needed anymore": scrapping is cancelling, and why it is not needed is no word of the step', () => {
    const q = 'tradey: scrap order no. 251021000123456, not needed anymore';
    const step = first(q);
    expect(step.verb.id).toBe('delete');
    expect(step.clause).not.toMatch(/needed/);
    const tools = [
      def('cancel_order', 'Cancel an open order.', { order_id: { type: 'string' } }, ['order_id']),
      def('get_orders', 'List orders.'),
    ].map(tool);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('cancel_order');
  });

  it('"load https://… in Chromium and export that page to a PDF": a page loaded to be saved as a PDF is navigated to first', () => {
    const steps = analyzeQuestion('With Browsey, load https://status.example.io/history in Chromium and export that page to a PDF in /home/ines/reports.');
    expect(steps).toHaveLength(2);
    expect(steps[0]!.verbWord).toBe('navigate');
    // A page loaded for its text is read, not navigated to.
    expect(first('load https://status.example.io/history and summarise it').verbWord).not.toBe('navigate');
  });

  it('"Take my ack off alert 5e2a…": a mark taken off is undone, by the tool that undoes it, not the one that makes it', () => {
    const q = 'Take my ack off Pagey alert 5e2a9c71-0b4d-4f3e-a8d6-7c1b2e9f0a34 so the rotation gets paged again.';
    expect(first(q).verbWord).toBe('unacknowledge');
    const tools = [
      def('pagey_acknowledge_alert', 'Acknowledge an alert.', { identifier: { type: 'string' } }, ['identifier']),
      def('pagey_unacknowledge_alert', 'Unacknowledge an alert.', { identifier: { type: 'string' } }, ['identifier']),
      def('pagey_get_alert', 'Get an alert.', { identifier: { type: 'string' } }, ['identifier']),
    ].map(tool);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('pagey_unacknowledge_alert');
    // The alert's id fills the field named for identifying it.
    expect(fill(q, { identifier: { type: 'string' } }, ['identifier']).identifier).toBe('5e2a9c71-0b4d-4f3e-a8d6-7c1b2e9f0a34');
    expect(first('Take the trash off the porch').verbWord).not.toMatch(/^un/);
  });

  it('"Pull in the latest transactions from my linked bank accounts": what is pulled in from elsewhere is imported', () => {
    const q = 'Pull in the latest transactions from all my linked bank accounts in Budgety.';
    expect(first(q).verbWord).toBe('import');
    const tools = [
      def('budgety_get_transactions', 'Get transactions of an account.'),
      def('budgety_import_transactions', 'Import transactions from linked accounts.'),
    ].map(tool);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('budgety_import_transactions');
    expect(taskWords(first(q)).objects).not.toContain('pull');
    expect(first('pull up the latest transactions').verb.class).toBe('read');
  });

  it('"notesy todo: return library books sat": a kind of item, labelled, with its text after the colon is one to add', () => {
    const step = first('notesy todo: return library books sat');
    expect(step.verb.id).toBe('create');
    expect(first('notesy: which todos are open?').verb.id).not.toBe('create');
  });
});

describe('which loaded tool fits', () => {
  it('"Create a private project called \'ops-runbooks\'": the tool whose description opens by making one, and the new name fills no project_id', () => {
    const q = "Create a private Codey project called 'ops-runbooks' described as 'On-call runbooks'";
    const codey = [
      def('create_repository', 'Create a new Codey project', { name: { type: 'string' }, description: { type: 'string' } }, ['name']),
      def('create_or_update_file', 'Create or update a single file in a Codey project', { project_id: { type: 'string' }, file_path: { type: 'string' } }, ['project_id', 'file_path']),
      def('create_issue', 'Create a new issue in a Codey project', { project_id: { type: 'string' }, title: { type: 'string' } }, ['project_id', 'title']),
    ].map(tool);
    const ranked = rankOver(q, codey);
    expect(ranked[0]!.tool.name).toBe('create_repository');
    expect(ranked[0]!.why.join(' ')).toMatch(/description opens "create … project"/);
    expect(ranked.find((f) => f.tool.name === 'create_issue')!.why.join(' ')).not.toMatch(/takes the project_id given/);
    // A tool named for making a project takes the name as the new one's key.
    const registry = [def('create_project', 'Create a new project', { project_key: { type: 'string' } }, ['project_key'])].map(tool);
    expect(rankOver("Create a project called 'ops-runbooks'", registry)[0]!.why.join(' ')).toMatch(/takes the project_key given/);
  });

  it('"Add a to-do in Campy — project ID 28471937, …": a thing given by its id is there already: its id is given, and no description makes one', () => {
    const q = "Add a to-do in Campy — project ID 28471937, to-do list ID 6619004455: 'Book the freight elevator'";
    const tools = [
      def('campy_create_project', 'Create a new Campy project', { name: { type: 'string' } }, ['name']),
      def('create_todo', 'Create a to-do in a Campy to-do list', { project_id: { type: 'string' }, todolist_id: { type: 'string' }, content: { type: 'string' } }, ['project_id', 'todolist_id', 'content']),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked.find((f) => f.tool.name === 'create_todo')!.why.join(' ')).toMatch(/takes the project_id given/);
    expect(ranked.find((f) => f.tool.name === 'campy_create_project')!.why.join(' ')).not.toMatch(/description opens/);
  });

  it('"Which Huby contacts …": the named product\'s tool of the same name goes before another server\'s, whatever the reading says', () => {
    const q = 'Which Huby contacts have an email address at tidewaterlabs.com?';
    const tools = [
      def('get_contacts', 'List contacts with an email address at a domain, with optional filtering and pagination', { email: { type: 'string' }, address: { type: 'string' } }),
      def('huby_get_contacts', 'Get contacts from Huby.', { limit: { type: 'number' } }),
      def('get_companies', 'List companies.'),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('huby_get_contacts');
    expect(ranked[0]!.why.join(' ')).toMatch(/only its text's reading put first/);
  });

  it('rpc_block_miner_info ("Get miner metadata for a given block") reads: "block" is its thing, not its verb', () => {
    expect(profile(tool(def('rpc_block_miner_info', 'Get miner metadata for a given block.'))).class).toBe('read');
    expect(profile(tool(def('block_user', 'Block a user.'))).class).toBe('write');
  });

  it('"can you ask metricsdb how much free space that box has left": the product turned to answers by its query tool', () => {
    const q = 'the disk panel went blank — can you ask Metricsy how much free space that box has left on / right now?';
    expect(first(q).count).toBe(true);
    const tools = [
      def('get-freebusy', 'Query free/busy information for a set of calendars', { timeMin: { type: 'string' } }),
      def('execute_query', 'Execute a MetricQL instant query against Metricsy', { query: { type: 'string' } }, ['query']),
      def('list_metrics', 'List all available metrics in Metricsy'),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('execute_query');
    expect(fits(ranked[0])).toBe(true);
    // No count asked: the product turned to still answers before a tool of none it names.
    const asked = rankOver('ask Metricsy if box web-03 is free right now', tools);
    expect(asked[0]!.tool.name).toBe('execute_query');
    expect(asked[0]!.why.join(' ')).toMatch(/turns to metricsy/);
  });

  it('"Using Mapsy Maps, give me a table of driving times …": only the product\'s query tool goes first so; its other tools keep the order', () => {
    const q = 'Using Mapsy Maps, give me a table of driving times and distances from our two depots to three customers';
    const tools = [
      def('maps_distance_matrix', 'Calculate travel distance and time for multiple origins and destinations', { origins: { type: 'array' }, destinations: { type: 'array' } }),
      def('maps_search_places', 'Search for places using the Mapsy Places API', { query: { type: 'string' } }, ['query']),
      def('maps_geocode', 'Convert an address into coordinates using the Mapsy Geocoding API', { address: { type: 'string' } }, ['address']),
      def('maps_directions', 'Get directions between two points'),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(fits(ranked.find((f) => f.tool.name === 'maps_search_places')) && ranked.find((f) => f.tool.name === 'maps_search_places')!.onProduct).toBe(true);
    expect(ranked[0]!.tool.name).toBe('maps_distance_matrix');
  });

  it('"In Graphy, which Product nodes have never had a PURCHASED relationship": the statement reader is no get of one item', () => {
    const q = 'In Graphy, which Product nodes have never had a PURCHASED relationship from any Customer?';
    const tools = [
      def('get-schema', 'Introspect labels and relationship types of the Graphy database.'),
      def('read-cypher', 'Execute arbitrary read-only Cypher queries against the configured Graphy database.', { query: { type: 'string' } }, ['query']),
      def('get-products', 'Get products from the shop.'),
    ].map(tool);
    const cypher = rankOver(q, tools).find((f) => f.tool.name === 'read-cypher')!;
    expect(cypher.why.join(' ')).not.toMatch(/gets one item/);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('read-cypher');
  });

  it('jfrogz_create_local_repository ("… in artifactroy") is Artifacty\'s when its server\'s other loaded tools say so', () => {
    const q = "Create a local Docker repository in Artifacty with the key 'docker-internal-local'";
    const tools = [
      def('jfrogz_create_local_repository', 'Create a new local repository in artifactroy', { key: { type: 'string' } }, ['key']),
      def('jfrogz_create_remote_repository', 'Create a new remote repository in Artifacty to proxy registries', { key: { type: 'string' } }, ['key']),
      def('jfrogz_create_virtual_repository', 'Create a new virtual repository in Artifacty', { key: { type: 'string' } }, ['key']),
      def('jfrogz_list_builds', 'List builds in the Jfrogz platform'),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('jfrogz_create_local_repository');
    expect(ranked[0]!.blocker).toBeUndefined();
  });

  it('"Create a new Sketchy board": a tool that says it makes another product\'s board ("Create a new Cardy board"), or makes a list on one, does not', () => {
    const q = "Create a new Sketchy board called 'Q1 2026 Planning'";
    const tools = [
      def('create_board', 'Create a new Cardy board optionally within a workspace', { name: { type: 'string' } }, ['name']),
      def('add_list_to_board', 'Add a new list to an existing board', { name: { type: 'string' } }, ['name']),
      def('sketchy_list_boards', 'List all available Sketchy boards'),
      def('sketchy_create_shape', 'Create a shape on a Sketchy board'),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked.filter((f) => fits(f) && !f.blocker && !f.otherProduct).map((f) => f.tool.name)).not.toContain('create_board');
    expect(ranked.find((f) => f.tool.name === 'create_board')!.otherProduct).toBe(true);
    const addList = ranked.find((f) => f.tool.name === 'add_list_to_board')!;
    expect(addList.blocker).toMatch(/makes a list/);
    expect(addList.score).toBeLessThan(ranked.find((f) => f.tool.name === 'create_board')!.score);
  });
});

describe('arguments the question says by their field', () => {
  it('"with the key \'docker-internal-local\'", "described as \'…\'": a one-word field named before a quoted value, and the description said so', () => {
    const q = "Create a local Docker repository with the key 'docker-internal-local', described as 'Images built by CI'";
    const out = fill(q, { key: { type: 'string' }, description: { type: 'string' } }, ['key']);
    expect(out.key).toBe('docker-internal-local');
    expect(out.description).toBe('Images built by CI');
  });

  it('"the cloudflare provider exposes in its \'index\' module": a name before the field\'s noun fills it; an English word does not', () => {
    const out = fill("list every function the cloudflare provider exposes in its 'index' module", { provider: { type: 'string' }, module: { type: 'string' } }, ['provider']);
    expect(out).toMatchObject({ provider: 'cloudflare', module: 'index' });
    expect(fill('list every function the default provider exposes', { provider: { type: 'string' } }).provider).toBeUndefined();
  });
});
