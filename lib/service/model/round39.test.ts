import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { ownWordQuery, productQuery } from './own-queries';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';
import { namedProducts, properNouns, requestVocabulary } from './products';
import { fits } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a payments app, a browser, a to-do app, a data catalog, a payroll app, a
// database, a calendar, a CI service, a sheet app, a tracker, a meeting app, a news site, a paper feed, an analytics
// store, a whiteboard, a card board, an image maker, a vector store, a hosting service, an error tracker.

const first = (q: string) => analyzeQuestion(q)[0]!;
const regexOf = (q: string, tools: ReturnType<typeof tool>[]) => {
  const { intents, words } = readOver(q, tools);
  return ownWordQuery(intents[0]!, 'regex', words);
};

describe('what the question asks, read from its words', () => {
  it('"the billing email accounts@okaforlogistics.ng": an address is a value, and its words name no thing asked for', () => {
    const step = first('Set up a Payly customer for Okafor Logistics Ltd with the billing email accounts@okaforlogistics.ng.');
    expect(step.concepts.map((c) => c.id)).not.toContain('user');
    expect(step.words).not.toContain('okaforlogistics');
  });

  it('"Set up a Payly customer": a particle verb is asked for by the tools\' word for its change, not by its first word', () => {
    const tools = [
      ...['customer', 'invoice', 'refund', 'product', 'price', 'coupon'].map((n) => def(`create_${n}`, `Create a ${n}.`)),
      def('set_email_settings', 'Set the email settings.'),
      def('set_default_currency', 'Set the default currency.'),
      ...Array.from({ length: 40 }, (_, i) => def(`tool_${i}`, `Tool number ${i} for something else.`)),
    ].map(tool);
    const query = regexOf('Set up a Payly customer with the billing email a@b.io', tools);
    expect(query).toMatch(/creat/);
    expect(query).not.toMatch(/set/);
    // "turn on" is no tool's word for another change: it stays as said.
    expect(regexOf('Turn on the porch light', [def('turn_on_light', 'Turn on a light.'), def('turn_off_light', 'Turn off a light.')].map(tool))).toMatch(/turn/);
  });

  it('"Point Browsy at https://…": a browser pointed at an address goes there', () => {
    expect(first('Point Browsy at https://www.example.io/careers.').verbWord).toBe('navigate');
    expect(first('Point Browsy at https://www.example.io/careers.').concepts).toEqual([]);
    expect(first('point out the typo in the README').verbWord).not.toBe('navigate');
    // A page loaded to be saved as a PDF is navigated to: its address asks no fetch of a URL.
    const loaded = analyzeQuestion('With Browsy, open https://app.example.io/login, fill #email with qa@example.io and press Enter, then save the page you land on as an A4 PDF.')[0]!;
    expect(loaded.verbWord).toBe('navigate');
    expect(loaded.concepts).toEqual([]);
  });

  it('"push my \'call the accountant\' thing in todoy to next monday": a thing pushed to a day is rescheduled, and a thing named only as "thing" is what the product keeps', () => {
    const q = "push my 'call the accountant' thing in todoy to next monday";
    expect(first(q).verb.id).toBe('update');
    expect(taskWords(first(q)).objects).not.toContain('push');
    expect(taskWords(first(q)).objects).not.toContain('monday');
    const tools = [
      def('todoy_get_tasks', 'Get tasks from Todoy.'),
      def('todoy_create_task', 'Create a task in Todoy.'),
      def('todoy_update_task', 'Update an existing task by searching for it by name.', { task_name: { type: 'string' } }, ['task_name']),
      def('todoy_delete_task', 'Delete a task.'),
      def('todoy_complete_task', 'Complete a task.'),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('todoy_update_task');
    expect(fits(ranked[0])).toBe(true);
    // The thing named only vaguely weighs as an object said outright: more than the same tool for a thing not quoted.
    const unquoted = rankOver('push my call the accountant thing in todoy to next monday', tools).find((f) => f.tool.name === 'todoy_update_task')!;
    expect(ranked[0]!.score).toBeGreaterThan(unquoted.score + 1);
    // Pushed to production, not to a day: no reschedule.
    expect(first('push the hotfix branch to origin').verb.id).not.toBe('update');
  });

  it('"describe the column discount_code … as \'Promo code …\'": a thing described as a quoted text is given that description', () => {
    const q = "In Catalogy, describe the column discount_code of table out.c-sales.orders as 'Promo code applied at checkout'.";
    const step = first(q);
    expect(step.verb.class).toBe('write');
    const tools = [
      def('update_column_description', 'Update the description of a column.', { column_name: { type: 'string' }, description: { type: 'string' }, table_id: { type: 'string' } }, ['column_name', 'description', 'table_id']),
      def('list_columns', 'List the columns of a table.'),
      def('describe_table', 'Describe a table.'),
    ].map(tool);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('update_column_description');
    expect(first('describe the orders table').verb.class).toBe('read');
  });

  it('"Check the Litey database for corruption": a fault looked for needs no article, and a step on its outcome is a step of its own', () => {
    const q = 'Check the Litey database for corruption, and if it comes back clean, show me its performance and usage statistics.';
    const steps = analyzeQuestion(q);
    expect(steps).toHaveLength(2);
    const words = taskWords(steps[0]!);
    expect(words.weights[words.objects.indexOf('corruption')]).toBe(1);
    // "… and show me its statistics" with nothing to wait for stays one read.
    expect(analyzeQuestion('Open the Litey database and show me its statistics')).toHaveLength(1);
  });

  it('"list the builds on branch main, take the latest one, and show me its annotations": the pick is part of the list, what follows a step', () => {
    const steps = analyzeQuestion("Buildy pipeline 'web': list the builds on branch main, take the latest one, and show me its annotations.");
    expect(steps).toHaveLength(2);
    expect(steps[0]!.clause).toMatch(/builds/);
    expect(steps[1]!.clause).toMatch(/annotations/);
  });

  it('"push it to next monday", "the 20 most recently updated entries", "getting the most action": dates, orders and idioms name no thing', () => {
    expect(taskWords(first("Fetch the 20 most recently updated 'blog_post' entries in Stacky")).objects).not.toContain('updated');
    const busy = taskWords(first('which of our events are getting the most action today in Panely?'));
    expect(busy.objects).toContain('top');
    expect(busy.objects).not.toContain('action');
  });

  it('"Reassign Tracky issue ENG-2281 to Priya Nair; she\'s picking up the billing work": why is no step, and a tool that takes no one assigns no one', () => {
    const q = "Reassign Tracky issue ENG-2281 from me to Priya Nair; she's picking up the billing work from next sprint.";
    expect(analyzeQuestion(q)).toHaveLength(1);
    const tools = [
      def('tracky_update_issue', "Updates an existing Tracky issue's properties.", { id: { type: 'string' }, title: { type: 'string' }, status: { type: 'string' } }, ['id']),
      def('tracky_get_issue', 'Get an issue.'),
    ].map(tool);
    expect(rankOver(q, tools).find((f) => f.tool.name === 'tracky_update_issue')!.rejected).toMatch(/takes no one/);
    const withAssignee = [tool(def('tracky_update_issue', 'Updates an issue.', { id: { type: 'string' }, assigneeId: { type: 'string' } }, ['id']))];
    expect(rankOver(q, withAssignee)[0]!.rejected).toBeUndefined();
    // "Make me the owner of story 4821": a tool that assigns the current user takes no one, and assigns.
    const mine = [tool(def('stories-assign-current-user', 'Assign the current user as the owner of a story.', { storyPublicId: { type: 'number' } }, ['storyPublicId']))];
    expect(rankOver('Make me the owner of Tracky story 4821.', mine)[0]!.rejected).toBeUndefined();
    // "give the table … this description": an assignment's verb, no one assigned.
    const described = [tool(def('update_table_description', 'Update the description of a table.', { table_id: { type: 'string' }, description: { type: 'string' } }, ['table_id', 'description']))];
    expect(rankOver("In Catalogy, give the table out.c-finance.mrr this description: 'Monthly revenue per plan'", described)[0]!.rejected).toBeUndefined();
  });

  it('"Add jamal@… as an alternative host on my Meety meeting": a person added as a role is given it, not a thing made', () => {
    expect(first("Add jamal.wright@example.io as an alternative host on my Meety meeting 'Board prep'.").verb.id).toBe('assign');
    expect(first('Add milk as an item on my list').verb.id).toBe('create');
  });

  it('"Which Newsy stories have I upvoted?": what the user marked is read only by a tool that says the mark', () => {
    const q = 'Which Newsy stories have I upvoted this month?';
    const plain = [def('get_stories', 'Get top stories from Newsy.'), def('search_stories', 'Search Newsy stories.')].map(tool);
    expect(rankOver(q, plain).every((f) => f.rejected !== undefined)).toBe(true);
    const voted = [def('get_upvoted', "Get the stories a user upvoted on Newsy."), def('get_stories', 'Get top stories.')].map(tool);
    expect(rankOver(q, voted)[0]!.tool.name).toBe('get_upvoted');
  });

  it('"papery: any fresh papers on my saved watches": a label before a question says where; the question is the task', () => {
    const words = taskWords(first('papery: any fresh papers on my saved watches'));
    expect(words.objects).toEqual(expect.arrayContaining(['papers', 'watches']));
    expect(first('papery: any fresh papers on my saved watches').verb.class).toBe('read');
  });
});

describe('which product, and which thing of it', () => {
  it('"the Sheety spreadsheet called \'Film festival\'": a lower-case word before the name it is called is the kind of thing, not a product', () => {
    const tools = [
      def('search_spreadsheets', 'Search for spreadsheets in Sheety Drive by name.', { query: { type: 'string' } }, ['query']),
      def('find_in_sheet', 'Find cells in a Sheety Spreadsheet.', { spreadsheet_id: { type: 'string' }, query: { type: 'string' } }, ['spreadsheet_id', 'query']),
      def('share_sheet', 'Share a Sheety Spreadsheet with a person.', { spreadsheet_id: { type: 'string' } }, ['spreadsheet_id']),
    ].map(tool);
    const q = "Find the Sheety spreadsheet called 'Film festival sponsorships'";
    expect(namedProducts(q, tools, [], requestVocabulary(tools))).toContain('spreadsheet');
    expect(readOver(q, tools).intents[0]!.products).toEqual(['sheety']);
    expect(readOver('Find the Sheety spreadsheet with the film festival sponsorships', tools).intents[0]!.products).toContain('spreadsheet');
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('search_spreadsheets');
    expect(ranked.find((f) => f.tool.name === 'find_in_sheet')!.why.join(' ')).toMatch(/looks inside one known by its id/);
    // It is searched by that name alone.
    expect(fillArguments({ type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }, { intent: first(q), toolName: 'search_spreadsheets', earlier: [] }).query).toBe('Film festival sponsorships');
  });

  it('"On Cardy board 64f1…, add a new list": a word after a product\'s name, with an id after it, is that product\'s thing', () => {
    const tools = [
      def('add_list', 'Add a new list to a Cardy board.', { name: { type: 'string' } }, ['name']),
      def('get_lists', 'Get the lists on a Cardy board.'),
      ...['Create a new', 'Get a', 'Archive a', 'Delete a'].map((verb, i) => def(`planny_${i}`, `${verb} Planny Board.`)),
    ].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(vocabulary.isProduct('board')).toBe(true);
    const q = "On Cardy board 64f1a2b3c4d5e6f708192a3b, add a new list called 'Blocked'";
    expect(namedProducts(q, tools, [], vocabulary)).toContain('board');
    expect(readOver(q, tools).intents[0]!.products).toEqual(['cardy']);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('add_list');
    // Without an id after it, the word is as the tools call it.
    expect(readOver('On Cardy board, add a new list', tools).intents[0]!.products).toContain('board');
  });

  it('"Xero payroll employee …": a tool that says each word of a two-word name apart is on it', () => {
    const q = 'show me the current leave balances for Payry payroll employee 6a9c2e1b-4f7d-4c83-9b2a-0d5e8f1c7a34';
    const tools = [
      def('list-payroll-employee-leave-balances', 'List all leave balances for a specific employee in Payry.', { employeeId: { type: 'string' } }, ['employeeId']),
      def('list-payroll-leave-types', 'Lists all available leave types in Payry Payroll.'),
      def('list-payroll-employee-leave', 'List all leave records for a specific employee in Payry.', { employeeId: { type: 'string' } }, ['employeeId']),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('list-payroll-employee-leave-balances');
    expect(ranked[0]!.blocker).toBeUndefined();
  });

  it("\"Cannot be named 'Production' or 'Preview'\": a word quoted alone is a value a tool takes, not a product", () => {
    expect(properNouns("Create a custom environment. Note: Cannot be named 'Production' or 'Preview'")).not.toContain('preview');
    expect(properNouns('Deploy to Hosty from the CLI')).toContain('hosty');
  });

  it('"In Clicky, work out yesterday\'s ten busiest hours …: page views per hour": figures over the data are a query, not a list of tables', () => {
    const q = "In Clicky, work out yesterday's ten busiest hours in the table web.pageviews: page views per hour, highest first.";
    const tools = [
      def('clicky_list_tables', 'List available Clicky tables in a database, including schema and column count.'),
      def('clicky_run_query', 'Execute SQL queries in Clicky.', { query: { type: 'string' } }, ['query']),
      def('clicky_list_databases', 'List available Clicky databases.'),
    ].map(tool);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('clicky_run_query');
    expect(rankOver('In Clicky, which tables are in the web database?', tools)[0]!.tool.name).toBe('clicky_list_tables');
  });

  it('"everart pls: neon ramen stall, 1 img": a label with no verb asks the product\'s only maker to make what is described', () => {
    const q = 'drawy pls: neon cyberpunk ramen stall on a rainy night, 1 img';
    const tools = [def('generate_image', 'Generate images using Drawy models.', { prompt: { type: 'string' } }, ['prompt']), def('list_models', 'List the image models Drawy offers.'), def('list_orders', 'List orders.')].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('generate_image');
    expect(fits(ranked[0])).toBe(true);
    // A product with two makers: which to call is not for a label to say.
    const two = [...tools, tool(def('generate_video', 'Generate videos using Drawy models.'))];
    expect(fits(rankOver(q, two)[0])).toBe(false);
  });
});

describe('among what was loaded', () => {
  it('"Load /home/dev/flow.sketchy onto the Sketchy canvas": a file loaded onto a place is imported, and a tool that fits goes before one only its text reads like', () => {
    const q = 'Load /home/dev/diagrams/payments-flow.sketchy onto the Sketchy canvas, replacing whatever is there now';
    expect(first(q).verbWord).toBe('import');
    const tools = [
      def('create_from_chart', 'Convert a Chart diagram to Sketchy elements and render them on the canvas', { chartDiagram: { type: 'string' } }, ['chartDiagram']),
      def('import_scene', 'Import elements from a .sketchy JSON file, a .sketchy.md file, or raw JSON data', { filePath: { type: 'string' }, data: { type: 'string' }, mode: { type: 'string', enum: ['replace', 'merge'] } }),
      def('export_scene', 'Export the current Sketchy scene to a .sketchy file'),
      def('clear_canvas', 'Clear all elements from the Sketchy canvas'),
      def('get_element', 'Get one element of the Sketchy canvas by its id'),
      def('create_element', 'Create a new element on the Sketchy canvas'),
    ].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('import_scene');
    expect(ranked[0]!.why.join(' ')).toMatch(/which only its text's reading put first, does not/);
    // A weak lead (below a fit's score) stays where the reading puts it: the best guess weighs it.
    const weak = rankOver("ugh, I think I blew through my eating-out money in my budget again this month... how bad is it?", [
      def('budgety_budget_summary', 'Summary of the money in a budget: spent and left in each category this month.'),
      def('retrieve_balance', 'Retrieve the balance of an account: the money available and pending.'),
    ].map(tool));
    expect(weak[0]!.why.join(' ')).not.toMatch(/which only its text's reading put first, does not/);
    expect(first('load the dashboard and tell me what it shows').verbWord).not.toBe('import');
  });

  it('"Update the metadata of document kb-2207 in the Vecty collection": a part of a thing given by id is changed on that thing', () => {
    const q = "Update the metadata of document kb-2207 in the Vecty collection 'field-manuals' so revision is 4.";
    expect(first(q).directObject).toBe('document');
    const tools = [
      def('vecty_modify_collection', "Modify a Vecty collection's name or metadata.", { collection_name: { type: 'string' } }, ['collection_name']),
      def('vecty_update_documents', 'Update documents in a Vecty collection.', { collection_name: { type: 'string' }, ids: { type: 'array', items: { type: 'string' } } }, ['collection_name', 'ids']),
      def('vecty_add_documents', 'Add documents to a Vecty collection.'),
      def('vecty_get_documents', 'Get documents from a Vecty collection.'),
    ].map(tool);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('vecty_update_documents');
  });

  it('"Create an extra DSN named …": a word that says how many, or an acronym, still leaves the verb\'s own object', () => {
    expect(first("Create an extra DSN named 'staging-key' for project web").directObject).toBe('dsn');
    expect(first("Create an additional webhook for the repo").directObject).toBe('webhook');
  });

  it('"add env var FEATURE_SEARCH=on": a description that opens by making an environment is no "as asked" when the user said no environment', () => {
    const q = 'hosty: add env var FEATURE_SEARCH=on to storefront-web, preview only';
    const tools = [
      def('hosty-create-custom-environment', 'Create a custom environment for a Hosty project.', { idOrName: { type: 'string' }, name: { type: 'string' } }, ['idOrName', 'name']),
      def('hosty-create-environment-variables', 'Create environment variables for a Hosty project.', { projectId: { type: 'string' } }, ['projectId']),
    ].map(tool);
    const custom = rankOver(q, tools).find((f) => f.tool.name === 'hosty-create-custom-environment')!;
    expect(custom.why.join(' ')).not.toMatch(/description opens/);
    expect(rankOver('hosty: create an environment called staging', tools).find((f) => f.tool.name === 'hosty-create-custom-environment')!.why.join(' ')).toMatch(/description opens/);
  });

  it('"free/busy": two words joined where a tool\'s name writes them as one are that word', () => {
    const tools = [def('get-freebusy', 'Query free/busy information for calendars.'), def('list-calendars', 'List calendars.'), def('list-events', 'List events.')].map(tool);
    expect(regexOf('Check Caly free/busy for priya@example.io on Tuesday', tools)).toMatch(/freebus/);
  });

  it('"list the builds on branch main": a read said by "list" asks a too-common thing beside it', () => {
    const tools = [
      def('list_builds', 'List all builds for a pipeline.'),
      def('list_branches', 'List branches.'),
      ...Array.from({ length: 12 }, (_, i) => def(`build_step_${i}`, `Build step ${i}.`)),
    ].map(tool);
    expect(regexOf('list the builds on branch main', tools)).toMatch(/list\[\\w-\]\*\(build/);
  });
});

describe('the words a regex search asks', () => {
  it('"modified but not staged": a state denied is its un- word, as tools name it', () => {
    const tools = [
      def('git_diff_staged', 'Shows changes that are staged for commit.', { repo_path: { type: 'string' } }, ['repo_path']),
      def('git_diff_unstaged', 'Shows changes in the working directory that are not yet staged.', { repo_path: { type: 'string' } }, ['repo_path']),
    ].map(tool);
    expect(first('Which files have I modified but not staged in /repos/api?').clause).toMatch(/unstaged/);
    expect(rankOver('Which files have I modified but not staged in /repos/api?', tools)[0]!.tool.name).toBe('git_diff_unstaged');
  });

  it('"send an HTTP GET": the method is a word tools are named by', () => {
    expect(taskWords(first('Use Browsy to send an HTTP GET to https://api.example.io/v2/health')).objects).toContain('get');
  });

  it('"somewhere in my google drive", "my google tasks": a two-word name the tools\' names write as one, or with a hyphen, is searched both ways', () => {
    const tools = [
      def('gdrive_search', 'Search for files in Google Drive.'),
      def('gdrive_read_file', 'Read a file from Google Drive.'),
      def('google-tasks_list', 'List tasks from Google Tasks.'),
      ...Array.from({ length: 25 }, (_, i) => def(`tool_${i}`, `A Google tool number ${i}.`)),
    ].map(tool);
    const { intents, words } = readOver('where is the scanned copy of my car insurance? somewhere in my Google Drive', tools);
    expect(productQuery(intents[0]!, words)).toMatch(/gdrive/);
    const tasks = readOver("what's still sitting on my Google Tasks?", tools);
    expect(productQuery(tasks.intents[0]!, tasks.words)).toMatch(/google\[\\s_-\]\*tasks/);
  });

  it('"hn top stories": initials no tool says are the name descriptions write in capitals', () => {
    const words = requestWords([def('get_stories', 'Get top stories from Hacker News.'), def('get_story', 'Get one story on Hacker News by id.'), def('meta', 'Meta, with an hn field.')].map(tool));
    expect(readSpelling('hn top stories', words).question).toBe('hacker news top stories');
    // An English word is no initials ("go", "it"), nor one more tools say than the name.
    expect(readSpelling('go top stories', words).question).toBe('go top stories');
    // Initials a tool is named by stand as written ("DLQ" of workflow_dlq_manage, beside "Dead Letter Queue").
    const dlq = requestWords([def('workflow_dlq_manage', 'Manage runs in the Dead Letter Queue.'), def('dlq_list', 'List the Dead Letter Queue.'), def('q', 'The Dead Letter Queue, the Dead Letter Queue.')].map(tool));
    expect(readSpelling('restart the run in the dlq', dlq).question).toBe('restart the run in the dlq');
  });

  it('"the errors seen between … ordered by number of occurrences": how things are filtered or ordered is no thing asked for', () => {
    const words = taskWords(first('list the errors seen between 2025-06-30 and 2025-07-01 ordered by number of occurrences'));
    expect(words.objects).not.toContain('seen');
    expect(words.objects).not.toContain('ordered');
    expect(taskWords(first('is it gonna rain in porto (sat 8 - sun 9 march)')).objects).not.toContain('sat');
  });

  it('"check what cloudflare\'s docs say about it": what the docs say is asked of the docs', () => {
    const asked = first("can I have something run on a schedule with workers? check what cloudy's docs say about it");
    expect(asked.verb.id).toBe('search');
    expect(asked.words).toEqual(expect.arrayContaining(['documentation', 'schedule']));
    expect(first('check what the team says about it').verb.id).not.toBe('search');
  });
});

