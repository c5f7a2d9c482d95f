import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { extractEntities } from './entities';
import { searchQueries } from './queries';
import { fits, readings } from './rank';
import { taskWords } from './task-words';
import { related } from './words';

// Made-up servers the app does not ship: a checklist app, a task tracker, a table store, an identity service, a
// security monitor, a document store, a notes app and a hosting platform's docs.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('verbs people say for a change', () => {
  it('"flip task … to completed": a thing flipped is changed, and a tool that toggles it does it', () => {
    const q = "In Listy, flip task 3f1d9c2a-6b7e ('Print name badges') to completed.";
    const intent = first(q);
    expect(intent.verb.id).toBe('update');
    expect(intent.verbWord).toBe('flip');
    const listy = [
      def('list_tasks', 'List the tasks of a Listy list.', { list_id: { type: 'string' } }, ['list_id']),
      def('toggle_task_completion', 'Toggle whether a Listy task is completed.', { task_id: { type: 'string' } }, ['task_id']),
    ].map(tool);
    const ranked = rankOver(q, listy);
    expect(ranked[0]!.tool.name).toBe('toggle_task_completion');
    expect(fits(ranked[0])).toBe(true);
  });

  it('"unmark detections 88511 and 88517 as fixed": the change undone is a change of the same mark', () => {
    const q = 'In Watchtower, unmark detections 88511 and 88517 as fixed.';
    expect(first(q).verb.id).toBe('update');
    const watch = [
      def('list_entity_detections', 'List the detections of an entity.', { entity_id: { type: 'integer' } }, ['entity_id']),
      def('mark_detection_fixed', 'Mark or unmark detections as fixed.', { detection_ids: { type: 'array', items: { type: 'integer' } }, mark: { type: 'boolean' } }, ['detection_ids', 'mark']),
    ].map(tool);
    expect(rankOver(q, watch)[0]!.tool.name).toBe('mark_detection_fixed');
  });

  it('"Take it out of project 1208…": what is taken out of a thing is removed from it; "take out the trash" is no removal from a place', () => {
    const q = 'Task 1208849201733412 got filed under the wrong Trackr project. Take it out of project 1208849201700001.';
    const intent = first(q);
    expect(intent.verb.id).toBe('delete');
    const trackr = [
      def('get_project_task_counts', 'Get the number of tasks in a project.', { project_id: { type: 'string' } }, ['project_id']),
      def('remove_project_from_task', 'Remove a project from a task.', { task_id: { type: 'string' }, project_id: { type: 'string' } }, ['task_id', 'project_id']),
    ].map(tool);
    expect(rankOver(q, trackr)[0]!.tool.name).toBe('remove_project_from_task');
    expect(first('Take out a new subscription for the team').verb.id).not.toBe('delete');
  });

  it('"make account 4f8a… the active one": a thing made the one in a state is set so, not made', () => {
    const intent = first('Make account 4f8a1c2d9e3b the active one before you render any pages.');
    expect(intent.verb.id).toBe('update');
    expect(intent.words).toContain('active');
    expect(first('Make a new account for the intern').verb.id).toBe('create');
    // A new thing made without the default ones is made: "the default" there is no state it is set to.
    expect(first("Make a new board called 'Q3 Offsite' without the default lists").verb.id).toBe('create');
    expect(first("Make board 'Q3 Offsite' without the default lists").verb.id).toBe('create');
  });

  it('"Give it a client grant for …": a thing given to what was named is made for it; "give it a kick" is no thing', () => {
    const q = 'Our nightly job already exists as a Gatekeep application (client ID Jx8Qm2LpV7). Give it a client grant for https://api.example.io limited to read:orders and write:refunds.';
    const intents = analyzeQuestion(q);
    expect(intents[0]!.verb.id).toBe('create');
    // "write:refunds" is a scope, no second step.
    expect(intents).toHaveLength(1);
    const gate = [
      def('update_application', 'Update an application.', { client_id: { type: 'string' }, logo_uri: { type: 'string' } }, ['client_id']),
      def('create_application_grant', 'Create a client grant for an application.', { client_id: { type: 'string' }, audience: { type: 'string' } }, ['client_id', 'audience']),
    ].map(tool);
    expect(rankOver(q, gate)[0]!.tool.name).toBe('create_application_grant');
    expect(first('The deploy is stuck. Give it a kick').verb.id).not.toBe('create');
    // At the start of the ask as well.
    expect(first('Give it a webhook for https://hooks.example.io/orders').verb.id).toBe('create');
  });
});

describe('what is asked and what is only named', () => {
  it('"base app…, table \'Vendors\', record rec…, reply in the thread": a word that names one more thing by its id is no step', () => {
    const q = "On Tably base appR8tKq2LmNw7XyZ, table 'Vendors', record recL4pQ9zX2mW8vN1, reply in the thread under comment comK7dF2hJ9 with: 'Countersigned.'";
    const intents = analyzeQuestion(q);
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verb.id).toBe('post');
    // Two steps, each naming its own thing by id, stay two.
    expect(analyzeQuestion('Close DEV-12, reopen DEV-13')).toHaveLength(2);
  });

  it('"skip the ten newest notes … and show me the next ten": what is skipped is a page of a read', () => {
    const intents = analyzeQuestion('In Relato, skip the ten newest notes on the company acme-co and show me the next ten.');
    expect(intents[0]!.verb.class).toBe('read');
    expect(intents[0]!.verbWord).toBe('skip');
    expect(first('Skip the onboarding step for this user').verb.class).toBe('write');
  });

  it('"… is that even possible? see what the Hosty docs say": the docs are searched for what the user wants', () => {
    const q = 'I want one folder in my bucket to be public but keep everything else private. is that even possible? see what the hosty docs say';
    const intent = first(q);
    expect(intent.verb.id).toBe('search');
    expect(intent.words).toEqual(expect.arrayContaining(['documentation', 'bucket', 'public', 'private']));
    const hosty = [
      def('create_bucket', 'Create a storage bucket.', { bucket_name: { type: 'string' } }, ['bucket_name']),
      def('search_hosty_documentation', 'Search the Hosty documentation.', { query: { type: 'string' } }, ['query']),
    ].map(tool);
    expect(rankOver(q, hosty)[0]!.tool.name).toBe('search_hosty_documentation');
  });

  it('"list what\'s inside the folder": what is inside a thing is its children', () => {
    expect(related('inside', 'children')).toBe('synonym');
    const q = "In Docstore, list what's inside the folder with node id 2f6b9e1c-4d3a.";
    const store = [
      def('get_node', 'Get a node by id.', { nodeId: { type: 'string' } }, ['nodeId']),
      def('list_children', 'List the children of a folder node.', { nodeId: { type: 'string' } }, ['nodeId']),
    ].map(tool);
    expect(rankOver(q, store)[0]!.tool.name).toBe('list_children');
  });
});

describe('code, pages and a browser', () => {
  it('"run document.querySelectorAll(…).length in the page": code run is JavaScript executed, no query; where it runs is no thing', () => {
    const q = "With Browsey, run document.querySelectorAll('img:not([alt])').length in the page that's currently open to count the images missing alt text.";
    const intent = first(q);
    expect(intent.verbWord).toBe('execute');
    const words = taskWords(intent).objects;
    expect(words).toContain('script');
    expect(words).not.toContain('page');
    expect(words).not.toContain('queryselectorall');
    expect(related('execute', 'evaluate')).toBe('synonym');
    const browsey = [
      def('browsey_evaluate', 'Execute JavaScript in the browser console', { script: { type: 'string' } }, ['script']),
      def('browsey_screenshot', 'Take a screenshot of the current page', { name: { type: 'string' } }, ['name']),
    ].map(tool);
    const ranked = rankOver(q, browsey);
    expect(ranked[0]!.tool.name).toBe('browsey_evaluate');
    expect(fits(ranked[0])).toBe(true);
    // "Run the nightly job" is still a run.
    expect(first('Run the nightly job').verb.id).toBe('trigger');
  });

  it('"Open https://… in Firefox, click …, then give me the visible text": a page opened for clicks is navigated to, not fetched', () => {
    const q = "Using Browsey, open https://beta.example.app/billing in Firefox with a 1440x900 viewport, click the 'Past invoices' link, and then give me all the visible text of the new tab.";
    const opened = analyzeQuestion(q)[0]!;
    expect(opened.verbWord).toBe('navigate');
    // "open" is the navigation's own word, no thing it is about.
    expect(taskWords(opened).objects).not.toContain('open');
    const browsey = [
      def('browsey_get', 'Perform an HTTP GET request', { url: { type: 'string' } }, ['url']),
      def('browsey_navigate', 'Navigate to a URL', { url: { type: 'string' }, browserType: { type: 'string' } }, ['url']),
    ].map(tool);
    expect(rankOver(q, browsey)[0]!.tool.name).toBe('browsey_navigate');
    // Opened to be read, it is a read as before.
    expect(first('Open https://example.com/pricing and tell me the plans').verbWord).toBe('open');
  });

  it("an address's scheme is no word of the task: a tool of HTTP requests does not read more like it", () => {
    const tools = [def('browsey_get', 'Perform an HTTP GET request', { url: { type: 'string' } }, ['url']), def('browsey_navigate', 'Navigate to a URL in the browser', { url: { type: 'string' } }, ['url'])].map(tool);
    const reading = (q: string) => {
      const ranked = rankOver(q, tools);
      const read = readings(ranked, first(q));
      return ranked.map((f) => `${f.tool.name} ${(read.get(f) ?? 0).toFixed(2)}`).sort();
    };
    expect(reading('Using Browsey, open https://example.com/pricing in the browser')).toEqual(reading('Using Browsey, open example.com/pricing in the browser'));
  });
});

describe('what the user tells before the step', () => {
  it('"Our login sees two accounts; make account … the active one": how the user\'s own thing stands is told, no step', () => {
    const intents = analyzeQuestion('Our Cloudy login sees two accounts; make account 4f8a1c2d9e3b the active one before you render any pages.');
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verb.id).toBe('update');
    // A step that points back at it keeps it: "it" is the calendar.
    expect(analyzeQuestion("My calendar is a mess; what's on it tomorrow?")).toHaveLength(2);
    // A told sentence followed by a step of its own, before the next step, is that step's scene, not told alone.
    const sluggish = analyzeQuestion("Our Plumbr project 'late-sun-712' has gotten sluggish. Find the slowest queries on its main branch, then run a tuning session on the worst one and apply the index.");
    expect(sluggish[0]!.verb.id).toBe('search');
    expect(sluggish[0]!.words).toContain('slowest');
  });

  it('"the \'…\' to-do in Planny (project 38214577, to-do 7719034521), tick it off": ids listed aside fill arguments, the thing acted on is said outside', () => {
    expect(extractEntities('to-do 7719034521').entities.numbers).toContainEqual({ noun: 'todo', value: '7719034521', loose: true });
    const q = "I finished the 'Order new badge printer' to-do in Planny this morning (project 38214577, to-do 7719034521), could you tick it off for me?";
    expect(first(q).concepts.map((c) => c.id)).not.toContain('project');
    const planny = [
      def('update_project', 'Update a project', { project_id: { type: 'string' }, name: { type: 'string' } }, ['project_id']),
      def('complete_todo', 'Mark a todo as complete', { project_id: { type: 'string' }, todo_id: { type: 'string' } }, ['project_id', 'todo_id']),
      def('get_todos', 'Get todos from a todo list', { project_id: { type: 'string' }, todolist_id: { type: 'string' } }, ['project_id', 'todolist_id']),
    ].map(tool);
    const ranked = rankOver(q, planny);
    expect(ranked[0]!.tool.name).toBe('complete_todo');
    expect(ranked[0]!.why.join(' ')).not.toMatch(/cannot fill/);
    // BM25 is asked for the word as the tools write it: an engine splits "to-do" at its hyphen.
    const { intents, words } = readOver(q, planny);
    expect(searchQueries(intents[0]!, 'bm25', words)[0]).toMatch(/\btodo\b/);
  });

  it('"Add a to-do … in notebook c3d4e5…": a thing the question gives an id for is there already; a new one of its kind inside it is still made', () => {
    const notes = [
      def('notes_create_note', 'Create note with Markdown body, optional tags, to-do support. Specify notebook_id to target a notebook.', { params: { type: 'object' } }, ['params']),
      def('notes_create_notebook', 'Create notebook or return existing.', { params: { type: 'object' } }, ['params']),
    ].map(tool);
    const added = rankOver("Add a to-do to Notely in notebook c3d4e5f6a7b8c9d0: 'Book boiler service', with the tag 'house'.", notes);
    expect(added[0]!.tool.name).toBe('notes_create_note');
    expect(added.find((f) => f.tool.name === 'notes_create_notebook')!.why.join(' ')).toMatch(/there already/);
    expect(rankOver("In Notely, create a notebook 'Taxes 2025' inside notebook c3d4e5f6a7b8c9d0", notes)[0]!.tool.name).toBe('notes_create_notebook');
  });

  it('"A run of our Flowy workflow ended up in the DLQ with id dlq_7Hq…; restart it from the beginning": what happened, then a step on "it", is one request', () => {
    const q = 'A run of our Flowy workflow ended up in the DLQ with id dlq_7Hq2kM9sLpX4; restart it from the beginning now that the payment provider is back up.';
    const intents = analyzeQuestion(q);
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verbWord).toBe('restart');
    expect(intents[0]!.words).toContain('dlq');
    const flowy = [
      def('list_runs', 'List the runs in your Flowy account.', {}, []),
      def('get_run', 'Get a run of your Flowy account by id.', { runId: { type: 'string' } }, ['runId']),
      def('workflow_dlq_manage', 'Delete, restart, and resume failed workflow runs in the DLQ using only the DLQ ID.', { dlqId: { type: 'string' }, action: { type: 'string', enum: ['delete', 'restart', 'resume'] } }, ['dlqId', 'action']),
    ].map(tool);
    // A step before the next one, or a told sentence with a step inside it, stays as it was.
    expect(analyzeQuestion("Take everyone who is in the Mailo segment XyZ12a and add them to our 'VIP' list.")[0]!.verbWord).toBe('take');
    expect(analyzeQuestion("In Tably base app9, the 'Vendors' table has a field called 'Renewal'. Look up that field's ID, then rename it to 'Renewal date'.")[0]!.verb.id).toBe('search');
    const ranked = rankOver(q, flowy);
    expect(ranked[0]!.tool.name).toBe('workflow_dlq_manage');
    expect(ranked[0]!.blocker).toBeUndefined();
    expect(ranked[0]!.otherProduct).toBeFalsy();
    // A tool of the product that names the thing by another word, and says the product's word nowhere, is still set aside.
    const other = [...flowy.slice(0, 2), tool(def('workflow_dlq_manage', 'Delete, restart, and resume failed workflows in the DLQ.', { dlqId: { type: 'string' } }, ['dlqId']))];
    expect(rankOver(q, other).find((f) => f.tool.name === 'workflow_dlq_manage')!.blocker).toMatch(/own tools call it/);
    // Nor is one that says the product's word of something else ("a meeting … for a specific event type").
    const meetings = [
      def('list_meetings', 'List the meetings in your Meety account.', {}, []),
      def('get_meeting', 'Get a meeting of your Meety account by id.', { meetingId: { type: 'string' } }, ['meetingId']),
      def('schedule_event', 'Schedule a meeting by creating an invitee for a specific event type and time', { event_type: { type: 'string' } }, ['event_type']),
    ].map(tool);
    expect(rankOver('Schedule a Meety meeting for Monday at 10am with the design team.', meetings).find((f) => f.tool.name === 'schedule_event')!.blocker).toMatch(/own tools call it "meeting"/);
  });
});
