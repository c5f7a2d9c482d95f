import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { searchQueries } from './queries';
import { namedProducts, requestVocabulary, withProducts } from './products';
import { fits, rankTools } from './rank';
import { taskWords } from './task-words';

const schemaOf = (t: ReturnType<typeof tool>) => (t.definition as { input_schema: unknown }).input_schema;

// Made-up servers the app does not ship: a monitoring service, a story tracker, a translator, a network index, a hosting
// platform, a parcel shop, a container runtime, a CI service, a to-do app, an add-on store, a task board, a phone
// gateway, a chat app, a mail app, a design tool, a mapping service, a checklist app, a budget app, a CMS, an analytics store.

const first = (q: string) => analyzeQuestion(q)[0]!;
/** Ranked as the model ranks them, with the products the request's tools call so. */
const rankNamed = (q: string, tools: ReturnType<typeof tool>[]) => {
  const vocabulary = requestVocabulary(tools);
  const { intents, words } = readOver(q, tools);
  return rankTools(tools, intents[0]!, [], words, vocabulary.isProduct);
};

describe('what the question asks, read from its words', () => {
  it('"… was 8MC585209K746392H. can you put the tracking on it": after what was told, a lower-case "can you" asks', () => {
    const step = first('I finally posted the lamp to the buyer, DHL tracking JJD000390007788812. The Payly transaction was 8MC585209K. can you put the tracking on it so they stop messaging me?');
    expect(step.verb.id).toBe('create');
    expect(step.words).toContain('tracking');
    expect(step.words).not.toContain('lamp');
    // A thing put on "it" is added to it; one put on a day or a list is no such thing.
    expect(first('put the tracking on it').verb.id).toBe('create');
    expect(first('put the meeting on hold').verb.id).not.toBe('create');
  });

  it('"In Mailo we queued an email …. Look through our recently sent emails …": what the user did, told with its place, sets the scene', () => {
    const step = first('In Mailo we queued an email to ops@kestrel.io for tomorrow morning, but their team asked for it a day later. Look through our recently sent emails to find that scheduled one.');
    expect(step.verbWord).toBe('look through');
    expect(step.words).not.toContain('asked');
    // "A customer disputed charge ch_3Q… as '…'. Find that dispute": what someone else did is told too.
    const disputed = first("A customer disputed Payly charge ch_3QJk8sLkd82 as 'product not received'. Find that dispute among our disputes.");
    expect(disputed.words).toContain('disputes');
    expect(disputed.words).not.toContain('customer');
    // A first sentence that asks stays the ask.
    expect(first('Find the failing build on Buildy. Look at its logs too.').verbWord).toBe('find');
  });

  it('"can you lift that datadog downtime we set up for it?": a downtime lifted is cancelled, and "we set up" is no ask', () => {
    const step = first('the db migration finished way earlier than planned, can you lift that Watchy downtime we set up for it? the id is 3917284051');
    expect(step.verb.id).toBe('delete');
    const tools = [
      def('cancel_downtime', 'Cancel a scheduled downtime.', { downtime_id: { type: 'string' } }, ['downtime_id']),
      def('schedule_downtime', 'Schedule a downtime to silence monitors.', { scope: { type: 'string' } }, ['scope']),
    ].map(tool);
    const lifted = rankOver('can you lift that downtime 3917284051?', tools)[0]!;
    expect(lifted.tool.name).toBe('cancel_downtime');
    expect(lifted.actionOk).toBe(true);
  });

  it('"what should I call my git branch for it?": the name a thing should have is asked for, nothing called', () => {
    const step = first("i'm about to start on Storyo story 5127, what should I call my git branch for it?");
    expect(step.verb.class).toBe('read');
    expect(step.words).toContain('name');
    expect(first('call my mum on Phony').verb.class).toBe('write');
    const tools = [
      def('stories-get-branch-name', 'Get a valid git branch name for a story.', { storyPublicId: { type: 'number' } }, ['storyPublicId']),
      def('stories-get-by-id', 'Get a story by its public id.', { storyPublicId: { type: 'number' } }, ['storyPublicId']),
    ].map(tool);
    expect(rankOver("i'm about to start on story 5127, what should I call my git branch for it?", tools)[0]!.tool.name).toBe('stories-get-branch-name');
  });

  it('"Put \'Pick-up lockers close at 22:00 on public holidays.\' into Japanese": a quoted text holds any stop and still is translated', () => {
    expect(first("Put 'Pick-up lockers close at 22:00 on public holidays.' into Japanese with Transly.").verbWord).toBe('translate');
    expect(first('Put the app into maintenance mode').verbWord).not.toBe('translate');
  });

  it('"Compare internet latency in Portugal and Spain": a comparison reads, whatever tool reads the figures', () => {
    const step = first('Compare internet latency in Portugal and Spain over the last 7 days');
    expect(step.verb.class).toBe('read');
    const tools = [tool(def('get_internet_quality_data', 'Retrieves latency percentiles from the Internet Quality Index.', { location: { type: 'string' } }))];
    expect(rankOver('Compare internet latency in Portugal and Spain over the last 7 days', tools)[0]!.rejected).toBeUndefined();
  });

  it('"buildy: acme\'s web-frontend pipeline should default to trunk now, pls change": a possessive is no verb, and after a product\'s label comes the task', () => {
    const tools = [
      def('update_pipeline', 'Modify an existing Buildy pipeline.', { org_slug: { type: 'string' }, pipeline_slug: { type: 'string' } }, ['org_slug', 'pipeline_slug']),
      def('get_pipeline', 'Get a Buildy pipeline.'),
      def('create_build', 'Create a Buildy build.'),
    ].map(tool);
    const q = "buildy: acme's web-frontend pipeline should default to trunk now, pls change";
    const { intents } = readOver(q, tools);
    expect(intents[0]!.verb.id).toBe('update');
    expect(taskWords(intents[0]!).objects).toContain('pipeline');
    const ranked = rankNamed(q, tools);
    expect(ranked[0]!.tool.name).toBe('update_pipeline');
    expect(ranked[0]!.blocker).toBeUndefined();
    // Whose thing it is fills the organization the tool asks for; a pronoun's is no one's.
    expect(fillArguments(schemaOf(tools[0]!), { intent: intents[0]!, toolName: 'update_pipeline', earlier: [] }).org_slug).toBe('acme');
    expect(fillArguments(schemaOf(tools[0]!), { intent: first("it's broken, fix the web pipeline"), toolName: 'update_pipeline', earlier: [] }).org_slug).not.toBe('it');
  });

  it('"the \'call the dentist\' thing in my todoy, push it to next friday": the thing named first, then what to do to "it"', () => {
    const tools = [
      def('todoy_get_tasks', 'Get tasks from Todoy.'),
      def('todoy_update_task', 'Update an existing task by searching for it by name.', { task_name: { type: 'string' } }, ['task_name']),
      def('push_send', 'Send a Push notification.'),
      def('push_list_devices', 'List Push devices.'),
    ].map(tool);
    const q = "the 'call the dentist' thing in my todoy, push it to next friday, I'm not getting to it this week";
    const { intents } = readOver(q, tools);
    expect(intents[0]!.verb.id).toBe('update');
    // Why, said after the task, is no word of it.
    expect(taskWords(intents[0]!).objects).not.toContain('getting');
    // A sentence after the comma is no such why: "What stuff assigned to me … is past due?" is the question.
    expect(taskWords(first("Ugh, I've been out sick for a week. What stuff assigned to me in Campy is already past due?")).objects).toContain('due');
    // "push" there is the verb, no product named like it.
    expect(requestVocabulary(tools).isProduct('push')).toBe(true);
    expect(namedProducts(q, [], [], requestVocabulary(tools))).not.toContain('push');
    expect(rankNamed(q, tools)[0]!.tool.name).toBe('todoy_update_task');
  });

  it('"Attach a hosty-redis:mini add-on to the Hosty app": a plan name:value is a value, and a thing attached that is no file is added', () => {
    const tools = [
      def('create_addon', 'Provision a new add-on for an app.', { app: { type: 'string' }, plan: { type: 'string' } }, ['app', 'plan']),
      def('list_addons', 'List the add-ons of an app.'),
      def('upload_file', 'Upload a file.'),
      def('redisy_get', 'Get a key from Redisy.'),
      def('redisy_set', 'Set a key in Redisy.'),
    ].map(tool);
    const q = "Attach a redisy:mini add-on to the Hosty app 'ledgerly-api'";
    expect(namedProducts(q, [], [], requestVocabulary(tools))).not.toContain('redisy');
    expect(first(q).verb.id).toBe('create');
    expect(rankOver(q, tools)[0]!.tool.name).toBe('create_addon');
    expect(rankOver(q, tools)[0]!.why).toContain('"add-on" in its name');
    // A file attached stays an upload.
    expect(first('Attach the file report.pdf to ticket 42').verb.id).toBe('upload');
  });

  it('"Make Boardy task 1209334451870021 a subtask of task 1209334451869954": a thing that exists made part of another is changed', () => {
    const q = "Make Boardy task 1209334451870021 ('Order signage') a subtask of task 1209334451869954 ('Open Porto store').";
    expect(first(q).verb.id).toBe('update');
    const tools = [
      def('boardy_set_parent_for_task', 'Set the parent of a task, making it a subtask.', { task_id: { type: 'string' }, parent: { type: 'string' } }, ['task_id']),
      def('boardy_create_subtask', 'Create a new subtask.', { parent_task_id: { type: 'string' }, name: { type: 'string' } }, ['parent_task_id', 'name']),
    ].map(tool);
    expect(rankOver(q, tools)[0]!.tool.name).toBe('boardy_set_parent_for_task');
    expect(first('Make a subtask of task 1209334451869954 for the signage').verb.id).toBe('create');
  });

  it('"Keep an eye on Docky events for the next 2 minutes": a thing kept an eye on is watched, a read', () => {
    const step = first('Keep an eye on Docky events for the container payments-worker over the next 2 minutes');
    expect(step.verb.class).toBe('read');
    const tools = [def('watch_events', 'Stream container events and report status changes.', { container: { type: 'string' } }), def('search_logs', 'Search logs.')].map(tool);
    expect(rankOver('Keep an eye on events for the container payments-worker', tools)[0]!.tool.name).toBe('watch_events');
  });

  it('"save the app logo (node 3:14) … as SVGs into /root/project/public/brand": images saved into a folder are downloaded', () => {
    const q = 'From Designy file Zr8mQ4tLk2Vx9P, save the app logo (node 3:14) as SVGs into /root/project/public/brand';
    expect(first(q).verbWord).toBe('download');
    expect(first('save a report of it to /root/report.md').verbWord).not.toBe('download');
    const download = def('download_designy_images', 'Download SVG and PNG images of nodes.', { fileKey: { type: 'string' }, localPath: { type: 'string' } }, ['fileKey', 'localPath']);
    // A path the question gives fills the field named for one.
    expect(fillArguments(download.input_schema, { intent: first(q), toolName: download.name, earlier: [] }).localPath).toBe('/root/project/public/brand');
    expect(rankOver(q, [tool(download)])[0]!.blocker).toBeUndefined();
  });

  it('"Expose the file …jsonl to Litey as a virtual table named reviews_raw": a thing set up as a new one, named, is made', () => {
    const step = first('Expose the file /data/imports/reviews-2025.jsonl to Litey as a virtual table named reviews_raw so I can query it.');
    expect(step.verb.id).toBe('create');
    expect(taskWords(step).objects).toContain('table');
  });

  it('"what she was actually doing that day": what someone was doing is their activity; "swears" tells', () => {
    const step = first('one of our users (distinct id u_88213) swears the app ate her saved cart on Tuesday. can you see in Panely what she was actually doing that day?');
    expect(step.words).not.toContain('cart');
    expect(taskWords(step).objects).toContain('activity');
  });

  it('"how much have we handed over to Shopzon?": money handed over is paid, and paid money is read from transactions', () => {
    const q = 'how much have we actually handed over to Shopzon since September? check budgety';
    expect(taskWords(first(q)).objects).toContain('paid');
    const tools = [def('budgety_get_transactions', 'Get transactions.'), def('budgety_list_budgets', 'List budgets.')].map(tool);
    const ranked = rankOver(q, tools);
    expect(ranked[0]!.tool.name).toBe('budgety_get_transactions');
    expect(fits(ranked[0])).toBe(true);
  });

  it('"Fast Newsy: I need articles on …": two words in capitals before a colon name where; what follows is the task, no message', () => {
    const step = first('Fast Newsy: I need articles on the Porto metro expansion that come with a thumbnail.');
    expect(step.verb.class).toBe('read');
    expect(taskWords(step).objects).toContain('articles');
    expect(first('Create Issue: the login page is broken').verb.id).toBe('create');
  });

  it('"…? It\'s project id 12; I want its completion statistics": what the user wants of the same thing is no step of its own', () => {
    expect(analyzeQuestion("How far along is the 'Allotment plan' project in Checky? It's project id 12; I want its completion statistics.")).toHaveLength(1);
    expect(analyzeQuestion('Close issue 4; open issue 5')).toHaveLength(2);
  });

  it('"Field-level security on Account.Limit__c: …. Set that up in Forcey.": a sentence that says what is wanted, then "set that up", asks the second', () => {
    const step = first('Field-level security on Account.Limit__c: the Sales Manager profiles need to see that field but must not change it. Set that up in Forcey.');
    expect(step.verb.id).toBe('create');
    expect(step.verbWord).toBe('set up');
  });
});

describe('which tool, among what was loaded', () => {
  it('"… over the last 7 days: I\'d like the latency percentiles from the Internet Quality Index": a read goes on after its colon, and a name in capitals a description writes the same is that tool\'s', () => {
    const q = "Using Netly, compare internet latency in Portugal and Spain over the last 7 days: I'd like the latency percentiles from the Internet Quality Index for each country.";
    expect(taskWords(first(q)).objects).toContain('percentiles');
    // A change's text after its colon is what it writes, no word of the task.
    expect(taskWords(first('Post to the ops channel: the latency percentiles are back to normal')).objects).not.toContain('percentiles');
    // Nor does a read's list of fields or a statement after its colon.
    expect(taskWords(first('Get the Facey details for the model meta-llama/Llama-3.1-8B: license, downloads and tags.')).objects).not.toContain('tags');
    const tools = [
      def('get_internet_speed_data', 'Retrieve summary of bandwidth, latency, jitter and packet loss over the last 90 days from the Netly Speed Test.'),
      def('get_internet_quality_data', 'Retrieves a summary of bandwidth or latency percentiles from the Internet Quality Index (IQI).'),
    ].map(tool);
    const quality = rankOver(q, tools).find((f) => f.tool.name === 'get_internet_quality_data')!;
    expect(quality.why).toContain('its description names the "Internet Quality Index" the question names');
    const [top, next] = rankOver(q, tools);
    expect(top!.tool.name).toBe('get_internet_quality_data');
    // By more than its words alone give it.
    expect(top!.score - next!.score).toBeGreaterThan(5);
    expect(rankOver('compare internet latency in Portugal and Spain', tools).find((f) => f.tool.name === 'get_internet_quality_data')!.why.join(' ')).not.toMatch(/names the/);
    // Two capitalised words name a product's part, which many of its tools say ("the Test Engine runs"): no such credit.
    const engine = [tool(def('list_test_runs', 'List the runs of a Test Engine suite.'))];
    expect(rankOver('Look up the Test Engine runs attached to that build', engine)[0]!.why.join(' ')).not.toMatch(/names the/);
    // Nor is the problem set after a colon a word of the read ("… step by step: we have 1,200 customers …").
    expect(taskWords(first("Use Thinky's reasoning model to work this out step by step: we have 1,200 customers paying monthly")).objects).not.toContain('customers');
  });


  it('"my mum doesn\'t do chatty, so send her a normal text at +44 7700 900123": a product said not to be there is no way, and a text to a number is an SMS', () => {
    const tools = [
      def('send_message', 'Send a Chatty message to a person or group.', { recipient: { type: 'string' }, message: { type: 'string' } }, ['recipient', 'message']),
      def('phony_send-message', 'Send an SMS message via Phony.', { to: { type: 'string' }, message: { type: 'string' } }, ['to', 'message']),
      def('sendMessage', 'Send an email message.', { to: { type: 'string' }, body: { type: 'string' } }, ['to', 'body']),
      def('chatty_list_chats', 'List Chatty chats.'),
    ].map(tool);
    const q = "my mum doesn't do chatty, so send her a normal text at +44 7700 900123: train's delayed";
    const ranked = rankNamed(q, tools);
    expect(ranked[0]!.tool.name).toBe('phony_send-message');
    expect(ranked.find((f) => f.tool.name === 'send_message')!.blocker).toMatch(/not there/);
    // Said to be there, the product's tool is the one.
    expect(rankNamed('send her a chatty message: train delayed', tools)[0]!.tool.name).toBe('send_message');
  });

  it('"my tracky isues?": the user\'s own things are read best by a tool that reads the signed-in user\'s', () => {
    const tools = [
      def('tracky_search_issues', 'Searches Tracky issues using flexible criteria.', { query: { type: 'string' } }),
      def('tracky_get_user_issues', 'Retrieves issues assigned to a user or the authenticated user if no userId is provided.', { userId: { type: 'string' } }),
    ].map(tool);
    expect(rankNamed('my tracky issues?', tools)[0]!.tool.name).toBe('tracky_get_user_issues');
    expect(rankNamed('tracky issues about checkout?', tools)[0]!.tool.name).toBe('tracky_search_issues');
    // Only a tool named for the things: the signed-in user's assignments are no flashcards.
    const cards = [def('get_my_due_assignments', "Get the current user's assignments that are due.")].map(tool);
    expect(rankOver('quiz me on my flashcards', cards)[0]!.why.join(' ')).not.toMatch(/signed-in/);
  });

  it('"verbatim, as a plain value change with nothing generated": a tool that writes with AI does not set a value as given', () => {
    const tools = [
      def('patch_document', 'Apply precise, direct modifications to document fields. Use for exact value changes.', { documentId: { type: 'string' } }),
      def('update_document', 'Update existing document content using AI to rewrite or modify based on instructions.', { documentId: { type: 'string' } }),
    ].map(tool);
    const q = "Overwrite document event-11's venue.name with 'LX Factory' verbatim, as a plain value change with nothing generated.";
    expect(first(q).verb.id).toBe('update');
    const ai = rankOver(q, tools).find((f) => f.tool.name === 'update_document')!;
    expect(ai.why.join(' ')).toMatch(/writes with AI/);
    expect(rankOver("Change document event-11's venue to 'LX Factory'", tools).find((f) => f.tool.name === 'update_document')!.why.join(' ')).not.toMatch(/writes with AI/);
  });

  it('"app 6b1f0c2e-93d4-…": a code right after the thing a tool is named for fills its `path: {id}`', () => {
    const tools = [
      def('get_app', 'Get an app by ID', { path: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } }, ['path']),
      def('list_apps', 'List all apps on your account.'),
    ].map(tool);
    const q = "Pull the current spec of app 6b1f0c2e-93d4-4a7e-b5c8-2e7f1d094a36";
    const got = rankOver(q, tools).find((f) => f.tool.name === 'get_app')!;
    expect(got.blocker).toBeUndefined();
    expect(got.why.join(' ')).toMatch(/takes the path\.id given/);
    expect(rankOver('Pull the current spec of our app', tools).find((f) => f.tool.name === 'get_app')!.why.join(' ')).toMatch(/cannot fill path/);
  });
});

describe('searches', () => {
  it('under a product\'s name prefix, the third regex drops it: a product\'s tools need not all carry it', () => {
    const tools = [
      ...['navigate', 'click', 'fill', 'screenshot', 'close'].map((n) => def(`browsy_${n}`, `Browsy: ${n} in the browser.`)),
      def('start_codegen_session', 'Start a code generation session to record Browsy actions.', { options: { type: 'object' } }),
    ].map(tool);
    const { intents, words } = readOver('With Browsy, start a code-generation session that saves into /home/qa/tests', tools);
    const intent = withProducts(intents[0]!, [], [], requestVocabulary(tools));
    const queries = searchQueries(intent, 'regex', words);
    expect(queries.slice(0, 2).every((q) => /browsy/.test(q))).toBe(true);
    expect(queries[2]).not.toMatch(/browsy/);
  });
});
