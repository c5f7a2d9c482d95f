import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { CONCEPT_BY_ID } from './lexicon';
import { fits, nameStyle, profile } from './rank';
import { taskWords } from './task-words';
import { root, synonymsOf } from './words';

// Made-up servers the app does not ship: an email checker, a social network, a notes vault, a package manager for a
// cluster, a music player, a code host, a page renderer, a payroll service, a cloud's documentation, a ride tracker, a
// chat server, a news wire, a mail campaign service, a product analytics service and a file drive.

const first = (q: string) => analyzeQuestion(q)[0]!;


describe('"Before we import the leads, have Mailcheck validate …": what comes before is someone else\'s step', () => {
  it('a first sentence that opens with "before we …," is read from its comma', () => {
    const intents = analyzeQuestion("Before we import the trade-show leads, have Mailcheck validate orders@example.com and tell me if it's risky.");
    expect(intents[0]!.clause).not.toMatch(/import/);
    expect(intents.map((i) => i.verbWord)).not.toContain('import');
  });

  it('or that they will', () => {
    expect(analyzeQuestion('Before they deploy the release, have Trackly list the open blockers.')[0]!.verbWord).not.toBe('deploy');
  });

  it('so is one that says anyone else will act after', () => {
    const intents = analyzeQuestion("We're moving the site to Workers. Before anyone touches the config, get me the recommended migration steps.");
    expect(intents[0]!.verbWord).toBe('get');
    expect(intents[0]!.clause).not.toMatch(/touches/);
  });
});

describe('a quoted reply is one value: its sentences are no steps', () => {
  it('a dash inside the quote after a told sentence does not make its verb the ask', () => {
    const intent = first("Reply from our Chirper account to post 1843271190655483904 with: 'Thanks for flagging this! The sync bug is fixed in v3.4.2 – update from the App Store and tell us if it still happens.'");
    expect(intent.verb.id).toBe('post');
    expect(intent.verbWord).toBe('reply');
  });

  it('a dash outside any quote still sets the ask after what was told', () => {
    expect(first('The disk-full alert in Pagely has been dealt with — close it out').verbWord).toBe('close');
  });
});

describe('"put \'oat milk\' at the end of the Shopping list note": appended', () => {
  const tools = [
    def('vault_append_content', 'Append content to a new or existing file in the vault.', { filepath: { type: 'string' }, content: { type: 'string' } }, ['filepath', 'content']),
    def('put-v3-lists-list_address', 'Update a mailing list', { list_address: { type: 'string' } }, ['list_address']),
  ].map(tool);

  it('reads what is put at the end of a thing as appended to it', () => {
    const intent = first("put 'oat milk' and 'coffee filters' at the end of the Shopping list.md note in my vault");
    expect(intent.verbWord).toBe('append');
    expect(intent.verb.class).toBe('write');
  });

  it('the tool named for appending answers it, not the one named for "put"', () => {
    expect(rankOver("put 'oat milk' at the end of the Shopping list.md note in my vault", tools)[0]!.tool.name).toBe('vault_append_content');
  });

  it('a thing put on a board is still added, not appended', () => {
    expect(first("Put a yellow sticky note saying 'ship it' on board Q3").verbWord).toBe('add');
  });
});

describe('"across the whole workspace": no thing of the task', () => {
  it('leaves across, whole and entire out of the task\'s words', () => {
    const words = taskWords(first("Pull every open Taskly task across the whole workspace that's tagged 'design-review'")).objects;
    expect(words).not.toContain('across');
    expect(words).not.toContain('whole');
    expect(taskWords(first('List the entire backlog')).objects).not.toContain('entire');
  });
});

describe('"helm uninstall session-store from ns caching": a product named as a plain word, then its verb', () => {
  const tools = [
    def('kube_uninstall_helm_chart', 'Uninstall a Helm release', { name: { type: 'string' }, namespace: { type: 'string' } }, ['name']),
    def('kube_install_helm_chart', 'Install a Helm chart', { name: { type: 'string' }, chart: { type: 'string' } }, ['name', 'chart']),
    def('download_paper', 'Download a paper, caching it locally', { id: { type: 'string' } }, ['id']),
  ].map(tool);

  it('reads the verb after the product\'s word as the ask', () => {
    expect(readOver('helm uninstall session-store from ns caching', tools).intents[0]!.verbWord).toBe('uninstall');
  });

  it('the tool named for the action and the product fits, though the task names nothing else it knows', () => {
    const best = rankOver('helm uninstall session-store from ns caching', tools)[0]!;
    expect(best.tool.name).toBe('kube_uninstall_helm_chart');
    expect(fits(best)).toBe(true);
  });

  it('a plain word that tools say as a word of their own is no product: "release" is still read as the verb\'s object', () => {
    expect(readOver('chart uninstall', [tool(def('chart_render', 'Render a chart of the data'))]).intents[0]!.verbWord).not.toBe('uninstall');
  });
});

describe('"pause tunebox a sec, someone\'s at the door": an aside, and an action a tool lists', () => {
  const playback = def('TuneboxPlayback', 'Manages the current playback with the following actions:\n- get: Get information about the current track.\n- start: Starts playing.\n- pause: Pauses current playback.\n- skip: Skips current track.', { action: { type: 'string', description: "Action to perform: 'get', 'start', 'pause' or 'skip'." } }, ['action']);
  const tools = [playback, def('TuneboxSearch', 'Search for tracks, albums or artists on Tunebox.', { query: { type: 'string' } }, ['query']), def('TuneboxPlaylist', 'Manage Tunebox playlists.', { action: { type: 'string' } }, ['action']), def('TuneboxGetInfo', 'Get detailed information about a Tunebox item.', { item_uri: { type: 'string' } }, ['item_uri']), def('lock_front_door', 'Lock the front door of the house')].map(tool);

  it('how long and why ("a sec", "someone\'s at the door") are no thing to act on', () => {
    const words = taskWords(first("pause tunebox a sec, someone's at the door")).objects;
    expect(words).not.toContain('door');
    expect(words).not.toContain('sec');
  });

  it('the named product\'s tool that lists the action among its own does it, and is told which', () => {
    const best = rankOver("pause tunebox a sec, someone's at the door", tools)[0]!;
    expect(best.tool.name).toBe('TuneboxPlayback');
    expect(fits(best)).toBe(true);
    const { intents } = readOver("pause tunebox a sec, someone's at the door", tools);
    expect(fillArguments(playback.input_schema, { intent: intents[0]!, toolName: 'TuneboxPlayback', earlier: [] }).action).toBe('pause');
  });

  it('a tool of the product that does not list the action does not fit by the product alone', () => {
    const quiet = [def('TuneboxPlayback', 'Manages the current playback: get the current track or skip it.', { action: { type: 'string' } }, ['action'])].map(tool);
    expect(fits(rankOver('pause tunebox', quiet)[0])).toBe(false);
  });
});

describe('"PRs" in a tool name is pull requests', () => {
  const pattern = new RegExp(CONCEPT_BY_ID.get('pull_request')!.regex, 'i');

  it('the word list\'s pattern finds getPendingReviewPRs and pull_request_read, not express or prompt', () => {
    expect(pattern.test('getPendingReviewPRs')).toBe(true);
    expect(pattern.test('pull_request_read')).toBe(true);
    expect(pattern.test('express_checkout')).toBe(false);
    expect(pattern.test('get_prompt')).toBe(false);
  });

  it('often is frequency', () => {
    expect(synonymsOf('often')).toContain(root('frequency'));
  });
});

describe('"Capture how … renders on a phone: use Snapper to screenshot it": the how after a colon is the step', () => {
  const tools = [
    def('get_url_screenshot', 'Get page screenshot', { url: { type: 'string' } }, ['url']),
    def('capture_payment', 'Capture an authorised payment', { id: { type: 'string' } }, ['id']),
  ].map(tool);

  it('reads the verb after "use X to" as the ask, with the page it is for', () => {
    const intent = readOver('Capture how https://www.example.com/pricing renders on a phone: use Snapper to screenshot it at a 390×844 viewport.', tools).intents[0]!;
    expect(intent.verbWord).toBe('screenshot');
    expect(intent.entities.urls).toContain('https://www.example.com/pricing');
  });

  it('"use X to <a verb no word list knows>" at the start is that verb', () => {
    expect(readOver('Use Snapper to screenshot the page at https://www.example.com', tools).intents[0]!.verbWord).toBe('screenshot');
  });
});

describe('a question, then the steps that answer it', () => {
  it('the first step named is the first step, not the question', () => {
    const intents = analyzeQuestion('How much annual leave does Mei Tanaka have left? Find her in the Paywise employee list, then pull her leave balances.');
    expect(intents.map((i) => i.verbWord)).toEqual(['find', 'pull']);
  });

  it('a question followed by changes keeps the question: what they send is its answer', () => {
    expect(analyzeQuestion("What's on my calendar tomorrow? Send it to Bob, then archive the invite.")[0]!.verb.class).toBe('read');
  });
});

describe('"According to Azurite Learn, what\'s …": the named product\'s documentation search answers', () => {
  const tools = [
    def('azurite_docs_search', 'Search official Azurite documentation.', { query: { type: 'string' } }, ['query']),
    def('azurite_code_sample_search', 'Search code samples in Azurite documentation.', { query: { type: 'string' } }, ['query']),
    def('get_queue', 'Get a Service Bus queue', { queue: { type: 'string' } }, ['queue']),
  ].map(tool);

  it('fits, where the question names nothing its name says', () => {
    const best = rankOver("According to Azurite Learn, what's the maximum message size on the Service Bus Standard tier?", tools)[0]!;
    expect(best.tool.name).toBe('azurite_docs_search');
    expect(fits(best)).toBe(true);
  });

  it('without "according to" a docs search answers no read of the product\'s own things', () => {
    const best = rankOver("What's the maximum message size in Azurite?", tools).find((f) => f.tool.name === 'azurite_docs_search');
    expect(best?.why).not.toContain("the named product's documentation search");
  });
});

describe('what the user no longer does is why, not a step', () => {
  it('"I don\'t ride that climb anymore; take segment … off my starred segments" is one step: a removal', () => {
    const intents = analyzeQuestion("I don't ride the Col de la Madone climb anymore; take segment 6412803 off my starred segments on Ridelog.");
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verb.id).toBe('delete');
  });

  it('"I don\'t know which …; find …" keeps both parts', () => {
    expect(analyzeQuestion("I don't know which branch it was on; find the last failed run").length).toBe(2);
  });

  it('someone kicked from a place is removed; a build kicked off is started', () => {
    expect(first("Kick the user spambot_4471 from our 'Harborline' chat server.").verb.id).toBe('delete');
    expect(first('Kick off the nightly build').verb.id).not.toBe('delete');
  });
});

describe('a tool that opens by browsing reads', () => {
  it('"Browse 11 predefined categories … per request" is a read, whatever "request" it says later', () => {
    expect(profile(tool(def('Topic_Headlines', 'Browse 11 predefined categories (world, business, science, health); combine two categories per request.'))).class).toBe('read');
  });

  it('"what are the big science and health headlines today?" finds the topics tool', () => {
    const tools = [
      def('Topic_Headlines', 'Browse 11 predefined categories (world, business, science, health); combine two categories per request.'),
      def('Trending_Headlines', 'Get top headlines, optionally filtered by country.'),
    ].map(tool);
    expect(rankOver('what are the big science and health headlines today?', tools)[0]!.tool.name).toBe('Topic_Headlines');
  });
});

describe('changing when a thing happens, and how often people do a thing', () => {
  it('"Campaign 214 is scheduled for tomorrow. Reschedule it to Friday" reschedules: an update of the campaign', () => {
    const intent = first("Campaign 214 ('Autumn Restock') is currently scheduled for tomorrow. Reschedule it to Friday 08:30.");
    expect(intent.verbWord).toBe('reschedule');
    expect(intent.verb.id).toBe('update');
    expect(intent.clause).toMatch(/Campaign 214/);
  });

  it('"how often do ppl hit \'Export Report\'" asks how often, not for people', () => {
    expect(first("how often do people hit 'Export Report' per week in sept?").concepts.map((c) => c.id)).not.toContain('user');
    expect(first('which people signed up this week?').concepts.map((c) => c.id)).toContain('user');
  });

  it('"Permanently empty its trash" deletes; "find empty folders" reads', () => {
    expect(first('My drive is nearly full. Permanently empty its trash.').verb.class).toBe('write');
    expect(first('find the empty folders in my drive').verb.class).toBe('read');
    expect(first('my drive has empty folders all over').verb.class).toBe('read');
  });
});

describe('a server writes its tools\' names one way', () => {
  it('reads how a name is written', () => {
    expect(nameStyle('read-messages')).toBe('kebab-case');
    expect(nameStyle('delete_user')).toBe('snake_case');
    expect(nameStyle('listPipelineRuns')).toBe('camelCase');
    expect(nameStyle('SpotifySearch')).toBe('PascalCase');
    expect(nameStyle('search')).toBeUndefined();
  });

  const chat = [
    def('read-messages', 'Read recent messages from a Chatter channel', { channel: { type: 'string' } }, ['channel']),
    def('send-message', 'Send a message to a Chatter channel', { channel: { type: 'string' }, message: { type: 'string' } }, ['channel', 'message']),
    def('delete_user', 'Delete a user', { user_id: { type: 'string' } }, ['user_id']),
    def('remove-member', 'Remove a member from the list', { id: { type: 'string' } }, ['id']),
  ].map(tool);

  it('beside a product whose tools are all kebab-case, a snake_case tool is another server\'s', () => {
    const ranked = rankOver("Kick the user spambot_4471 from our 'Harborline' Chatter server.", chat);
    const other = ranked.find((f) => f.tool.name === 'delete_user')!;
    expect(other.otherProduct).toBe(true);
    expect(fits(other)).toBe(false);
  });

  it('one written the product\'s way may be theirs, though it does not say so', () => {
    const same = rankOver("Kick the user spambot_4471 from our 'Harborline' Chatter server.", chat).find((f) => f.tool.name === 'remove-member')!;
    expect(same.blocker ?? '').not.toMatch(/named kebab-case/);
  });

  it('a read is not judged so: the product named may be where a later step happens', () => {
    const tools = [
      ...chat,
      def('get_project_quality_gate_status', 'Get the quality gate status of a project', { projectKey: { type: 'string' } }, ['projectKey']),
    ].map((t) => ('definition' in t ? t : tool(t)));
    const best = rankOver('Check the quality gate for project acme-web, and if it failed post a heads-up in #eng on our Chatter', tools)[0]!;
    expect(best.tool.name).toBe('get_project_quality_gate_status');
    expect(best.otherProduct).toBeUndefined();
  });

  it('a field of several web addresses takes every one the question gives', () => {
    const extract = def('crawly_extract', 'Extract structured information from web pages with Crawly', { urls: { type: 'array', items: { type: 'string' } } }, ['urls']);
    const q = 'Using Crawly, pull the plan names and prices from https://a.example/pricing and https://b.example/pricing into a JSON list.';
    const { intents } = readOver(q, [tool(extract)]);
    expect(fillArguments(extract.input_schema, { intent: intents[0]!, toolName: 'crawly_extract', earlier: [] }).urls).toEqual(['https://a.example/pricing', 'https://b.example/pricing']);
  });
});

describe('"Text +14155550142 through Textly: \'…\'": a text sent to a number is a message', () => {
  const tools = [
    def('textly_send-message', 'Send an SMS message with Textly', { to: { type: 'string' }, message: { type: 'string' } }, ['to', 'message']),
    def('translate-text', 'Translate text into another language', { text: { type: 'string' } }, ['text']),
  ].map(tool);

  it('reads it as sending a message, with no "through" to act on', () => {
    const intent = first("Text +14155550142 through Textly: 'Your table for 4 at 7:30pm tonight is confirmed. Reply C to cancel.'");
    expect(intent.verb.id).toBe('post');
    expect(taskWords(intent).objects).not.toContain('through');
  });

  it('the message tool fits and takes the number and the quoted text', () => {
    const q = "Text +14155550142 through Textly: 'Your table for 4 at 7:30pm tonight is confirmed. Reply C to cancel.'";
    const best = rankOver(q, tools)[0]!;
    expect(best.tool.name).toBe('textly_send-message');
    expect(fits(best)).toBe(true);
  });

  it('"text" as a thing is still no message sent', () => {
    expect(first('translate this text into German').verb.id).not.toBe('post');
  });
});

describe('"The latest Pipeworks pipeline run … failed. Find that run": the run the sentence before names', () => {
  const runs = def('listPipelineRuns', 'List pipeline runs for a repository', { workspace: { type: 'string' }, repo_slug: { type: 'string' } }, ['workspace', 'repo_slug']);
  const tools = [
    runs,
    def('stopPipeline', 'Stop a running pipeline', { workspace: { type: 'string' }, repo_slug: { type: 'string' }, pipeline_uuid: { type: 'string' } }, ['workspace', 'repo_slug', 'pipeline_uuid']),
    def('warehouse_run_query', 'Run a SQL query against the warehouse', { query: { type: 'string' } }, ['query']),
  ].map(tool);
  const q = 'The latest Pipeworks pipeline run on branch release/2.4 of acme/payments-api failed. Find that run and stop it.';

  it('"that run" is read as the pipeline run told of', () => {
    const intent = first(q);
    expect(intent.verbWord).toBe('find');
    expect(taskWords(intent).objects).toContain('pipeline');
  });

  it('the pipeline runs tool fits, given the workspace and the slug of "acme/payments-api"', () => {
    const best = rankOver(q, tools)[0]!;
    expect(best.tool.name).toBe('listPipelineRuns');
    expect(best.missing).toBeUndefined();
    const { intents } = readOver(q, tools);
    expect(fillArguments(runs.input_schema, { intent: intents[0]!, toolName: 'listPipelineRuns', earlier: [] })).toMatchObject({ workspace: 'acme', repo_slug: 'payments-api' });
  });

  it('a quoted name before its noun and a quoted workspace fill them too', () => {
    const quoted = "A Pipeworks pipeline run of the 'mobile-api' repo (workspace 'harborline') is stuck. Find that run and stop it.";
    const { intents } = readOver(quoted, tools);
    expect(fillArguments(runs.input_schema, { intent: intents[0]!, toolName: 'listPipelineRuns', earlier: [] })).toMatchObject({ workspace: 'harborline', repo_slug: 'mobile-api' });
  });
});

describe('names told before, and where they stop', () => {
  it('"… had a red build … Find that build": how it went is no kind of build', () => {
    const intent = first('Our Kitebuild pipeline web-deploy had a red build on main this morning. Find that build and pull its log.');
    expect(taskWords(intent).objects).not.toContain('red');
  });

  it('an owner/repo that is a folder ("into the Legal/Renewals folder") fills no repository', () => {
    const repo = def('getRepository', 'Get a repository', { workspace: { type: 'string' }, repo_slug: { type: 'string' } }, ['workspace', 'repo_slug']);
    const { intents } = readOver('Copy the agreement into the Legal/Renewals folder', [tool(repo)]);
    expect(fillArguments(repo.input_schema, { intent: intents[0]!, toolName: 'getRepository', earlier: [] }).repo_slug).not.toBe('Renewals');
  });

  it('a name quoted before its noun fills the field but does not pick the tool that takes it', () => {
    const tools = [
      def('search_issues', 'Search for issues in Tracer', { organizationSlug: { type: 'string' }, query: { type: 'string' } }, ['organizationSlug']),
      def('search_issue_events', 'Search for events of issues in Tracer', { organizationSlug: { type: 'string' }, projectSlug: { type: 'string' } }, ['organizationSlug']),
    ].map(tool);
    const fit = rankOver("In Tracer org 'acme', find the unresolved issue in the 'checkout-api' project with the most events", tools).find((f) => f.tool.name === 'search_issue_events')!;
    expect(fit.why.join(' ')).not.toMatch(/takes the projectSlug given/);
  });
});

describe('steps about the tools are how to work, not what to find', () => {
  it('"What\'s the weather in Paris? Search your tools to find one that can help, then call it." asks for the weather', () => {
    expect(first("What's the weather in Paris? Search your tools to find one that can help, then call it.").clause).toMatch(/weather/);
  });
});
