import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { extractEntities } from './entities';
import { fillArguments } from './args';
import { searchLimit } from './queries';
import { fits } from './rank';
import { taskWords } from './task-words';
import { related } from './words';

// Made-up servers the app does not ship: a column store, a graph store, a memory server, a docs site, a social network,
// a CRM, a file drive, a headless CMS, a help desk, a company-data service and a home hub.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('a change the named product has no tool for is a statement for its tool that runs them', () => {
  const rowbase = [
    def('list_databases', 'List the databases in Rowbase.'),
    def('list_tables', 'List the tables of a Rowbase database.', { database: { type: 'string' } }, ['database']),
    def('run_query', 'Execute SQL queries in Rowbase. Queries run read-only by default; set ROWBASE_ALLOW_WRITE=true to allow DDL and DML operations.', { query: { type: 'string' } }, ['query']),
    def('shelf_update_ttl', 'Update the time to live (TTL) of a Shelf table.', { table_name: { type: 'string' }, ttl: { type: 'number' } }, ['table_name', 'ttl']),
  ].map(tool);

  it('"set a 90-day TTL on … in Rowbase": run_query, though its name reads', () => {
    const ranked = rankOver('In Rowbase, set a 90-day TTL on the ts column of the logs.http_requests table so old rows get dropped automatically.', rowbase);
    const best = ranked.find(fits)!;
    expect(best.tool.name).toBe('run_query');
    expect(best.why).toContain('runs the change as a statement');
    // It does what the task asks, as a statement: no other action that would keep it from a best guess.
    expect(best.actionOk).toBe(true);
  });

  it('a query tool that says it only reads is no place for a change', () => {
    const readOnly = [def('list_tables', 'List the tables of a Rowbase database.'), def('run_query', 'Run a read-only SQL query on Rowbase.', { sql: { type: 'string' } }, ['sql'])].map(tool);
    expect(rankOver('In Rowbase, set a 90-day TTL on the logs table.', readOnly).some(fits)).toBe(false);
  });

  it('nor is the runner of another product than the one named', () => {
    const other = [def('run_query', 'Execute SQL queries in Rowbase. Allows DDL and DML.', { query: { type: 'string' } }, ['query']), def('pagely_get_page', 'Get a Pagely page.')].map(tool);
    expect(rankOver('In Pagely, set the page title to Roadmap.', other).find((f) => f.tool.name === 'run_query')?.rejected).toBeDefined();
  });

  describe('a graph store beside a memory server', () => {
    const tools = [
      def('get-schema', 'Get the schema of the Graphstore database.'),
      def('read-cypher', 'Execute arbitrary read-only Cypher queries against the Graphstore database. Rejects writes.', { query: { type: 'string' } }, ['query']),
      def('write-cypher', 'Execute arbitrary write Cypher queries (including schema/admin operations) against the Graphstore database.', { query: { type: 'string' } }, ['query']),
      def('create_node', 'Create a node in the knowledge graph memory.', { label: { type: 'string' }, name: { type: 'string' } }, ['label', 'name']),
    ].map(tool);

    it('the named graph store\'s write-cypher stands before a memory server\'s create_node its naming set aside', () => {
      const ranked = rankOver('In Graphstore, create a uniqueness constraint on the email property of :Customer nodes.', tools);
      expect(ranked[0]!.tool.name).toBe('write-cypher');
      expect(fits(ranked[0])).toBe(true);
    });

    it('and takes a change of any verb as a statement ("graphstore merge (:Tag …)")', () => {
      const ranked = rankOver("graphstore merge (:Tag {name:'urgent'})", tools);
      expect(ranked[0]!.tool.name).toBe('write-cypher');
      expect(fits(ranked[0])).toBe(true);
    });
  });
});

describe('how a person asks, read as they mean it', () => {
  it('"we just signed Brightwater!! can you get them into Dealbook …": the ask after an exclamation', () => {
    const intent = first("we just signed Brightwater Optics!! can you get them into dealbook as a company? website's brightwateroptics.com");
    expect(intent.verb.id).toBe('create');
  });

  it('"…, can you find it?": the ask is the verb with "it", whoever told what came before', () => {
    expect(first('the plumber left his number in a note last spring, can you find it?').verb.id).toBe('search');
  });

  it('"Look in my Drive for the signed NDA" searches', () => {
    expect(first('Look in my Filebox for the signed mutual NDA with Brightwater Optics.').verb.id).toBe('search');
  });

  it('"what\'s chirper saying about …" asks what is said there', () => {
    const tools = [def('search_chirps', 'Search for chirps on Chirper.', { query: { type: 'string' } }, ['query']), def('post_chirp', 'Post a chirp to Chirper.', { text: { type: 'string' } }, ['text'])].map(tool);
    expect(first("what's chirper saying about the Pixel 10 battery drain thing?").verb.id).toBe('search');
    expect(rankOver("what's chirper saying about the Pixel 10 battery drain thing? grab me like 20 recent chirps", tools)[0]!.tool.name).toBe('search_chirps');
  });

  it('but "what\'s the build saying" with no "about" is no search of what people say', () => {
    expect(first("what's the build log saying").verb.id).not.toBe('search');
  });

  it('"whip up a couple of pictures of …" makes pictures; "a couple of" is how many, no object', () => {
    const intent = first('could you whip up a couple of pictures of a ginger cat asleep on a windowsill?');
    expect(intent.verb.id).toBe('create');
    expect(intent.words).not.toContain('couple');
  });

  it('"Add … to Mailly as a new contact" creates a contact: "add" is the verb, no word of what is made', () => {
    const intent = first('Add oskar.lind@fjellmail.se to Mailly as a new contact with the first name Oskar.');
    expect(intent.verb.id).toBe('create');
    expect(taskWords(intent).objects).not.toContain('add');
    const campaign = [def('create_email_campaign', 'Create a new email campaign in Mailly.', { name: { type: 'string' }, subject: { type: 'string' } }, ['name', 'subject']), def('get_lists', 'Get all contact lists in Mailly.')].map(tool);
    expect(rankOver('Add oskar.lind@fjellmail.se to Mailly as a new contact with the first name Oskar.', campaign).some(fits)).toBe(false);
  });

  it('"how are companies … distributed by revenue range" asks for figures computed over them', () => {
    expect(first('how are software companies in Portugal distributed by revenue range?').count).toBe(true);
  });
});

describe('"Search Docsite for how to …": the named product\'s docs search', () => {
  const tools = [
    def('docsite_docs_search', 'Performs semantic search against Docsite official technical documentation.', { query: { type: 'string' } }, ['query']),
    def('docsite_code_sample_search', 'Search Docsite code samples.', { query: { type: 'string' } }, ['query']),
    def('docsite_docs_fetch', 'Fetch a Docsite documentation page as markdown.', { url: { type: 'string' } }, ['url']),
  ].map(tool);

  it('answers a search of its docs the question names', () => {
    const ranked = rankOver('Search Docsite Learn for how to set up HTTP-based scale rules in container apps.', tools);
    expect(ranked[0]!.tool.name).toBe('docsite_docs_search');
    expect(fits(ranked[0])).toBe(true);
  });

  it("but not a search of a place that is not the docs' own ('our Bedrock knowledge base')", () => {
    const other = [def('search_payly_documentation', 'Search the Payly documentation and knowledge base.', { question: { type: 'string' } }, ['question'])].map(tool);
    const ranked = rankOver('Search our Bedrock knowledge base KB9W3RZ7QD for the incident severity definitions.', other);
    expect(ranked[0]!.why).not.toContain("the named product's documentation search");
  });
});

describe('what a step acts on, and what it does not', () => {
  const deleteEntry = def('delete_entry', 'Delete an entry of a content type.', { content_type_uid: { type: 'string', description: 'Content type UID' }, entry_uid: { type: 'string', description: 'Entry UID to delete' } }, ['content_type_uid', 'entry_uid']);
  const cms = [
    def('delete_content_type', 'Delete a content type.', { uid: { type: 'string', description: 'Content type UID to delete' } }, ['uid']),
    deleteEntry,
    def('get_entry', 'Get an entry of a content type.', { content_type_uid: { type: 'string' }, entry_uid: { type: 'string' } }, ['content_type_uid', 'entry_uid']),
    def('update_entry', 'Update an entry of a content type.', { content_type_uid: { type: 'string' }, entry_uid: { type: 'string' } }, ['content_type_uid', 'entry_uid']),
  ].map(tool);
  const question = "In Stackcms, delete entry blt4c91e0a7d2f3b8e5 of the 'press_release' content type; it's an accidental duplicate of the Series B announcement and shouldn't come back.";

  it('"it\'s an accidental duplicate …" says what the thing is: no step of its own', () => {
    expect(analyzeQuestion(question)).toHaveLength(1);
  });

  it('but not what says it and then asks ("it\'s failing again, can you restart it")', () => {
    expect(analyzeQuestion('Check build 881; it\'s failing again, can you restart it').length).toBeGreaterThan(1);
  });

  it('but a step after it stays one', () => {
    expect(analyzeQuestion('Close ticket 42; it is done, then post a note in #support')).toHaveLength(2);
  });

  it('the noun right after the verb, with its id, is what is deleted: the entry, not its content type', () => {
    expect(first(question).directObject).toBe('entry');
    expect(rankOver(question, cms)[0]!.tool.name).toBe('delete_entry');
  });

  it('the quoted name before "content type" fills content_type_uid; the id after "entry" fills entry_uid', () => {
    const args = fillArguments(deleteEntry.input_schema, { intent: readOver(question, cms).intents[0]!, toolName: 'delete_entry', earlier: [] });
    expect(args).toMatchObject({ content_type_uid: 'press_release', entry_uid: 'blt4c91e0a7d2f3b8e5' });
  });

  it('"look up the bookings service and the request type of its cancel method": the service first', () => {
    const intents = analyzeQuestion('Look up the bookings service and the request type of its cancel method.');
    expect(intents.map((i) => i.clause)).toEqual(['Look up the bookings service', 'look up the request type of its cancel method.']);
  });

  it('"get the repo and the open issues" names two things, neither of the other', () => {
    expect(analyzeQuestion('Get the pull requests and the open issues of acme/api')).toHaveLength(1);
  });

  it('"find the solution category \'Billing\' and its folder \'Refunds\'": the category first, then its folder', () => {
    const intents = analyzeQuestion("In Helpdeck, find the solution category 'Billing' and its folder 'Refunds', then create an article in that folder titled 'Refunds'.");
    expect(intents.map((i) => i.clause)).toEqual(["In Helpdeck, find the solution category 'Billing'", "find its folder 'Refunds'", "create an article in that folder titled 'Refunds'."]);
  });
});

describe('values', () => {
  it('a network and its prefix ("10.42.0.0/16") is no owner/repo', () => {
    const { entities } = extractEntities('find every infusion pump on the 10.42.0.0/16 network');
    expect(entities.owner).toBeUndefined();
    expect(entities.repo).toBeUndefined();
  });
});

describe('"get the business ID for Halvard Marine": the tool that says it gets those ids', () => {
  const tools = [
    def('fetch-businesses', 'Fetch businesses from the Firmdata API using filter criteria.', { filters: { type: 'object' } }),
    def('fetch-businesses-events', 'Retrieves business-related events from the Firmdata API in bulk.', { business_ids: { type: 'array' } }, ['business_ids']),
    def('match-business', 'Get the Firmdata business IDs from business name and/or domain in bulk.', { businesses: { type: 'array' } }, ['businesses']),
  ].map(tool);

  it('ranks first', () => {
    const ranked = rankOver('Using Firmdata, get the business ID for Halvard Marine (halvardmarine.com).', tools);
    expect(ranked[0]!.tool.name).toBe('match-business');
    expect(ranked[0]!.why.join(' ')).toContain('says it gets business IDs');
  });

  it('"company" and "business" are one thing', () => {
    expect(related('companies', 'business')).toBe('synonym');
  });

  it('a sub-thing is a thing of its kind: "subcollection" and "collection"', () => {
    expect(related('subcollection', 'collection')).toBe('synonym');
    expect(related('subscribe', 'scribe')).toBeUndefined();
  });
});

describe('"notes that mention \'sourdough starter\'": a tool that takes no text cannot pick them out', () => {
  const tools = [def('get_notes', 'get all notes'), def('get_notes_like', 'get notes that includes a string like', { like: { type: 'string', description: 'find notes has this text' } })].map(tool);

  it('the one that takes the text goes first', () => {
    expect(rankOver('Find my notes that mention "sourdough starter".', tools)[0]!.tool.name).toBe('get_notes_like');
  });

  it('with no text asked for, getting all of them is as good', () => {
    const all = rankOver('Show me all my notes.', tools).find((f) => f.tool.name === 'get_notes')!;
    expect(all.why).not.toContain('takes no text to pick out the ones the task asks for');
  });
});

describe('a search for the named product alone asks for its tools, more than five', () => {
  it('is wide', () => {
    const intent = first('In my Filebox, list the directory /Inbox/Scans');
    const withProduct = { ...intent, products: ['filebox'] };
    expect(searchLimit(withProduct, 5, undefined, 'regex', 2000, '(?i)filebox')).toBeGreaterThan(5);
    expect(searchLimit(withProduct, 5, undefined, 'bm25', 2000, 'filebox')).toBeGreaterThan(5);
  });
});
