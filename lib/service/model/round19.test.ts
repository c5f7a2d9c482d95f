import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { bestEvidence, fits, rankTools } from './rank';

// Made-up servers the app does not ship: a payments service, two hosts, a document store, a model hub, a ledger and a
// container runner.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe("a name the client composed says whose the tool is", () => {
  // list_apps is sent twice, so the client composes each with its server's name.
  const tools = [
    def('cloudy_list_apps', 'List the apps in your account.'),
    def('hosty_list_apps', 'List apps.'),
    def('paybook_create_invoice', 'Create a Paybook invoice.'),
    def('paybook_create_order', 'Create a Paybook order.'),
  ].map(tool);

  it("sets it aside for what the user has on the product the task names", () => {
    const { intent, words } = intentOver('List the apps on my Paybook account.', tools);
    expect(words.composedPrefix('cloudy_list_apps')).toBe('cloudy');
    const cloudy = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'cloudy_list_apps')!;
    expect(cloudy.blocker).toMatch(/cloudy's/);
    expect(fits(cloudy)).toBe(false);
  });

  it('keeps it where no product is named', () => {
    const { intent, words } = intentOver('List the apps on my account.', tools);
    expect(rankTools(tools, intent, [], words).find((f) => f.tool.name === 'cloudy_list_apps')!.blocker).toBeUndefined();
  });
});

describe("a best guess beside the named product's own tools", () => {
  // Paybook names none of its tools for itself: its descriptions say whose they are.
  const paybook = [def('create_invoice', 'Create an invoice in Paybook.'), def('create_order', 'Create an order in Paybook.')];

  it('is none when the closest is another server\'s and shares only a word the task is not about', () => {
    const tools = [...paybook, def('list_clusters', 'List the database clusters in your account.')].map(tool);
    const { intent, words } = intentOver('List the last 20 transactions on my Paybook account.', tools);
    const ranked = rankTools(tools, intent, [], words);
    // Paybook's own tools are set aside for writing, yet they say Paybook is here.
    expect(ranked.filter((f) => f.onProduct).map((f) => f.tool.name).sort()).toEqual(['create_invoice', 'create_order']);
    expect(bestEvidence(ranked)).toBeUndefined();
  });

  it('is still one that names what the task is about', () => {
    const tools = [...paybook, def('list_transaction_log', 'List the log of an account.')].map(tool);
    const { intent, words } = intentOver('List the last 20 transactions on my Paybook account.', tools);
    expect(bestEvidence(rankTools(tools, intent, [], words))?.tool.name).toBe('list_transaction_log');
  });

  it('is any tool with evidence where the product has no tools loaded', () => {
    const tools = [def('list_clusters', 'List the database clusters in your account.')].map(tool);
    const { intent, words } = intentOver('List the last 20 transactions on my Paybook account.', tools);
    expect(bestEvidence(rankTools(tools, intent, [], words))?.tool.name).toBe('list_clusters');
  });
});

describe('"how many"', () => {
  const store = [
    def('docstore_query_documents', 'Query documents in a Docstore collection by text.', { collection_name: { type: 'string' }, query_texts: { type: 'array' } }, ['collection_name', 'query_texts']),
    def('docstore_get_collection_count', 'Get the number of documents in a Docstore collection.', { collection_name: { type: 'string' } }, ['collection_name']),
    def('docstore_get_documents', 'Get documents from a Docstore collection.', { collection_name: { type: 'string' } }, ['collection_name']),
  ].map(tool);

  it('asks a tool named for counting before a query', () => {
    const { intent, words } = intentOver('How many documents are in the support_faq collection in Docstore?', store);
    expect(intent.count).toBe(true);
    const ranked = rankTools(store, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('docstore_get_collection_count');
    // A number is asked for, not the things: a tool that lists them gains nothing for listing.
    expect(ranked.find((f) => f.tool.name === 'docstore_query_documents')!.why).not.toContain('lists');
  });
});

describe('an id the question gives', () => {
  const hub = [
    def('search-models', 'Search for models on Modelhub.', { query: { type: 'string' }, author: { type: 'string' } }),
    def('get-model-info', 'Get detailed information about a specific model.', { model_id: { type: 'string' } }, ['model_id']),
    def('get-dataset-info', 'Get detailed information about a specific dataset on Modelhub.', { dataset_id: { type: 'string' } }, ['dataset_id']),
  ].map(tool);

  it('picks the tool that gets that one thing by it, before the product\'s search', () => {
    const { intent, words } = intentOver('Get the Modelhub details for the model acme-ai/Tiny-LLM-7B-Instruct: license and downloads.', hub);
    const ranked = rankTools(hub, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('get-model-info');
    expect(ranked[0]!.why).toContain('takes the model_id given');
  });

  it('counts for more than a word of the task: it names the one thing', () => {
    const tools = [
      def('get-model-card', 'Get detailed information about a specific model.', { model: { type: 'string' } }, ['model']),
      def('get-model-info', 'Get detailed information about a specific model.', { model_id: { type: 'string' } }, ['model_id']),
    ].map(tool);
    const { intent, words } = intentOver('Get the details for the model acme-ai/Tiny-LLM-7B-Instruct: license, downloads and tags.', tools);
    const [info, card] = ['get-model-info', 'get-model-card'].map((n) => rankTools(tools, intent, [], words).find((f) => f.tool.name === n)!);
    expect(info!.score - card!.score).toBeGreaterThan(6);
  });

  it('never fills a number field with a code of letters', () => {
    const tools = [def('get_invoice', 'Get an invoice.', { invoice_id: { type: 'integer' } }, ['invoice_id']), def('get_bill', 'Get a bill.', { invoice_id: { type: 'string' } }, ['invoice_id'])].map(tool);
    const { intent, words } = intentOver('Find invoice INV-0042 for Brightside Ltd', tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked.find((f) => f.tool.name === 'get_invoice')!.why.join(' ')).not.toMatch(/takes the invoice_id given/);
    expect(ranked.find((f) => f.tool.name === 'get_bill')!.why).toContain('takes the invoice_id given');
  });
});

describe('"give it a kick"', () => {
  it('is a restart, read as one phrase inside the sentence', () => {
    const intent = first('ugh, the api container on my machine is wedged again, can you just give it a kick?');
    expect(intent.verb.id).toBe('trigger');
    expect(intent.verbWord).toBe('give it a kick');
  });

  it('restarts the container, not stops it', () => {
    const runner = [
      def('stop_container', 'Stop a running container by id or name.', { container_id: { type: 'string' } }, ['container_id']),
      def('restart_container', 'Restart a container by id or name.', { container_id: { type: 'string' } }, ['container_id']),
      def('recreate_container', 'Recreate a container from its image.', { container_id: { type: 'string' } }, ['container_id']),
    ].map(tool);
    const { intent, words } = intentOver('the api container is wedged again, can you just give it a kick?', runner);
    expect(rankTools(runner, intent, [], words)[0]!.tool.name).toBe('restart_container');
  });

  it('is "bounce" too', () => {
    expect(first('bounce the web server').verb.id).toBe('trigger');
  });

  it('points "kick" and "bounce" at a tool named for restarting', () => {
    const runner = [def('restart_container', 'Restart a container by id or name.', { container_id: { type: 'string' } }, ['container_id'])].map(tool);
    for (const [question, verb] of [['kick the api container', 'kick'], ['bounce the api container', 'bounce']]) {
      const { intent, words } = intentOver(question!, runner);
      expect(rankTools(runner, intent, [], words)[0]!.why).toContain(`"${verb}" → restart`);
    }
  });
});

describe("the named product's own words for the thing", () => {
  const meetly = [def('list_meetings', 'List your Meetly meetings, past and upcoming.'), def('get_meeting', 'Get a Meetly meeting with its participants.')];

  it("sets aside a tool that calls the thing by another word, as another server's", () => {
    const tools = [...meetly, def('schedule_event', 'Schedule a meeting by creating an invitee for an event type and time.')].map(tool);
    const { intent, words } = intentOver('Schedule a Meetly meeting for Thursday at 3pm with the design team', tools);
    const event = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'schedule_event')!;
    expect(event.blocker).toMatch(/call it "meeting"/);
    expect(fits(event)).toBe(false);
  });

  it('keeps one that names it as they do', () => {
    const tools = [...meetly, def('create_meeting', 'Create a meeting.')].map(tool);
    const { intent, words } = intentOver('Schedule a Meetly meeting for Thursday at 3pm with the design team', tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('create_meeting');
  });
});

describe('on call', () => {
  it('is one thing, the on-call schedule, not a phone call', () => {
    const intent = first('Who is on call right now for Pagerly schedule PX7QK2M?');
    expect(intent.concepts.map((c) => c.id)).toContain('oncall');
  });

  it('asks the tool named for it', () => {
    const tools = [
      def('get_users', 'List the users of the account.'),
      def('get_schedules', 'Get on-call schedules.', { schedule_id: { type: 'string' } }),
      def('get_oncalls', 'Who is on call, for each schedule and escalation policy.', { schedule_ids: { type: 'array' } }),
    ].map(tool);
    const { intent, words } = intentOver('Who is on call right now?', tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('get_oncalls');
  });
});

describe('"put … on my <list>"', () => {
  it('makes a thing there', () => {
    const intent = first("put renewing my passport on my todoist for next friday, it's kinda urgent");
    expect(intent.verb.id).toBe('create');
  });

  it("makes what the product keeps, whatever the user calls it", () => {
    const tools = [
      def('create_task', 'Create a new task in Listo.', { content: { type: 'string' }, due_string: { type: 'string' } }, ['content']),
      def('get_tasks', 'Get the tasks in Listo.'),
      def('delete_task', 'Delete a task in Listo.', { task_id: { type: 'string' } }, ['task_id']),
    ].map(tool);
    const { intent, words } = intentOver("put renewing my passport on my listo for next friday, it's kinda urgent", tools);
    const top = rankTools(tools, intent, [], words)[0]!;
    expect(top.tool.name).toBe('create_task');
    expect(top.why.join(' ')).toMatch(/it makes a task, what most of its tools are about/);
  });

  it('leaves moving a thing alone', () => {
    expect(first('put the card in the Done column').verb.id).not.toBe('create');
  });
});

describe('a name written as code', () => {
  it('is no verb inside the sentence: the ask after it is', () => {
    const intent = first('In Stackly, the blog_post entry blt8e2c41f0a9d7b3e1 has a typo in its title. Fix it and then publish the entry.');
    expect(intent.verb.id).toBe('update');
    expect(intent.verbWord).toBe('fix');
  });
});
