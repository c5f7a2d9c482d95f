import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { def, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { ownFit } from './own-fit';
import { ownWordQuery, ownWords, saysRareWord } from './own-queries';
import { requestVocabulary, withProducts } from './products';
import { searchQueries } from './queries';
import { fits, profile, rankTools } from './rank';
import { idf, rarity, requestWords } from './request-words';

// Catalogs the app does not ship, written the way their public servers describe their tools.

const SECURITY = [
  def('list_lockdown_entities', 'List the hosts and accounts currently in lockdown.'),
  def('list_accounts', 'List the accounts seen on the network.'),
  def('list_hosts', 'List the hosts seen on the network.'),
  def('get_host', 'Get one host by its id.', { host_id: { type: 'string' } }, ['host_id']),
];
const DATA = [
  def('list_jobs', 'Retrieves the jobs of the Keboola project, with their status.'),
  def('run_job', 'Starts a job for a Keboola component configuration.', { component_id: { type: 'string' }, configuration_id: { type: 'string' } }, ['component_id', 'configuration_id']),
  def('list_buckets', 'Lists the storage buckets of the Keboola project.'),
  def('get_bucket', 'Gets one storage bucket of the Keboola project.', { bucket_id: { type: 'string' } }, ['bucket_id']),
];
// Many tools that say "list", "get" and "user", as a large catalog does, and one that says "csv".
const FILLER = Array.from({ length: 200 }, (_, i) => def(`list_user_things_${i}`, `List the user things of kind ${i}. Get each user thing.`));
const IDENTITY = [def('export_users_csv', 'Fetch every user and write them as CSV.'), def('create_group', 'Create a group of users in Okta.'), def('get_user', 'Get one Okta user.')];
const CLUSTER = [
  def('get_pods', 'Get all pods in the Kubernetes namespace.', { namespace: { type: 'string' } }),
  def('delete_resource', 'Delete a Kubernetes resource.', { name: { type: 'string' } }, ['name']),
  def('get_namespaces', 'Get all Kubernetes namespaces.'),
];
const WEB = [def('web_search', 'Search the web for pages about a query.', { query: { type: 'string' } }, ['query'])];
const CHAIN = [def('event_delete_trigger', 'Delete an on-chain event trigger.', { trigger_id: { type: 'string' } }, ['trigger_id']), def('event_list_triggers', 'List the on-chain event triggers.')];

const named = (tools: readonly ToolDefinition[]) => tools.map((d) => ({ name: d.name, definition: d }));
const intentOf = (question: string, tools: readonly ToolDefinition[]) => {
  const vocabulary = requestVocabulary(named(tools));
  return { intent: withProducts(analyzeQuestion(question)[0]!, [], [], vocabulary), vocabulary };
};

describe('the request’s words', () => {
  it('counts a word in tool names and in their texts, inflections included, and weighs the rare ones', () => {
    const words = requestWords(named([...SECURITY, ...FILLER]));
    expect(words.counts('lockdown')).toEqual({ names: 1, texts: 1 });
    expect(words.counts('host')).toEqual({ names: 2, texts: 3 });
    expect(words.counts('pizza')).toEqual({ names: 0, texts: 0 });
    expect(idf(words, 'lockdown')).toBeGreaterThan(idf(words, 'host'));
    expect(idf(words, 'pizza')).toBe(0);
    // A word one tool in twenty says or more is common: no rarity.
    expect(rarity(words, 'user')).toBe(0);
    expect(rarity(words, 'lockdown')).toBeGreaterThan(0);
  });
});

describe('the first search, from the question’s own words', () => {
  it('keeps the words the request’s tools say, drops the ones none says, and leads with them when one is rare', () => {
    const tools = [...SECURITY, ...FILLER];
    const { intent, vocabulary } = intentOf('List the hosts and accounts that are currently in lockdown', tools);
    const own = ownWords(intent, vocabulary.words);
    expect(own.map((o) => o.stem)).toEqual(['list', 'host', 'account', 'lockdown']);
    expect(saysRareWord(own)).toBe(true);
    // A read's verb is how people ask, not what tools are named for: the objects alone.
    expect(ownWordQuery(intent, 'regex', vocabulary.words)).toBe('(?i)(host|account|lockdown)');
    // The word list reads accounts as users, a common object: its phrase rides along as an alternative.
    expect(ownWordQuery(intent, 'bm25', vocabulary.words)).toBe('list hosts accounts lockdown users');
    // The first regex is led by them; the word list's reading (accounts as users) rides along in the same pattern.
    expect(searchQueries(intent, 'regex', vocabulary.words)[0]).toMatch(/^\(\?i\)\(host\|account\|lockdown\)\|.*users\?/);
  });

  it('the word list’s reading is the alternative, not the lead: Keboola jobs are searched as jobs, not as workflow runs', () => {
    const tools = [...DATA, ...FILLER];
    const { intent, vocabulary } = intentOf('Which Keboola jobs failed recently?', tools);
    expect(intent.products).toEqual(['keboola']);
    const [first, ...rest] = searchQueries(intent, 'bm25', vocabulary.words);
    expect(first).toBe('keboola jobs');
    expect(rest.join(' ; ')).toMatch(/workflow/);
    expect(searchQueries(intent, 'regex', vocabulary.words)[0]).toBe('(?i)(job)');
  });

  it('when more names say its words than a search returns, a regex asks for names that say two of them together', () => {
    const many = [
      ...Array.from({ length: 12 }, (_, i) => def(`list_member_records_${i}`, `List the member records of kind ${i}.`)),
      ...Array.from({ length: 12 }, (_, i) => def(`get_group_settings_${i}`, `Get the settings of group kind ${i}.`)),
      def('get_member_groups', 'Get the groups a member belongs to.'),
    ];
    const { intent, vocabulary } = intentOf('Which groups is member m_12 in?', many);
    const pattern = ownWordQuery(intent, 'regex', vocabulary.words)!;
    expect(pattern).toBe('(?i)(group[\\w-]*member|member[\\w-]*group)');
    const regex = new RegExp(pattern.slice(4), 'i');
    expect(many.filter((d) => regex.test(d.name)).map((d) => d.name)).toEqual(['get_member_groups']);
    // Few names say them: the plain alternation, which also finds the tools that say one.
    const few = [...many.slice(0, 3), ...many.slice(12, 15), many[24]!, ...FILLER];
    const fewer = intentOf('Which groups is member m_12 in?', few);
    expect(ownWordQuery(fewer.intent, 'regex', fewer.vocabulary.words)).toBe('(?i)(group|member)');
  });

  it('a regex led by the question’s own words carries the word list’s reading as an alternative in the same pattern', () => {
    const chat = [def('post_note', 'Post a note to a board.'), def('list_channels', 'List the chat channels.'), def('add_message', 'Add a message to a chat channel.'), ...FILLER];
    const { intent, vocabulary } = intentOf('Post a summary to the #ops channel', chat);
    const [first, second] = searchQueries(intent, 'regex', vocabulary.words);
    expect(first).toBe('(?i)(post|channel)|(add|post|send|reply)[\\w-]*messages?|messages?[\\w-]*(add|post|send|reply)');
    // One search loads the tool that posts what the question names and the one the word list reads it as.
    const regex = new RegExp(first!.slice(4), 'i');
    expect(chat.filter((d) => regex.test(d.name)).map((d) => d.name)).toEqual(['post_note', 'list_channels', 'add_message']);
    expect(second).toBe('(add|post|send|reply)[\\w-]*messages?|messages?[\\w-]*(add|post|send|reply)');
  });

  it('says nothing of its own when the request says none of the question’s words', () => {
    const { intent, vocabulary } = intentOf('Order a pizza to my office', [...SECURITY, ...FILLER]);
    expect(ownWords(intent, vocabulary.words)).toEqual([]);
    expect(ownWordQuery(intent, 'regex', vocabulary.words)).toBeUndefined();
  });
});

describe('choosing by the question’s rare words', () => {
  it('a rare word in a tool’s name decides between tools that share the common ones', () => {
    const tools = [...SECURITY, ...FILLER];
    const { intent, vocabulary } = intentOf('Show me the lockdown hosts and accounts', tools);
    const own = ownWords(intent, vocabulary.words);
    expect(ownFit(tool(SECURITY[0]!), own).inName).toEqual(['lockdown']);
    expect(ownFit(tool(SECURITY[0]!), own).score).toBeGreaterThan(ownFit(tool(SECURITY[1]!), own).score);
    const ranked = rankTools(SECURITY.map(tool), intent, [], vocabulary.words);
    expect(fits(ranked[0]) && ranked[0].tool.name).toBe('list_lockdown_entities');
  });

  it('an action alone makes no fit: "order" does not fit create_order to a pizza', () => {
    const tools = [def('create_order', 'Create an order in PayPal.', { amount: { type: 'number' } }), ...FILLER];
    const { intent, vocabulary } = intentOf('Order a pizza to my office', tools);
    expect(ownFit(tool(tools[0]!), ownWords(intent, vocabulary.words)).score).toBe(0);
  });

  it('a tool named for a verb the word list does not know does that verb, whatever its description’s verb', () => {
    const tools = [...IDENTITY, ...FILLER];
    const { intent, vocabulary } = intentOf('Export all Okta users as CSV', tools);
    const ranked = rankTools(IDENTITY.map(tool), intent, [], vocabulary.words);
    expect(ranked.find((f) => f.tool.name === 'get_user')?.rejected).toMatch(/only reads/);
    expect(fits(ranked[0]) && ranked[0].tool.name).toBe('export_users_csv');
  });

  it('a delete anywhere in a name is what the tool does', () => {
    expect(profile(tool(CHAIN[0]!)).verbWord).toBe('delete');
    const { intent, vocabulary } = intentOf('Delete the on-chain event trigger trg_77', [...CHAIN, ...FILLER]);
    // A change's verb that few names say joins the words; one most names say would only narrow beside them.
    expect(ownWordQuery(intent, 'regex', vocabulary.words)).toBe('(?i)(delet|event|trigger)');
    const many = [...Array.from({ length: 30 }, (_, i) => def(`delete_thing_${i}`, `Delete thing ${i}.`)), ...CHAIN];
    expect(ownWordQuery(intentOf('Delete the on-chain event trigger trg_77', many).intent, 'regex', requestWords(named(many)))).toBe('(?i)((delet)[\\w-]*(event|trigger)|(event|trigger)[\\w-]*(delet))');
    const ranked = rankTools(CHAIN.map(tool), intent, [], vocabulary.words);
    expect(ranked[0]!.tool.name).toBe('event_delete_trigger');
    expect(ranked.find((f) => f.tool.name === 'event_list_triggers')?.rejected).toMatch(/only reads/);
  });
});

describe('a named product that no loaded tool can serve is the task’s subject', () => {
  it('"Kubernetes release notes" is a web search when no Kubernetes tool searches the web', () => {
    const tools = [...CLUSTER, ...WEB, ...FILLER];
    const { intent, vocabulary } = intentOf('Search the web for the latest Kubernetes release notes', tools);
    expect(intent.products).toEqual(['kubernetes']);
    const ranked = rankTools(WEB.map(tool), intent, [], vocabulary.words);
    expect(fits(ranked[0]) && ranked[0].tool.name).toBe('web_search');
    expect(ranked[0]!.why.join(' ')).toMatch(/subject/);
  });

  it('a few composed names (okta_get_logs beside many Okta tools) make no prefix to search by', () => {
    const okta = Array.from({ length: 6 }, (_, i) => def(`okta_thing_${i}`, `Manage Okta thing ${i}.`));
    const more = Array.from({ length: 10 }, (_, i) => def(`list_widgets_${i}`, `List the Okta widgets of kind ${i}.`));
    const vocabulary = requestVocabulary(named([...okta.slice(0, 2), ...more]));
    expect(vocabulary.isProduct('okta')).toBe(true);
    expect(vocabulary.isPrefix('okta')).toBe(false);
    expect(requestVocabulary(named(okta)).isPrefix('okta')).toBe(true);
  });

  it('a capitalised word that tool names end with is what they act on, not a product', () => {
    const graph = [def('read-cypher', 'Run a read-only Cypher query on Neo4j.'), def('write-cypher', 'Run a Cypher query that writes to Neo4j.'), def('get-schema', 'Get the Neo4j schema.')];
    const vocabulary = requestVocabulary(named(graph));
    expect(vocabulary.isProduct('neo4j')).toBe(true);
    expect(vocabulary.isProduct('cypher')).toBe(false);
  });
});

// Round 4: catalogs the app does not ship, for the rules that read people's own phrasing.
const MONITORING = [
  def('search_docs', 'Search the product documentation and setup guides.', { query: { type: 'string' } }, ['query']),
  def('list_buckets', 'List the storage buckets of the account.'),
  def('create_project', 'Create a new project in an organization.', { name: { type: 'string' }, team: { type: 'string' } }, ['name']),
  def('add_team_to_project', 'Give a team access to a project.', { team: { type: 'string' }, project: { type: 'string' } }, ['team', 'project']),
  def('whoami', 'Identify the authenticated user.'),
  def('list_issues', 'List the issues of a project.'),
];
const DATABASE = [
  def('list_tables', 'List the tables of the database.'),
  def('run_query', 'Run a read-only SQL query against the database.', { sql: { type: 'string' } }, ['sql']),
  def('describe_table', 'Describe the columns of one table.', { table: { type: 'string' } }, ['table']),
];
const MAPS = [
  def('maps_directions', 'Get directions between two points.', { origin: { type: 'string' }, destination: { type: 'string' } }, ['origin', 'destination']),
  def('maps_elevation', 'Get the elevation of locations on the earth.', { locations: { type: 'string' } }, ['locations']),
  def('generate_image', 'Generate images from a prompt and return a link to each.', { prompt: { type: 'string' } }, ['prompt']),
  def('get_pods', 'Get all pods in a namespace.', { namespace: { type: 'string' } }),
  def('places_search', 'Search for places by text.', { query: { type: 'string' } }, ['query']),
];
const rankedFor = (question: string, tools: readonly ToolDefinition[], says?: (w: string) => boolean) => {
  const vocabulary = requestVocabulary(named(tools));
  const intent = withProducts(analyzeQuestion(question, [], says)[0]!, [], [], vocabulary);
  const ranked = rankTools(tools.map(tool), intent, [], vocabulary.words);
  return { intent, ranked, top: fits(ranked[0]) ? ranked[0]!.tool.name : undefined, vocabulary };
};
const saysOf = (tools: readonly ToolDefinition[]) => {
  const words = requestWords(named(tools));
  return (w: string) => words.counts(w.toLowerCase()).texts > 0;
};

describe('people’s own phrasing, on catalogs outside the shipped ones', () => {
  it('reads "I" and "me" as who asks, not as the authenticated user; "who am I" finds a whoami tool', () => {
    expect(rankedFor('make me a new project called web', MONITORING).intent.concepts.map((c) => c.id)).not.toContain('me');
    expect(rankedFor('How do I list my buckets?', MONITORING).intent.concepts.map((c) => c.id)).not.toContain('me');
    expect(rankedFor('Who am I logged in as?', MONITORING).top).toBe('whoami');
  });

  it('answers "How do I …" with the documentation tool, not the resource the question names, and searches for docs first', () => {
    const { intent, top, vocabulary } = rankedFor('How do I bind a storage bucket to a worker?', MONITORING);
    expect(intent.howTo).toBe(true);
    expect(top).toBe('search_docs');
    expect(searchQueries(intent, 'regex', vocabulary.words)[0]).toMatch(/docs\?/);
    expect(searchQueries(intent, 'bm25', vocabulary.words)[0]).toMatch(/^documentation guide .*bucket/);
    // Whatever the verb of the thing to do: "move our site …, what's the process?" reads the docs.
    expect(rankedFor('We want to move our project over, what is the process?', MONITORING).top).toBe('search_docs');
  });

  it('counts with the query tool, not by listing another thing', () => {
    const { intent, ranked } = rankedFor('How many rows are in the orders table in our database?', DATABASE);
    expect(intent.count).toBe(true);
    expect(ranked[0]?.tool.name).toBe('run_query');
    expect(ranked[0]?.why.join(', ')).toMatch(/a count: it queries/);
    expect(rankedFor('List the tables', DATABASE).top).toBe('list_tables');
  });

  it('among tools that share the question’s nouns, takes the one whose name says its verb and object', () => {
    const { ranked, top } = rankedFor('Create a project called billing for the backend team', MONITORING);
    expect(top).toBe('create_project');
    expect(ranked.find((f) => f.tool.name === 'create_project')?.why.join(', ')).toMatch(/"create project" as asked/);
  });

  it('reads a misspelt question word, and a first word no tool says before a plain word as a thing to see, not a verb', () => {
    const says = saysOf(MAPS);
    const pods = rankedFor('wich pods are crashlooping in the prod namespace', MAPS, says);
    expect(pods.intent.verb.class).toBe('read');
    expect(pods.top).toBe('get_pods');
    const pizza = rankedFor('pizza places open now in Brooklyn', MAPS, says);
    expect(pizza.intent.verb.class).toBe('read');
    expect(pizza.top).toBe('places_search');
    // A verb the request does not say, acting on something, stays an action only a tool naming it can do.
    expect(rankedFor('transfer the funds to savings', MAPS, says).intent.verb.id).toBe('other');
  });

  it('asks for a word no tool is named by in the general synonyms tool names say: a pic is an image, a drive is directions, how high an elevation', () => {
    const words = requestWords(named(MAPS));
    const own = (q: string) => ownWords(analyzeQuestion(q)[0]!, words);
    expect(own('make a logo pic of a fox').find((o) => o.word === 'image')?.synonymOf).toMatch(/^(logo|pic)$/);
    expect(own('How long does it take to drive from Boston to New York?').map((o) => o.word)).toContain('direction');
    expect(own('How high above sea level is Denver?').map((o) => o.word)).toContain('elevation');
    expect(rankedFor('make me a logo pic of a fox', MAPS).top).toBe('generate_image');
    // A word tool names say only as a modifier (list_email_domains is named for domains) is asked in its synonyms too.
    const mail = requestWords(named([def('list_email_domains', 'List the email domains.'), def('listMessages', 'List recent messages from the inbox.'), ...FILLER]));
    expect(mail.heads('email')).toBe(0);
    expect(mail.heads('messag')).toBe(1);
    expect(ownWords(analyzeQuestion('any new emails from my landlord?')[0]!, mail).map((o) => o.word)).toContain('message');
    // Written with a capital, a word is a name or a key ("project APP"), not the general word: no synonyms.
    expect(own('list the issues in project APP').some((o) => o.synonymOf !== undefined)).toBe(false);
    // Among many tools, the synonym is rare, and it decides.
    expect(rankedFor('How high above sea level is Denver?', [...MAPS, ...FILLER]).top).toBe('maps_elevation');
  });
});

describe('a product named for a general word', () => {
  const DRIVE = [
    def('drive_search', 'Search for files in Google Drive.', { query: { type: 'string' } }, ['query']),
    def('drive_read_file', 'Read a file from Google Drive.', { file_id: { type: 'string' } }, ['file_id']),
    ...MAPS,
  ];
  it('is the product when written as its name, the general word when written in lower case', () => {
    expect(rankedFor('find the budget sheet in my Google Drive', DRIVE).intent.products).toContain('drive');
    const drive = rankedFor('how long does it take to drive from Boston to New York?', DRIVE);
    expect(drive.intent.products).not.toContain('drive');
  });
});

describe('what a read asks for leads it', () => {
  const BOARDS = [
    def('find_dashboards', 'Find the dashboards of an organization.', { query: { type: 'string' } }),
    def('find_teams', 'Find the teams of an organization.'),
    def('create_team', 'Create a team.', { name: { type: 'string' } }, ['name']),
    ...FILLER,
  ];
  it('a known noun after the first preposition only says which: the words before it decide', () => {
    const { intent, top } = rankedFor('dashboards for the payments team', BOARDS);
    expect(intent.concepts).toEqual([]);
    expect(top).toBe('find_dashboards');
    // A known noun before the preposition still leads; a name there ("Search GitHub for …") is where to look; a phrase of the list may end with the preposition.
    expect(rankedFor('teams for the dashboards', BOARDS).intent.concepts.map((c) => c.id)).toContain('team');
    expect(analyzeQuestion('Search GitHub for repositories about vector databases')[0]!.concepts.map((c) => c.id)).toContain('repository');
    expect(analyzeQuestion('What do you know about Bob?')[0]!.concepts.map((c) => c.id)).toContain('memory');
  });
});
