import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { domainFit } from './domain-fit';
import { productPhrases, requestVocabulary, withProducts } from './products';
import { searchQueries } from './queries';
import { fits, rankTools } from './rank';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a translator, a calendar, a weather service, a notes app, a file store with a
// search, a news site, a shop, a meeting recorder, a code host, a warehouse and a link sharer.

const first = (q: string) => analyzeQuestion(q)[0]!;
const top = (question: string, tools: ReturnType<typeof tool>[]) => {
  const { intent, words } = intentOver(question, tools);
  return rankTools(tools, intent, [], words)[0]!;
};

describe('"can u put this in German for my boss: …"', () => {
  const translator = def('translate-text', 'Translate text to a target language using Wordly.', { text: { type: 'string' }, targetLangCode: { type: 'string', description: "target language code, ISO-639-1 (e.g. 'en-US', 'de')" } }, ['text', 'targetLangCode']);
  const question = 'can u put this in german for my boss: "Hi Markus, the shipment will arrive two days late."';

  it('translates a text: whom it is for is no word of what is translated', () => {
    const intent = first(question);
    expect(intent.verbWord).toBe('translate');
    expect(taskWords(intent).objects).toEqual(['text']);
  });

  it('the translator fits, and the language is given as the field takes it: a code', () => {
    const tools = [translator].map(tool);
    const best = top(question, tools);
    expect(best.tool.name).toBe('translate-text');
    expect(fits(best)).toBe(true);
    const input = fillArguments(translator.input_schema, { intent: first(question), toolName: 'translate-text', earlier: [] });
    expect(input.targetLangCode).toBe('de');
  });

  it('"put the app in maintenance mode" is still a change of its setting', () => {
    expect(first('put the app in maintenance mode').verb.id).toBe('update');
  });
});

describe('an event somewhere ("lunch with sam on my calendar friday, at the thai place")', () => {
  const event = def('create-event', 'Create a calendar event', { calendarId: { type: 'string', description: "ID of the calendar (use 'primary' for the main calendar)" }, summary: { type: 'string' }, location: { type: 'string' } }, ['calendarId', 'summary']);

  it('where it happens is a value the tool takes, not a setting it lacks', () => {
    const intent = first('put lunch with sam on my calendar friday 12:30, at the thai place on 5th');
    const task = taskWords(intent);
    expect(domainFit(tool(event), intent, task, ['calendar']).mismatch).toBeUndefined();
    const table = def('create_table', 'Create a new table in the SQLite database', { name: { type: 'string' } }, ['name']);
    expect(domainFit(tool(table), first('book a table for two at an italian restaurant'), taskWords(first('book a table for two at an italian restaurant')), ['table']).mismatch).toBeDefined();
  });

  it('"my calendar" is the one its description names the user\'s own by', () => {
    const intent = first('put lunch with sam on my calendar friday 12:30, at the thai place on 5th');
    expect(fillArguments(event.input_schema, { intent, toolName: 'create-event', earlier: [] }).calendarId).toBe('primary');
    const best = top('put lunch with sam on my calendar friday 12:30, at the thai place on 5th', [event].map(tool));
    expect(best.rejected).toBeUndefined();
    expect(best.missing).toBeUndefined();
  });
});

describe('days ahead ("gonna rain the next few days?")', () => {
  const tools = [
    def('get_current_weather', 'Get current weather information for a specified city.', { city: { type: 'string' } }, ['city']),
    def('get_weather_details', 'Get detailed weather information for a specified city as structured JSON data.', { city: { type: 'string' }, include_forecast: { type: 'boolean' } }, ['city']),
  ].map(tool);

  it('a tool named for now answers another time; one that takes a forecast answers it', () => {
    expect(top('is it gonna rain in lisbon the next few days?', tools).tool.name).toBe('get_weather_details');
    expect(top('is it raining in lisbon right now?', tools).tool.name).toBe('get_current_weather');
  });

  it('of two tools named for no time, the one that takes a forecast', () => {
    const two = [def('get_weather', 'Get weather for a city', { city: { type: 'string' } }, ['city']), def('get_weather_details', 'Get weather for a city', { city: { type: 'string' }, include_forecast: { type: 'boolean' } }, ['city'])].map(tool);
    expect(top('rain in lisbon tomorrow?', two).tool.name).toBe('get_weather_details');
  });
});

describe('a text to look for ("notes that mention \'sourdough starter\'")', () => {
  it('a tool that takes the text finds it', () => {
    const tools = [def('get_notes', 'get all notes', {}), def('get_notes_like', 'get notes that include a string like', { like: { type: 'string' } }, ['like'])].map(tool);
    const { intent, words } = intentOver('Find my notes that mention "sourdough starter".', tools);
    const like = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'get_notes_like')!;
    expect(like.why).toContain('takes the text to look for');
  });
});

describe('a product named in two words ("Search Filebox Drive for …")', () => {
  const tools = [
    def('filebox-search', 'Search the web with Filebox', { query: { type: 'string' } }, ['query']),
    def('fbdrive_search', 'Search for files in Filebox Drive', { query: { type: 'string' } }, ['query']),
    def('list_sheets', 'List spreadsheets', {}),
  ].map(tool);
  const question = 'Search Filebox Drive for the "Q2 2025 board deck".';

  it('is read as the two words', () => {
    const { intent } = intentOver(question, tools);
    expect(productPhrases(intent)).toContainEqual(['filebox', 'drive']);
  });

  it('the tool whose description writes the name is its search; the one named for its first word alone is not', () => {
    const best = top(question, tools);
    expect(best.tool.name).toBe('fbdrive_search');
    expect(fits(best)).toBe(true);
  });

  it('decides between two searches of the product: the one that says the name whole, not the one named for its first word', () => {
    const two = [def('filebox-search', 'Search the web with Filebox', { query: { type: 'string' } }, ['query']), def('search_files', 'Search for files in Filebox Drive', { query: { type: 'string' } }, ['query'])].map(tool);
    expect(top(question, two).tool.name).toBe('search_files');
    // Both reasons are the decisions panel's: one says the name whole, the other only its first word.
    const { intent, words } = intentOver(question, two);
    const ranked = rankTools(two, intent, [], words);
    expect(ranked.find((f) => f.tool.name === 'search_files')!.why).toContain('says "filebox drive" as a name');
    expect(ranked.find((f) => f.tool.name === 'filebox-search')!.why).toContain('named for "filebox" alone');
  });

  it('a prefix its name alone says is whose it is: the product\'s search tool answers any read of it', () => {
    const two = [def('fbdrive_search', 'Search for files in the Filebox store', { query: { type: 'string' } }, ['query']), def('list_files', 'List files in Filebox Drive', {})].map(tool);
    const best = top(question, two);
    expect(best.tool.name).toBe('fbdrive_search');
    expect(best.why).toContain("the named product's search tool");
  });

  it('regex searches the name as written when nothing else narrows it', () => {
    const many = [...tools, ...Array.from({ length: 40 }, (_, i) => def(`tool_${i}`, `A Filebox tool, number ${i}`, {}))].map((t) => ('definition' in t ? t : tool(t)));
    const { intent, words } = intentOver(question, many);
    // Both words products (as "Google" and "Drive" are of a large request): no other word narrows the search.
    expect(searchQueries({ ...intent, products: ['filebox', 'drive'], words: intent.words.filter((w) => w !== 'drive'), literals: intent.literals.filter((w) => !w.startsWith('driv')) }, 'regex', words)).toContain('(?i)filebox\\s*drive');
  });
});

describe('"what are people on Newsly saying about the new Bun release?"', () => {
  const tools = [
    def('search_stories', 'Search stories from Newsly', { query: { type: 'string' } }, ['query']),
    def('get_user_info', 'Get user info from Newsly', { user_name: { type: 'string' } }, ['user_name']),
  ].map(tool);
  const question = 'what are people on newsly saying about the new bun release?';

  it('searches what is said; who says it is no word of it', () => {
    const intent = first(question);
    expect(intent.verb.id).toBe('search');
    expect(taskWords(intent).objects).not.toContain('people');
  });

  it('the named product\'s search finds it', () => {
    const best = top(question, tools);
    expect(best.tool.name).toBe('search_stories');
    expect(fits(best)).toBe(true);
  });
});

describe('a first word no dictionary knows before a plural ("shopify orders not fulfilled yet")', () => {
  it('names a thing to see, not a verb', () => {
    expect(first('shopzo orders not fulfilled yet').verb.class).toBe('read');
    expect(first('refund the last order').verb.class).toBe('write');
  });
});

describe('a listing with nothing to search for ("meetly meetings from last wk")', () => {
  it('"wk" is a week', () => {
    const words = requestWords([def('list_meetings', 'List your meetings', {})].map((d) => ({ name: d.name, definition: d })));
    expect(readSpelling('meetings from last wk', words).question).toBe('meetings from last week');
  });

  it('the tool that lists them, not the one that needs a search text', () => {
    const tools = [
      def('search_meetings', 'Search across your meeting transcripts for keywords.', { query: { type: 'string' }, from_date: { type: 'string' } }, ['query']),
      def('list_meetings', 'List your meetings, past or upcoming.', { from_date: { type: 'string' } }),
    ].map(tool);
    expect(top('meetings from last week', tools).tool.name).toBe('list_meetings');
    const { intent, words } = intentOver('meetings from last week', tools);
    const [search, list] = ['search_meetings', 'list_meetings'].map((name) => rankTools(tools, intent, [], words).find((f) => f.tool.name === name)!);
    expect(search!.score).toBeLessThan(list!.score);
    expect(top('search meetings about the budget', tools).tool.name).toBe('search_meetings');
  });
});

describe('"Create a branch hotfix/login-timeout from main"', () => {
  it('the branch is what is made; its name a value', () => {
    const intent = first('Create a branch hotfix/login-timeout from main in the project acme/web-portal.');
    expect(intent.concepts[0]?.id).toBe('branch');
    expect(intent.entities.branches).toContain('hotfix/login-timeout');
  });
});

describe('"Run this against Warehousely …: SELECT …"', () => {
  const question = 'Run this against Warehousely and give me the counts back: SELECT count() AS views FROM analytics.page_views';

  it('runs the query written out: a read', () => {
    expect(first(question).verb.class).toBe('read');
  });

  it('the query field takes the statement', () => {
    const runQuery = def('warehousely_run_query', 'Run a SQL query on Warehousely', { query: { type: 'string' } }, ['query']);
    expect(fillArguments(runQuery.input_schema, { intent: first(question), toolName: runQuery.name, earlier: [] }).query).toBe('SELECT count() AS views FROM analytics.page_views');
  });
});

describe('"Create a shared link for the folder /Photos"', () => {
  it('the link is what is made, the folder where', () => {
    const tools = [def('get_sharing_link', 'Create or get a shared link to a file or folder', { path: { type: 'string' } }, ['path']), def('get_sharing_links', 'List shared links', {}), def('create_folder', 'Create a folder', { path: { type: 'string' } }, ['path'])].map(tool);
    const vocabulary = requestVocabulary(tools);
    const intent = analyzeQuestion('Create a shared link for the folder /Photos/2025')[0]!;
    expect(intent.directObject).toBe('link');
    expect(withProducts(intent, [], [], vocabulary).verb.class).toBe('write');
  });
});

describe('"In Warehousely, work out which table holds …, check its columns, and then …"', () => {
  it('working something out is a step of its own, first', () => {
    const parts = analyzeQuestion('In Warehousely, work out which table holds our session data, check its columns, and then give me the number of sessions per country.');
    expect(parts[0]!.verbWord).toBe('work out');
    expect(parts.length).toBeGreaterThan(1);
  });
});

describe('"… Look the product up first to get the right variant, and add the note …"', () => {
  it('the look-up said to come first is the first step, the rest after it', () => {
    const parts = analyzeQuestion('Set up a draft order for jane@example.com: 2 pairs of "Crew Socks". Look the product up first to get the right variant, and add the note "Replacement".');
    expect(parts[0]!.verbWord).toBe('look up');
    expect(parts[0]!.verb.class).toBe('read');
    expect(parts[1]!.verb.id).toBe('create');
  });

});

describe('"Post the v3.2 release notes as a new topic in our forum"', () => {
  it('makes the new topic; the notes are what it says', () => {
    const intent = first('Post the v3.2 release notes as a new topic in our Forumly "Announcements" category');
    expect(intent.verb.id).toBe('create');
    expect(intent.words).toContain('topic');
    expect(first('Post the release notes to the #eng channel').verb.id).toBe('post');
  });
});

describe('a product and the word after it that no tool writes as a name ("Tracker project WEB")', () => {
  it('is no name in two words: the product\'s search is not marked down for saying its first word alone', () => {
    const tools = [def('tracker_search', 'Search Tracker issues with a query', { query: { type: 'string' } }, ['query']), def('tracker_get_issue', 'Get a Tracker issue', { issue_key: { type: 'string' } }, ['issue_key'])].map(tool);
    const { intent, words } = intentOver('Find the open bugs in Tracker project WEB', tools);
    const search = rankTools(tools, intent, [], words).find((f) => f.tool.name === 'tracker_search')!;
    expect(search.why.join(' ')).not.toMatch(/alone/);
  });
});

describe('what a branch\'s name leaves behind', () => {
  it('only the word "branch": a #channel taken out stays out ("Message #releases that …")', () => {
    expect(first('Message #releases that version 3.1 is out').concepts.map((c) => c.id)).not.toContain('release');
  });
});

describe('a regex of words many descriptions say ("passing its quality gate")', () => {
  it('asks for the words tools name together, not each alone, when alone they would fill the results', () => {
    const tools = [
      def('get_project_quality_gate_status', 'Get the quality gate status for a project', { projectKey: { type: 'string' } }, ['projectKey']),
      def('list_quality_gates', 'List all quality gates', {}),
      ...Array.from({ length: 30 }, (_, i) => def(`tool_${i}`, `Copies the project's value on to step ${i}`, {})),
    ].map(tool);
    const { intent, words } = intentOver('Is the project billing-api passing its quality gate on the main branch?', tools);
    const together = searchQueries(intent, 'regex', words).find((q) => /qualit\[\\w-\]\*gate/.test(q));
    expect(together).toBeDefined();
    // A word asked with another is not asked alone too: "gate" alone matches "aggregate" and "navigate".
    expect(together).not.toMatch(/[(|]gate[|)]/);
  });
});

describe('"did my landlord email me anything about the inspection?"', () => {
  it('what it is about is looked for: a tool that finds messages before one that lists them', () => {
    const tools = [def('listMessages', 'List the messages in the mailbox', {}), def('findMessage', 'Find messages in the mailbox', { query: { type: 'string' } })].map(tool);
    const find = rankTools(tools, intentOver('did my landlord email me anything about the inspection?', tools).intent, [], intentOver('x', tools).words).find((f) => f.tool.name === 'findMessage')!;
    expect(find.why).toContain('looks for what it is about');
  });
});

describe('a word many descriptions say, where no name says two of the words together ("tickets open in project OPS")', () => {
  it('stays asked: without a pair to ask instead, dropping it loses the tool named for it', () => {
    const tools = [
      def('tracker_get_project_issues', 'Get the issues of a Tracker project', { project_key: { type: 'string' } }, ['project_key']),
      def('tracker_get_ticket', 'Get one ticket', { ticket_id: { type: 'string' } }, ['ticket_id']),
      ...Array.from({ length: 30 }, (_, i) => def(`tool_${i}`, `Copies the project's value on to step ${i}`, {})),
    ].map(tool);
    const { intent, words } = intentOver('Which tickets are open in project OPS?', tools);
    expect(searchQueries(intent, 'regex', words)[0]).toMatch(/project/);
  });
});
