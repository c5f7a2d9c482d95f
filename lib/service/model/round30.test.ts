import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { buildSearchIndex } from '@/lib/search';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments, valueNamedBy } from './args';
import { bm25Name, ownWordQuery, productQuery } from './own-queries';
import { productPhrases } from './products';
import { searchQueries } from './queries';
import { bestEvidence, fits, rankTools } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a container host, an error tracker, an on-call pager, a translator, a
// whiteboard, two site crawlers, a browser driver, two to-do apps, a flag service, a CRM and a help desk, an identity
// provider, a knowledge base and a warehouse.

const first = (q: string) => analyzeQuestion(q)[0]!;


describe('"dockr restart nginx": a product, its verb, and a name', () => {
  const restart = def('restart_container', 'Restart a Dockr container by ID or name.', { container_id: { type: 'string', description: 'Container ID or name' } }, ['container_id']);
  const tools = [
    restart,
    def('run_container', 'Create and start a new Dockr container from an image.', { image: { type: 'string' } }, ['image']),
  ].map(tool);

  it('the verb after the product is no second word of its name', () => {
    const { intents } = readOver('dockr restart nginx', tools);
    expect(intents[0]!.verbWord).toBe('restart');
    expect(productPhrases({ ...intents[0]!, phrases: undefined })).toEqual([]);
  });

  it('a field that takes an ID or a name takes the name: the tool is not ruled out, and gets it', () => {
    const ranked = rankOver('dockr restart nginx', tools);
    const fit = ranked.find((f) => f.tool.name === 'restart_container')!;
    expect(fit.missing).toBeUndefined();
    expect(fit.evidence).toContain('nginx');
    const { intents } = readOver('dockr restart nginx', tools);
    expect(fillArguments(restart.input_schema, { intent: intents[0]!, toolName: 'restart_container', earlier: [] }).container_id).toBe('nginx');
  });

  it('a field that takes only an id is still not given by a word', () => {
    const idOnly = [def('restart_container', 'Restart a Dockr container.', { container_id: { type: 'string', description: 'Container ID' } }, ['container_id'])].map(tool);
    expect(rankOver('dockr restart nginx', idOnly)[0]!.missing).toEqual(['container_id']);
  });
});

describe('"beacon resolve BACKEND-4F2": the product is where, the issue what', () => {
  const tools = [
    def('update_issue', "Update a Beacon issue's status. Use this to resolve, reopen or ignore an issue.", { issueId: { type: 'string', description: 'The Issue ID, e.g. `PROJECT-1Z43`' }, status: { type: 'string' } }, ['issueId']),
    def('beacon_update_project', 'Update a Beacon project', { slug: { type: 'string' } }, ['slug']),
    def('beacon_list_projects', 'List Beacon projects', {}),
  ].map(tool);

  it('does not read the product as the thing the verb acts on', () => {
    const { intents } = readOver('beacon resolve BACKEND-4F2', tools);
    expect(intents[0]!.ownReadings ?? []).not.toContainEqual(expect.objectContaining({ word: 'beacon' }));
    expect(intents[0]!.concepts.map((c) => c.id)).toContain('issue');
  });

  it('the issue tool fits', () => {
    const best = rankOver('beacon resolve BACKEND-4F2', tools)[0]!;
    expect(best.tool.name).toBe('update_issue');
    expect(fits(best)).toBe(true);
  });
});

describe('"pagerly ack Q1X7T9ZP": a name no dictionary knows, then a change verb', () => {
  it('is a command: the verb after the name is the ask', () => {
    const intent = first('pagerly acknowledge Q1X7T9ZP please');
    expect(intent.verb.class).toBe('write');
    expect(intent.verbWord).toBe('acknowledge');
  });

  it('a name before a noun is still no verb', () => {
    expect(first('pagerly incidents from today').verb.class).toBe('read');
  });
});

describe('"how do i say \'…\' in japanese, the polite way"', () => {
  const question = "how do i say 'could we push the meeting to thursday?' in japanese, the polite way";

  it('translates the text; how it is said is no word of it, and it is no how-to', () => {
    const intent = first(question);
    expect(intent.verbWord).toBe('translate');
    expect(intent.howTo).toBeUndefined();
    expect(taskWords(intent).objects).toEqual(['text']);
  });

  it('"how do I deploy to Japan?" is still a how-to', () => {
    expect(first('how do i deploy the app to the japan region?').howTo).toBe(true);
  });
});

describe('"Put a yellow sticky note saying \'…\' on board …"', () => {
  it('a new thing put somewhere is added there, whatever its quoted text says', () => {
    const intent = first("Put a yellow sticky note saying 'Dot-vote: pick your top 3 ideas' on board uXjVK9 at x 0.");
    expect(intent.verb.id).toBe('create');
  });

  it('a hold put on something is no new thing', () => {
    expect(first('put a hold on order 1234').verb.id).not.toBe('create');
  });
});

describe('"Map all the URLs on docs.example.com": a verb no word list knows', () => {
  const tools = [
    ...Array.from({ length: 14 }, (_, i) => def(`get_map_tile_${i}`, 'Get a tile of the world map', { zoom: { type: 'number' } })),
    def('crawler_map', 'Map a website to discover all indexed URLs on the site.', { url: { type: 'string' } }, ['url']),
    ...Array.from({ length: 6 }, (_, i) => def(`fetch_url_${i}`, 'Fetch a URL', { url: { type: 'string' } }, ['url'])),
    // A large catalog, where fifteen tools named for a word are few.
    ...Array.from({ length: 800 }, (_, i) => def(`get_widget_${i}`, 'Get a widget', {})),
  ].map(tool);

  it('regex asks for the verb, which only a tool named for it does', () => {
    const { intents, words } = readOver('Map all the URLs on docs.example.com.', tools);
    expect(searchQueries(intents[0]!, 'regex', words)[0]).toBe('(?i)(map)');
  });
});

describe('"Run a script in that page": a tool whose name has no verb, whose description opens with the action', () => {
  const tools = [def('browserly_evaluate', 'Execute JavaScript in the browser console', { script: { type: 'string', description: 'JavaScript code to execute' } }, ['script'])].map(tool);

  it('does it', () => {
    const ranked = rankOver('Run a script in the current browserly page that returns the title.', tools);
    expect(ranked[0]!.actionOk).toBe(true);
    expect(bestEvidence(ranked)?.tool.name).toBe('browserly_evaluate');
  });

  it('one that opens with another action does not', () => {
    const other = [def('browserly_evaluate', 'Highlight the JavaScript in the browser console', { script: { type: 'string' } }, ['script'])].map(tool);
    expect(rankOver('Run a script in the current browserly page that returns the title.', other)[0]!.actionOk).toBe(false);
  });
});

describe('"Add a task to my Tasklet Todo list …": a product named in two words, the second a general word', () => {
  const create = def('create', 'Create a new task in Tasklet Todo', { taskListId: { type: 'string' }, title: { type: 'string' } }, ['taskListId', 'title']);
  const tools = [
    create,
    def('create_bulk_todos', 'Create multiple todo items in a list efficiently.', { listId: { type: 'string' }, todos: { type: 'array', items: { type: 'object' } } }, ['todos']),
    def('list', 'List all task lists in Tasklet Todo', {}),
  ].map(tool);
  const question = "Add a todo to my Tasklet Todo list 'Personal' (list id MDk1NzQ4) titled 'Renew passport', due 3 November 2025.";

  it('the tool that writes the name whole, not one named for its second word', () => {
    const ranked = rankOver(question, tools);
    expect(ranked[0]!.tool.name).toBe('create');
    const bulk = ranked.find((f) => f.tool.name === 'create_bulk_todos')!;
    expect(bulk.onProduct).toBe(false);
    expect(bulk.why).toContain('named for "todo" alone');
    // Read as the product's too, its second word ("todo") does not put a tool on it.
    const { intents, words } = readOver(question, tools);
    const both = rankTools(tools, { ...intents[0]!, products: ['tasklet', 'todo'] }, [], words);
    expect(both.find((f) => f.tool.name === 'create_bulk_todos')!.onProduct).toBe(false);
    expect(both.find((f) => f.tool.name === 'create')!.onProduct).toBe(true);
  });

  it('the title is the quoted name it is titled by, not the list\'s', () => {
    const { intents } = readOver(question, tools);
    expect(fillArguments(create.input_schema, { intent: intents[0]!, toolName: 'create', earlier: [] }).title).toBe('Renew passport');
  });
});

describe('"Check in Flagly whether the flag … exists; if it does, add a rule"', () => {
  it('is checked in a place, not checked in as code: a read first', () => {
    const parts = analyzeQuestion("Check in Flagly whether the feature flag 'new-checkout' exists and what its rules are; if it does, add a force rule for country 'CA'.");
    expect(parts[0]!.verb.class).toBe('read');
    expect(parts[1]!.verb.class).toBe('write');
  });

  it('"check in the code" is still a commit', () => {
    expect(first('check in the code on main').verb.id).toBe('commit');
  });
});

describe('"… to find the API name": what a step is for', () => {
  it('is no object of the step', () => {
    const intent = first("Look at the field list of the Salesforce Account object to find the API name of the custom field.");
    expect(taskWords(intent).objects).not.toContain('find');
    expect(taskWords(first('Add the find results to the report')).objects).toContain('find');
  });
});

describe('"Query our knowledge base (ID KB7XQ2M9PL) for the parental leave policy"', () => {
  it('the id in brackets after the noun is its', () => {
    expect(valueNamedBy('knowledgeBaseId', 'Query our knowledge base (ID KB7XQ2M9PL) for the leave policy')).toBe('KB7XQ2M9PL');
    expect(valueNamedBy('knowledgeBaseId', 'Query our knowledge base (see KB7XQ2M9PL) for it')).toBeUndefined();
  });

  it('regex asks for a word no name says but few descriptions do', () => {
    const tools = [
      def('retrieve_from_kb', 'Performs retrieval from the Knowledgely Knowledge Base using the provided query.', { query: { type: 'string' } }, ['query']),
      ...['leave_team', 'leave_room', 'leave_group', 'leave_call', 'leave_space'].map((n) => def(n, 'Leave it, as the user', {})),
      ...Array.from({ length: 12 }, (_, i) => def(`get_base_layer_${i}`, 'Get a base layer of the map', {})),
    ].map(tool);
    const { intents, words } = readOver('Query our knowledge base for the maximum paid parental leave.', tools);
    expect(ownWordQuery(intents[0]!, 'regex', words)).toMatch(/knowledg/);
  });
});

describe('"Register a new API in Idently …": a product with more tools than a search returns', () => {
  const tools = [
    ...Array.from({ length: 22 }, (_, i) => def(`idently_list_things_${i}`, `List Idently things of kind ${i}`, {})),
    def('idently_create_resource_server', 'Create a new Idently resource server (API).', { name: { type: 'string' } }, ['name']),
  ].map(tool);

  it('not when its names say the words: the names find them', () => {
    const named = [...tools, def('idently_list_apis', 'List Idently APIs', {})].map((t) => ('definition' in t ? t : tool(t)));
    const { intents, words } = readOver("Register a new API in Idently named 'Inventory API'.", named);
    expect(productQuery(intents[0]!, words)).toBeUndefined();
  });

  it('is searched beside the task\'s words, anywhere its tools say it', () => {
    const { intents, words } = readOver("Register a new API in Idently named 'Inventory API' with identifier https://api.example.com/inventory.", tools);
    expect(searchQueries(intents[0]!, 'regex', words)).toContainEqual(expect.stringMatching(/idently\.\*\(.*api/));
  });
});

describe('"Look up the company \'Lumen\' in Attly", a name no tool says', () => {
  const tools = [def('search_companies', 'Search for companies in Deskly.', { query: { type: 'string' } }, ['query']), def('search-companies', 'Search for companies by name', { query: { type: 'string' } }, ['query'])].map(tool);

  it('the tool that says it is another product\'s is less likely the one', () => {
    expect(rankOver("Look up the company 'Lumen Robotics' in Attly.", tools)[0]!.tool.name).toBe('search-companies');
  });

  it('with no product named, neither is marked down', () => {
    const ranked = rankOver("Look up the company 'Lumen Robotics'.", tools);
    expect(ranked[0]!.score).toBe(ranked[1]!.score);
  });
});

describe('"Run this against our Warehousely warehouse"', () => {
  it('"against" is no word of the task', () => {
    expect(taskWords(first('Run this against our Warehousely warehouse: SELECT 1')).objects).not.toContain('against');
  });

  it('BM25 reads a name written with a capital inside as two words: the query says it both ways', () => {
    expect(bm25Name('bigwarehouse', 'Run this against BigWarehouse now')).toBe('BigWarehouse bigwarehouse');
    expect(bm25Name('github', 'Open a GitHub issue')).toBe('GitHub github');
    expect(bm25Name('jira', 'Open a Jira issue')).toBe('jira');
  });
});

describe('"Use Searchly to put together a cited report on …"', () => {
  it('a report put together is information asked for: a read, after the tool to use', () => {
    expect(first('Use Searchly to put together a thorough, cited research brief on what the EU AI Act requires.').verb.id).toBe('search');
    expect(first('Use Searchly to produce a cited report on solid-state batteries.').verb.id).toBe('search');
    expect(first('Produce a deep research report, with citations, on solid-state batteries.').verb.class).toBe('read');
  });

  it('a report with nothing it is on is still a change ("draft a report")', () => {
    expect(first('Draft a report').verb.class).not.toBe('read');
  });
});

describe('"ugh skip this song, can\'t stand it": a verb no tool is named for, that a description says', () => {
  const tools = [
    def('MusicPlayback', 'Manages the current playback with the following actions:\n- start: Starts playing.\n- skip: Skips to the next track.', { action: { type: 'string' } }, ['action']),
    ...Array.from({ length: 25 }, (_, i) => def(`list_items_${i}`, 'List items; skip the first n results with offset', { skip: { type: 'number' } })),
    def('get_track', 'Get a track by id', { id: { type: 'string' } }, ['id']),
  ].map(tool);

  it('regex asks for the verb beside the thing, in the descriptions', () => {
    const { intents, words } = readOver('ugh skip this song', tools);
    expect(searchQueries(intents[0]!, 'regex', words)[0]).toBe('(?is)(skip.*(music|track)|(music|track).*skip)');
  });

  it('how the user feels about it is no word of the task', () => {
    expect(taskWords(first("skip this song pls, can't stand it")).objects).toEqual(['song']);
  });
});

describe('"tasklyst: call dentist tmrw": an item jotted after a product\'s label', () => {
  const tools = [
    def('tasklyst_get_tasks', 'Get a list of tasks from Tasklyst', {}),
    def('tasklyst_create_task', 'Create a new task in Tasklyst', { content: { type: 'string' } }, ['content']),
    def('tasklyst_delete_task', 'Delete a task from Tasklyst', { task_name: { type: 'string' } }, ['task_name']),
  ].map(tool);

  it('is kept there as the thing most of its tools are about, when none of them does the verb', () => {
    const best = rankOver('tasklyst: call dentist tomorrow', tools)[0]!;
    expect(best.tool.name).toBe('tasklyst_create_task');
    expect(fits(best)).toBe(true);
  });

  it('a change of data after the label stays that change: no new task for it', () => {
    const ranked = rankOver('tasklyst: rename the task "Buy milk" to "Buy oat milk"', tools);
    expect(ranked[0]!.tool.name === 'tasklyst_create_task' && fits(ranked[0])).toBe(false);
  });

  it('without the label, "call dentist" is still no task to make', () => {
    expect(fits(rankOver('call the dentist tomorrow', tools)[0])).toBe(false);
  });
});

describe('"Kick off the Buildly job … with the parameter BRANCH=release-2.4"', () => {
  it('a value given as a parameter is the run\'s, no environment variable', () => {
    expect(first("Kick off the Buildly job 'deploy-staging' with the parameter BRANCH=release-2.4").concepts[0]?.id).not.toBe('env');
    expect(first('set NODE_ENV=production on the api service').concepts[0]?.id).toBe('env');
  });

  it('a product searched beside the task\'s words is matched across a description\'s lines', () => {
    const tools = [
      def('build_item', 'Queue an item in Buildly\n\nArgs:\n    data: The parameters to trigger the run with.', { fullname: { type: 'string' } }, ['fullname']),
      ...Array.from({ length: 22 }, (_, i) => def(`get_thing_${i}`, `Get a Buildly thing of kind ${i}`, {})),
    ].map(tool);
    const { intents, words } = readOver("Kick off the Buildly job 'deploy-staging' with the parameter BRANCH=release-2.4.", tools);
    const scoped = productQuery(intents[0]!, words)!;
    const outcome = buildSearchIndex('regex', tools.map((t) => t.definition as ToolDefinition)).search(scoped, { limit: 20 });
    expect(outcome.ok && outcome.hits.map((h) => h.name)).toContain('build_item');
  });
});
