import { describe, expect, it } from 'vitest';
import { def, rankOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { namedProducts, requestVocabulary, withProducts } from './products';
import { fits } from './rank';
import { taskWords } from './task-words';
import { related } from './words';

// Made-up servers the app does not ship: a text-message gateway, a home hub, a browser driver, a file store, a CRM, a
// page renderer and a small database.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('what was told and what is asked', () => {
  it('"The plumber\'s coming at 2 and I won\'t be home. Can you text him on +351…": the sentence before an outright ask is told', () => {
    const q = "The plumber's coming at 2 and I won't be home. Can you text him on +351912345678 that the side gate code is 4471?";
    const intent = first(q);
    expect(intent.verb.id).toBe('post');
    expect(intent.concepts[0]?.id).toBe('message');
  });

  it('"I won\'t be home" names no product called Home; "in Home" does', () => {
    const hub = [def('home_list_devices', 'List the devices Home controls.'), def('home_call_service', 'Call a service of a device in Home.')].map(tool);
    const vocabulary = requestVocabulary(hub);
    expect(namedProducts("The plumber's coming at 2 and I won't be home. Can you text him?", hub, [], vocabulary)).not.toContain('home');
    expect(namedProducts('when we get home, is the porch light still on?', hub, [], vocabulary)).not.toContain('home');
    expect(namedProducts('Is the porch light on in Home?', hub, [], vocabulary)).toContain('home');
  });

  it('"Our reseller … just signed. Set them up in CRMy as a company": what just happened is told, and setting them up makes them', () => {
    const intent = first("Our reseller Kestrel Analytics Ltd just signed. Set them up in CRMy as a company with domain kestrel-analytics.co.uk.");
    expect(intent.verb.id).toBe('create');
    expect(intent.verbWord).toBe('set up');
  });

  it('"Somewhere in my Boxy there\'s a PDF called \'…\'. Locate it, create a shared link for it, and email it": three steps, the find first, of a file', () => {
    const q = "Somewhere in my Boxy there's a PDF called 'Lisbon apartment lease 2025'. Locate it, create a shared link for it, and email the link to rita@example.com.";
    const intents = analyzeQuestion(q);
    expect(intents.map((i) => i.verb.id)).toEqual(['search', 'create', 'post']);
    expect(intents[0]!.words).toContain('pdf');
    expect(intents[0]!.words).not.toContain('somewhere');
    const boxy = [
      def('search_file_db', 'Search files in Boxy by name or content.', { query: { type: 'string' } }, ['query']),
      def('list_shared_projects', 'List the projects shared with you.'),
    ].map(tool);
    const ranked = rankOver(q, boxy);
    expect(ranked[0]!.tool.name).toBe('search_file_db');
    expect(fits(ranked[0])).toBe(true);
    // A PDF is a file.
    expect(related('pdf', 'file')).toBe('synonym');
  });

  it('"If I book the call for 4:30pm in Chicago on Thursday, what time will that be in Bangalore?": what is supposed sets the scene of the question', () => {
    const intent = first('If I book the call for 4:30pm my time here in Chicago on Thursday 16 October, what time will that be for the team in Bangalore?');
    expect(intent.verb.id).toBe('convert');
    expect(taskWords(intent).objects).not.toContain('book');
    expect(taskWords(intent).objects).not.toContain('call');
  });
});

describe('verbs said another way', () => {
  const driver = [
    def('webdrive_get', 'Perform an HTTP GET request to a URL.', { url: { type: 'string' } }, ['url']),
    def('webdrive_post', 'Perform an HTTP POST request to a URL with a body.', { url: { type: 'string' }, value: { type: 'string' } }, ['url', 'value']),
    def('webdrive_navigate', 'Navigate the browser to a URL.', { url: { type: 'string' } }, ['url']),
  ].map(tool);

  it('"send an HTTP GET to https://…": the method is what is done, the sending no word of it', () => {
    const q = 'Use Webdrive to send an HTTP GET to https://api.example.com/v2/health and show me what comes back.';
    const intent = first(q);
    expect(intent.verb.id).toBe('get');
    expect(taskWords(intent).objects).not.toContain('send');
    expect(rankOver(q, driver)[0]!.tool.name).toBe('webdrive_get');
    // In capitals without "HTTP" too; a POST is a write.
    expect(first('Fire a POST at https://api.example.com/hooks with the payload').verb.class).toBe('write');
    // A method in capitals says so without "HTTP".
    expect(first('Send a GET to https://api.example.com/v2/health').verb.id).toBe('get');
    // "send a get well card" is no request method.
    expect(first('send a get well card to Maria').verb.id).toBe('post');
  });

  it('"turn https://… into Markdown": a page turned into a format is read in that format', () => {
    const q = "Using Pagey's browser rendering, turn https://www.example.com/legal/privacy into Markdown so I can diff it.";
    const intent = first(q);
    expect(intent.verb.class).toBe('read');
    const pagey = [
      def('get_url_markdown', 'Fetch a web page with Pagey and return its content as Markdown.', { url: { type: 'string' } }, ['url']),
      def('get_url_screenshot', 'Take a screenshot of a web page with Pagey.', { url: { type: 'string' } }, ['url']),
    ].map(tool);
    const ranked = rankOver(q, pagey);
    expect(ranked[0]!.tool.name).toBe('get_url_markdown');
    expect(fits(ranked[0])).toBe(true);
  });

  it('"Run a fuzzy match on that column" reads: the match tool, not a command runner', () => {
    const q = "The 'suppliers' table in our Tabby database has a 'company_name' column full of inconsistent spellings. Run a fuzzy match on that column for 'Kraemer GmbH'.";
    expect(first(q).verb.class).toBe('read');
    const tabby = [
      def('fuzzy_match', 'Find rows whose column value is similar to a string (fuzzy matching) in a Tabby table.', { table: { type: 'string' }, column: { type: 'string' }, value: { type: 'string' } }, ['table', 'column', 'value']),
      def('run_commands', 'Run raw commands against a key-value store.', { commands: { type: 'array', items: { type: 'string' } } }, ['commands']),
    ].map(tool);
    expect(rankOver(q, tabby)[0]!.tool.name).toBe('fuzzy_match');
  });

  it('"introspect its schema" reads it', () => {
    expect(first('introspect the schema of our graph').verb.id).toBe('get');
  });
});

describe('steps and whose they are', () => {
  it('"I don\'t know how our graph is modelled, so introspect its schema first. Then, with a Cypher query, find …": the schema first, the find next', () => {
    const intents = analyzeQuestion("I don't know how our Graphy graph is modelled, so introspect its schema first. Then, with a read-only Cypher query, find every account that shares a device with account 'acc-88213'.");
    expect(intents.map((i) => i.verb.id)).toEqual(['get', 'search']);
    expect(intents[0]!.words).toContain('schema');
    // With no "Then", the sentence that asks after its "so" is still the first step, no told one.
    expect(first("I don't know how our Graphy graph is modelled, so introspect its schema first. Find every account that shares a device with account 'acc-88213'.").verbWord).toBe('introspect');
  });

  it('"Inês said she\'d send the key-box code on Chatty. Did it ever come through? We\'re outside.": what she would do is hers; the user reads', () => {
    const intent = first("Inês, the woman we're renting the flat from, said she'd send the key-box code on Chatty. Did it ever come through? We're standing outside the building.");
    expect(intent.verb.class).toBe('read');
  });

  it('"Search Bravo for repair shops … and give me their addresses": what is given back of them is one request with the search', () => {
    const intents = analyzeQuestion('Search Bravo for bicycle repair shops around Prenzlauer Berg in Berlin and give me their addresses, phone numbers and ratings.');
    expect(intents).toHaveLength(1);
    expect(intents[0]!.words).toEqual(expect.arrayContaining(['addresses']));
    // What is made for them is a step of its own.
    expect(analyzeQuestion('Search Papyr for papers on speculative decoding, pick the three most relevant, and give me BibTeX entries for them.')).toHaveLength(2);
  });

  it('"Which one is the quickest walk to my office?" asks for a route', () => {
    expect(first("I'm choosing between three flats: 14 Ducie Street and 2 Chapel Wharf. Which one is the quickest walk to my office at 1 Spinningfields?").concepts[0]?.id).toBe('route');
    expect(first('what is the quickest way to fix a flaky test?').concepts[0]?.id).not.toBe('route');
    expect(first("what's the best way to deploy a Next.js app?").concepts[0]?.id).not.toBe('route');
    expect(first("what's the fastest way to Paris from Lyon on a Sunday?").concepts[0]?.id).toBe('route');
  });
});

describe('names', () => {
  it('"sonar: reopen issue AZ1k…": the start of a product\'s name, written in its tools\' names, is that product', () => {
    const tools = [
      def('change_sonar_issue_status', 'Change the status of a SonarCube issue.', { issue_key: { type: 'string' }, transition: { type: 'string' } }, ['issue_key', 'transition']),
      def('search_sonar_issues', 'Search for SonarCube issues in your projects.', { query: { type: 'string' } }),
      def('update_issue', 'Update an issue in Tracky: title, state, assignee.', { issueId: { type: 'string' }, state: { type: 'string' } }, ['issueId']),
    ].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(namedProducts('sonar: reopen issue AZ1kq7Lm2Np8xQrT, the fix didnt hold', tools, [], vocabulary)).toContain('sonarcube');
    expect(rankOver('sonar: reopen issue AZ1kq7Lm2Np8xQrT, the fix didnt hold', tools)[0]!.tool.name).toBe('change_sonar_issue_status');
    // A read keeps to names in full: the product's tools that never write its name would fall behind those that do.
    expect(namedProducts('sonar: reopen issue AZ1kq7Lm2Np8xQrT', tools, [], vocabulary, false)).not.toContain('sonarcube');
    const productsOf = (q: string) => withProducts(first(q), tools, [], vocabulary).products;
    expect(productsOf('sonar: reopen issue AZ1kq7Lm2Np8xQrT')).toContain('sonarcube');
    expect(productsOf('check the sonar issues of project acme-web')).not.toContain('sonarcube');
  });
});

