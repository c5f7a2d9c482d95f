import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { extractEntities } from './entities';
import { ownWordQuery } from './own-queries';
import { mentionsProduct, requestVocabulary } from './products';
import { bestEvidence, EVIDENCE_FLOOR, rankTools } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a mail service, a CI service, a translator, an issue tracker, a weather service,
// a meeting recorder, a task board, a headless browser, a CMS, a database client, a calendar, a page renderer, a to-do
// app, a segment tracker, a maps app.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('what the question asks, read from its words', () => {
  it('"Our invoicing worker needs its own Mailo key. Look up …": what a thing of ours needs, or what the user cannot recall, is told', () => {
    expect(first("Our invoicing worker needs its own Mailo key. Look up the sending domain billing.kestrel.io in Mailo, then create a key for it.").verbWord).toBe('look up');
    const slug = first("I don't remember the exact Buildy slug for our ledger-web repo. List the projects I follow on Buildy, pick that one out");
    expect(slug.verbWord).toBe('list');
    expect(slug.verb.class).toBe('read');
    // What the user does remember is no told sentence: "remember" asks to keep it.
    expect(first('Remember that my wife is allergic to peanuts.').verb.id).toBe('create');
  });

  it('"which languages can lingo translate into": the things something can do with are listed, and "into" them they are targets', () => {
    const step = first('which languages can lingo translate into');
    expect(step.verb.id).toBe('list');
    expect(step.words).toContain('target');
    expect(step.words).not.toContain('translate');
    expect(first('which formats can pressly export').verb.id).toBe('list');
    const tools = [
      def('translate-text', 'Translate text to a target language using the Lingo API; the available languages are listed by get-target-languages.', { text: { type: 'string' }, targetLang: { type: 'string' } }, ['text', 'targetLang']),
      def('get-target-languages', 'Get list of available target languages for translation'),
      def('get-source-languages', 'Get list of available source languages for translation'),
    ].map(tool);
    expect(rankOver('which languages can lingo translate into', tools)[0]!.tool.name).toBe('get-target-languages');
    // A question that asks the doing itself stays it.
    expect(first('translate "good morning" into Japanese').verb.class).not.toBe('read');
  });

  it('"lnear open regressions?": regressions are issues', () => {
    expect(first('any open regressions on the tracker?').concepts.map((c) => c.id)).toContain('issue');
    // One regression run over data is no issue.
    expect(first('run a regression of price on size').concepts.map((c) => c.id)).not.toContain('issue');
  });

  it('"thinking of biking … tomorrow. am I going to get soaked?": what the user asks of their own lot after a plan is the question, and a soaking is weather', () => {
    const step = first('thinking of biking to the office in Utrecht tomorrow. am I going to get soaked?');
    expect(step.concepts.map((c) => c.id)).toContain('forecast');
    expect(step.words).not.toContain('biking');
    // The place and the day stay values of the question.
    expect(step.entities.places.map((p) => p.display)).toContain('Utrecht');
    const tools = [
      def('get_weather_details', 'Get current weather details and conditions for a city', { city: { type: 'string' } }, ['city']),
      def('get_air_quality', 'Get the air quality index for a city', { city: { type: 'string' } }, ['city']),
    ].map(tool);
    const ranked = rankOver('thinking of biking to the office in Utrecht tomorrow. am I going to get soaked?', tools);
    expect(ranked[0]!.tool.name).toBe('get_weather_details');
    expect(ranked[0]!.objectHit).toBe(true);
    // "tomorrow" alone is no weather.
    expect(first('book a table for two tomorrow').concepts.map((c) => c.id)).not.toContain('forecast');
  });

  it('"zoom transcrpt of tuesdays vendor call": the last word of what something is "of" is no verb', () => {
    expect(first('the transcript of tuesdays vendor call').verb.class).toBe('read');
    // A call asked for after "of" in its own clause is still one: "call the head of sales".
    expect(first('call the head of sales').verb.class).toBe('write');
  });

  it('"our voucher code WINTER26-HL": a code that is a value is no source code, and "type … into" several words on is typing', () => {
    const step = first('Puppety already has the checkout page open. Type the voucher code WINTER26-HL into the input#promo-code field.');
    expect(step.verbWord).toBe('type');
    expect(step.concepts.map((c) => c.id)).not.toContain('code');
    expect(first('show me the code of the login handler').concepts.map((c) => c.id)).toContain('code');
  });

  it('"events mentioning \'Halden rollout\'": things other than messages that mention something are filtered by it', () => {
    expect(first("Search my primary calendar for events mentioning 'Halden rollout'").concepts.map((c) => c.id)).not.toContain('message');
    expect(first("find messages mentioning 'Halden rollout'").concepts.map((c) => c.id)).toContain('message');
    expect(first('What has the team been discussing in #product lately?').concepts[0]!.id).toBe('message');
  });

  it('"Point the database tool at our replica …: connect to postgresql://…": an unknown verb before a colon gives way to the step after it', () => {
    const q = 'Point the database tool at our reporting replica instead of the current connection: connect to postgresql://report_ro:Qx7v@10.12.4.30:5432/analytics so that the next queries run against it.';
    const step = first(q);
    expect(step.verbWord).toBe('connect');
    const connect = def('connect_to_database', 'Connect to a database with a connection string', { connection_string: { type: 'string' } }, ['connection_string']);
    expect(fillArguments(connect.input_schema, { intent: step, toolName: connect.name, earlier: [] }).connection_string).toBe('postgresql://report_ro:Qx7v@10.12.4.30:5432/analytics');
    // A browser pointed at an address still goes there.
    expect(first('Point Puppety at https://example.org/login: click the Sign in button').verbWord).toBe('navigate');
  });

  it('"edit the \'author\' entry blt…: set its job_title … and replace its bio …": a change whose fields follow the colon is one change of what the heading names', () => {
    const steps = analyzeQuestion("In Stacky, edit the 'author' entry blt3e9d0c7a: set its job_title to 'Principal Engineer' and replace its bio with 'Writes about systems.'");
    expect(steps[0]!.verbWord).toBe('edit');
    expect(steps[0]!.words).toContain('entry');
    expect(steps[0]!.words).not.toContain('job');
    // A heading with its own steps after the colon still gives way to them.
    expect(first('Review pull request #412: check which files it changes and approve it').verbWord).not.toBe('review');
  });

  it('"capture https://… at a 1280×720 viewport": a page captured is a screenshot, a read; what marketing says after it is no step', () => {
    const steps = analyzeQuestion("Use Renderly's browser rendering to capture https://www.fjordline.no/booking at a 1280×720 viewport; marketing says the date picker overlaps the footer at that size and I want to see it.");
    expect(steps).toHaveLength(1);
    expect(steps[0]!.verb.class).toBe('read');
    expect(steps[0]!.verb.tool).toContain('screenshot');
    expect(analyzeQuestion("Close the sprint; I'll need you to list what was left open.")).toHaveLength(2);
  });

  it('", the pharmacy did it as a walk-in anyway": what someone else already did, after the task, is no word of it; a quoted name with spaces fills a name field', () => {
    const q = "drop the 'book flu jab' task from my todo app, the pharmacy did it as a walk-in anyway";
    expect(taskWords(first(q)).objects).not.toContain('pharmacy');
    const remove = def('delete_task', 'Delete a task by its name', { task_name: { type: 'string' } }, ['task_name']);
    expect(fillArguments(remove.input_schema, { intent: first(q), toolName: remove.name, earlier: [] }).task_name).toBe('book flu jab');
  });

  it('"the ID of the sending domain": "of" is no id; a person looked up by their address is one thing', () => {
    expect(extractEntities('Look up the ID of the sending domain billing.kestrel.io').entities.ids).toEqual([]);
    expect(extractEntities('(the document id is her UID)').entities.ids).toEqual([]);
    expect(extractEntities('delete the row with id 8f2e-41').entities.ids).toEqual(['8f2e-41']);
    expect(extractEntities('can you lift that downtime? the id is 3917284051').entities.ids).toEqual(['3917284051']);
    expect(first('Our customer jane.doe@lumen.app paid for an upgrade. Look her up in Authy to get her UID.').specific).toBe(true);
    expect(first('Look her up in Authy to get her UID.').specific).toBe(false);
  });

  it('"pin it on my segmently": a thing pinned is starred', () => {
    const step = first('can you pin segment 17845512 on my segmently?');
    expect(step.verb.id).toBe('star');
    const tools = [
      def('star-segment', 'Star or unstar a segment for the athlete', { segmentId: { type: 'number' }, starred: { type: 'boolean' } }, ['segmentId']),
      def('get-segment', 'Get one segment by its id', { segmentId: { type: 'number' } }, ['segmentId']),
    ].map(tool);
    expect(rankOver('can you pin segment 17845512 on my segmently?', tools)[0]!.tool.name).toBe('star-segment');
  });

  it('"Before we pin lodash 4.17.20 in our npm lockfile, check …": a stop inside a version ends no sentence, and what comes before is no step', () => {
    const step = first('Before we pin lodash 4.17.20 in our npm lockfile, check with Froggy whether that exact version has any known vulnerabilities');
    expect(step.verbWord).toBe('check');
  });
});

describe('among what was loaded', () => {
  it('"Move the unfinished tasks 86c1qa01x, 86c1qa02m and 86c1qa07p … in one go": several things changed at once go to a tool for many', () => {
    const tools = [
      def('move_task', 'Move a task to a different list', { taskId: { type: 'string' }, listName: { type: 'string' } }, ['taskId']),
      def('move_bulk_tasks', 'Move several tasks to a list at once', { tasks: { type: 'array', items: { type: 'object' } }, listName: { type: 'string' } }, ['tasks']),
    ].map(tool);
    const q = "Move the unfinished tasks 86c1qa01x, 86c1qa02m and 86c1qa07p into the list 'Backlog' in one go";
    expect(rankOver(q, tools)[0]!.tool.name).toBe('move_bulk_tasks');
    expect(rankOver("Move task 86c1qa01x into the list 'Backlog'", tools)[0]!.tool.name).toBe('move_task');
  });

  it('"lnear open regressions": a product its own tools carry as a prefix, named by an English word, is said by a description only as a name', () => {
    const regression = tool(def('regression_analysis', 'Performs linear regression between two columns of a table', { x: { type: 'string' } }));
    const issues = tool(def('linear_search_issues', 'Search issues in Linear', { query: { type: 'string' } }));
    expect(mentionsProduct(regression, 'linear', [], true)).toBe(false);
    expect(mentionsProduct(regression, 'linear')).toBe(true);
    expect(mentionsProduct(issues, 'linear', [], true)).toBe(true);
    // A file's extension writes the name too ("a .sketchy file").
    expect(mentionsProduct(tool(def('import_scene', 'Import elements from a .sketchy JSON file')), 'sketchy', [], true)).toBe(true);
    const tools = [regression, issues, tool(def('linear_get_issue', 'Get an issue in Linear by its id', { id: { type: 'string' } }, ['id']))];
    expect(rankOver('linear open regressions?', tools)[0]!.tool.name).toBe('linear_search_issues');
    // A word only a description capitalises ("a Room Tab"), no prefix of names, is still said in lower case ("the living room").
    const lamp = tool(def('call_service', 'Call a service of the house, such as turning on the living room light', { domain: { type: 'string' } }));
    expect(mentionsProduct(lamp, 'room', [], false)).toBe(true);
    const house = [lamp, tool(def('update_room_tab', 'Update a Room Tab in Chatty', { tabId: { type: 'string' } }, ['tabId'])), tool(def('delete_room_tab', 'Delete a Room Tab in Chatty', { tabId: { type: 'string' } }, ['tabId']))];
    const vocabulary = requestVocabulary(house);
    const { intents, words } = readOver('Turn on the living room light', house);
    const ranked = rankTools(house, intents[0]!, [], words, vocabulary.isProduct);
    expect(ranked.find((f) => f.tool.name === 'call_service')!.onProduct).toBe(true);
  });

  it('"my primary calendar": an example a field\'s form quotes, said by the question, fills it', () => {
    const search = def('search-events', 'Search events in a calendar', {
      calendarId: { description: 'Calendar identifier(s) to search.', anyOf: [{ type: 'string', description: "Calendar IDs (e.g., 'primary', 'user@gmail.com')" }, { type: 'array', items: { type: 'string' } }] },
      query: { type: 'string' },
    }, ['calendarId']);
    const q = "Search my primary calendar for events mentioning 'Halden rollout'";
    const fit = rankOver(q, [tool(search)])[0]!;
    expect(fit.missing ?? []).not.toContain('calendarId');
    const args = fillArguments(search.input_schema, { intent: first(q), toolName: search.name, earlier: [] });
    expect(args.calendarId).toBe('primary');
    // What the events mention is what they are searched by.
    expect(args.query).toBe('Halden rollout');
  });

  it('"zoom transcript of tuesdays vendor call": a uuid the question lacks is an id it cannot fill', () => {
    const tools = [
      def('get_transcript', 'Get the full transcript for a meeting', { instance_uuid: { type: 'string', description: 'The meeting instance UUID' } }, ['instance_uuid']),
      def('search_meetings', 'Search across your meeting transcripts for keywords', { query: { type: 'string' } }, ['query']),
    ].map(tool);
    const ranked = rankOver('recorder transcript of tuesdays vendor call', tools);
    expect(ranked.find((f) => f.tool.name === 'get_transcript')!.missing).toEqual(['instance_uuid']);
    expect(ranked[0]!.tool.name).toBe('search_meetings');
  });

  it('"How many Anki reviews did I do …": a tool about another thing, whose name says the task\'s word only to modify it, is no best guess', () => {
    const tools = [def('getPendingReviewPRs', 'List the pull requests waiting for my review')].map(tool);
    const ranked = rankOver('How many Flashy reviews did I do last month?', tools);
    expect(ranked[0]!.modifiesOther).toBe(true);
    expect(bestEvidence(ranked)).toBeUndefined();
    expect(bestEvidence([{ ...ranked[0]!, modifiesOther: false, score: EVIDENCE_FLOOR + 2, actionOk: true, evidence: ['reviews'] }])).toBeDefined();
  });

  it('"Save Café Sperl … to my \'Want to go\' list": a word that names no thing, shared alone, is no evidence for a best guess', () => {
    const tools = [def('manage-accounts', 'Manage accounts: list, add or remove them', { action: { type: 'string' } }, ['action'])].map(tool);
    const { intents, words } = readOver("Save Café Sperl in Vienna to my 'Want to go' list on Mappy.", tools);
    const ranked = rankTools(tools, intents[0]!, [], words);
    expect(ranked[0]!.evidence).toEqual(['list']);
    expect(ranked[0]!.actionOk).toBe(true);
    // Above the floor a guess needs, only its evidence tells: "list" alone is none, a thing's word is.
    const guess = { ...ranked[0]!, score: EVIDENCE_FLOOR + 2 };
    expect(bestEvidence([guess])).toBeUndefined();
    expect(bestEvidence([{ ...guess, evidence: ['accounts'] }])).toBeDefined();
  });
});

describe('regex queries', () => {
  it('"With the Playwrighty HTTP tools, send a DELETE request …": a change its name says alone after the prefix stays in reach', () => {
    // "delete" names many tools of other servers, so the action alone narrows nothing: it is asked beside a thing, or alone after the prefix.
    const tools = [
      ...['delete', 'get', 'post', 'click', 'fill', 'navigate', 'screenshot', 'expect_response', 'assert_response'].map((verb) => tool(def(`playwrighty_${verb}`, `Perform an HTTP ${verb} request with Playwrighty`))),
      ...Array.from({ length: 40 }, (_, i) => tool(def(`delete_${['file', 'row', 'user', 'page', 'tag', 'note', 'team', 'board'][i % 8]}_${i}`, 'Delete a thing.'))),
    ];
    const { intents, words } = readOver('With the Playwrighty HTTP tools, send a DELETE request to https://api.example.org/v1/fixtures/batch-7731 so the fixtures are removed', tools);
    const query = ownWordQuery(intents[0]!, 'regex', words)!;
    expect(new RegExp(query.replace(/^\(\?i\)/, ''), 'i').test('playwrighty_delete')).toBe(true);
    expect(new RegExp(query.replace(/^\(\?i\)/, ''), 'i').test('playwrighty_delete_cookies_and_storage')).toBe(false);
    expect(query.length).toBeLessThanOrEqual(200);
  });
});

