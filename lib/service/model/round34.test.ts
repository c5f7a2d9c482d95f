import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { extractEntities } from './entities';
import { fits } from './rank';

// Made-up servers the app does not ship: a checklist, an SMS gateway, a help desk, a company-data service, a headless
// CMS, a graph store beside a map service, a page reader, a calendar and an AI-actions service.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('reading the ask', () => {
  it('"finally finished grouting the shower!! can you tick off task 903": the ask after an exclamation, whoever told it', () => {
    const intent = first('finally finished grouting the shower!! can you tick off task 903 in tickly');
    expect(intent.verb.id).toBe('update');
    expect(intent.verbWord).toBe('tick off');
    expect(intent.words).not.toContain('shower');
  });

  it('a to-do ticked off goes to the tool that completes it, not to one that edits it', () => {
    const tickly = [
      def('tickly_update_task', 'Update a task of a Tickly checklist: title, description, priority.', { task_id: { type: 'string' }, title: { type: 'string' } }, ['task_id']),
      def('toggle_task_completion', 'Toggle the completion state of a Tickly task (done / not done).', { task_id: { type: 'string' } }, ['task_id']),
    ].map(tool);
    expect(rankOver('can you tick off task 903 in tickly', tickly)[0]!.tool.name).toBe('toggle_task_completion');
  });

  it('"text the site foreman at +1 312 …" sends a text message', () => {
    const intent = first("Via Smsly, text the site foreman at +1 312 555 0187: 'Crane moved to 7:15am.'");
    expect(intent.verb.id).toBe('post');
    expect(intent.concepts[0]?.id).toBe('message');
  });

  it('"make it urgent" changes it; "make it happen" is no change of state', () => {
    const urgent = first('that ticket 5531 is way more serious than it looks, can you make it urgent');
    expect(urgent.verb.id).toBe('update');
    expect(urgent.words).toContain('urgent');
    expect(first('make it happen by Friday').verbWord).not.toBe('set');
  });

  it('"resolve Personio (personio.com) … to their business IDs" looks them up: no issue is resolved', () => {
    const intent = first('Using Firmdata, resolve Personio (personio.com) and Factorial (factorialhr.com) to their business IDs');
    expect(intent.verb.class).toBe('read');
    expect(intent.concepts.map((c) => c.id)).not.toContain('issue');
  });

  it('and the tool that says it matches businesses to their ids answers', () => {
    const firmdata = [
      def('match-business', 'Match companies by name or domain to get their business IDs.', { businesses: { type: 'array', items: { type: 'object' } } }, ['businesses']),
      def('fetch-businesses-events', 'Fetch the events of businesses by their business IDs.', { business_ids: { type: 'array', items: { type: 'string' } } }, ['business_ids']),
    ].map(tool);
    const ranked = rankOver('Using Firmdata, resolve Personio (personio.com) and Factorial (factorialhr.com) to their business IDs', firmdata);
    expect(ranked[0]!.tool.name).toBe('match-business');
    expect(fits(ranked[0])).toBe(true);
  });

  it('"show me what https://… looks like on an ipad" asks for a screenshot of the page', () => {
    const intent = first('show me what https://menu.example.pt looks like on an ipad');
    expect(intent.verb.class).toBe('read');
    expect(intent.words).toContain('screenshot');
    expect(first('what does example.com look like on mobile?').words).toContain('screenshot');
    // What a thing is like, with no page, is no screenshot.
    expect(first('what does the weather look like tomorrow?').words).not.toContain('screenshot');
  });

  it('"list the AI Actions, pick out the one named …": picking is no word of the listing', () => {
    const intents = analyzeQuestion("In Cmsly, list the AI Actions, pick out the one named 'SEO blurb', and invoke it for entry 6gHq2, waiting for the result and returning it as plain text.");
    expect(intents[0]!.words).not.toContain('pick');
    // How the result comes back is no step of its own.
    expect(intents).toHaveLength(2);
    expect(intents[1]!.verbWord).toBe('invoke');
  });

  it('"mark myself as tentative for …" responds to the invitation; "myself" is no object', () => {
    const intent = first("On my calendar, mark myself as tentative for the 'Design crit' occurrence on 2025-10-21");
    expect(intent.verbWord).toBe('respond');
    expect(intent.concepts.map((c) => c.id)).not.toContain('me');
    const calendar = [
      def('update-event', 'Update an event of a calendar: title, time, description.', { eventId: { type: 'string' } }, ['eventId']),
      def('respond-to-event', 'Respond to an event invitation: accepted, declined or tentative.', { eventId: { type: 'string' }, response: { type: 'string', enum: ['accepted', 'declined', 'tentative'] } }, ['eventId', 'response']),
    ].map(tool);
    expect(rankOver('mark myself as tentative for event 3q9v1k7m2p8s', calendar)[0]!.tool.name).toBe('respond-to-event');
  });
});

describe('what a change is made of', () => {
  const cmsly = [
    def('cmsly_create_content_type', 'Create a new content type in Cmsly with its title, uid and schema.', { title: { type: 'string' }, uid: { type: 'string' }, schema: { type: 'array', items: { type: 'object' } } }, ['title', 'uid', 'schema']),
    def('cmsly_create_entry', 'Create a new entry of a content type in Cmsly.', { content_type_uid: { type: 'string' }, entry: { type: 'object' } }, ['content_type_uid', 'entry']),
  ].map(tool);

  it('"create a new entry of the \'faq\' content type" makes an entry: a content type is no file\'s contents', () => {
    const intent = first("In Cmsly, create a new entry of the 'faq' content type with the title 'Can I change my billing date?'");
    expect(intent.concepts.map((c) => c.id)).not.toContain('file');
    expect(intent.directObject).toBe('entry');
    expect(rankOver("In Cmsly, create a new entry of the 'faq' content type with the title 'Can I change my billing date?'", cmsly)[0]!.tool.name).toBe('cmsly_create_entry');
  });

  it('but a file\'s contents are still a file\'s', () => {
    expect(first('show me the contents of /etc/hosts').concepts[0]?.id).toBe('file');
  });
});

describe('values that say what they are', () => {
  it('an IP address asks about an IP; a CVE id about a vulnerability', () => {
    expect(first('radar: whats 185.220.101.4').words).toContain('ip');
    expect(first('which packages are affected by CVE-2024-38816?').words).toContain('vulnerability');
    // A network with its prefix is no single address.
    expect(first('block 10.42.0.0/16 on the network').words).not.toContain('ip');
  });

  it('a page\'s address without its scheme is a URL, no owner/repo', () => {
    const { entities } = extractEntities('pull linear.app/pricing page content');
    expect(entities.urls).toEqual(['https://linear.app/pricing']);
    expect(entities.owner).toBeUndefined();
  });

  it('on a code host the path after it is owner/repo', () => {
    const { entities } = extractEntities('star github.com/acme/api');
    expect([entities.owner, entities.repo]).toEqual(['acme', 'api']);
    expect(entities.urls).toEqual([]);
  });

  it('an IANA time zone ("(Europe/Lisbon)") is a place\'s zone, no owner/repo', () => {
    const { entities } = extractEntities('the instance starting 2025-10-21T10:00:00+01:00 (Europe/Lisbon)');
    expect(entities.owner).toBeUndefined();
    expect(entities.places).toEqual([{ display: 'Lisbon', zone: 'Europe/Lisbon' }]);
  });
});

describe('the named product\'s own way to read', () => {
  const tools = [
    def('get-schema', 'Get the schema of the Graphstore database.'),
    def('read-cypher', 'Execute arbitrary read-only Cypher queries against the Graphstore database.', { query: { type: 'string' } }, ['query']),
    def('search_route_tool', 'Find the shortest route between places; a chain of stops along the way.', { q: { type: 'string' } }, ['q']),
  ].map(tool);

  it('"In Graphstore, find the shortest chain of ROUTE relationships …": its statement reader, before a map\'s route search', () => {
    const ranked = rankOver("In Graphstore, find the shortest chain of ROUTE relationships between the Airport nodes with code 'LIS' and code 'HND'.", tools);
    expect(ranked[0]!.tool.name).toBe('read-cypher');
    expect(ranked[0]!.why.join(' ')).toMatch(/no tool of graphstore/);
  });

  it('with no product named, the route search keeps it', () => {
    expect(rankOver('find the shortest route from Lisbon to Porto', tools)[0]!.tool.name).toBe('search_route_tool');
  });

  it('a page given by its address is read, not searched for, by the named product\'s search tool', () => {
    const pagely = [
      def('pagely-search', 'Search the web with Pagely: returns relevant web content and pages for a query.', { query: { type: 'string' } }, ['query']),
      def('pagely-extract', 'Extract the content of web pages with Pagely.', { urls: { type: 'array', items: { type: 'string' } } }, ['urls']),
    ].map(tool);
    expect(rankOver('pagely: pull linear.app/pricing page content', pagely)[0]!.tool.name).toBe('pagely-extract');
    const { intents } = readOver('pagely: pull linear.app/pricing page content', pagely);
    expect(intents[0]!.entities.urls).toEqual(['https://linear.app/pricing']);
  });
});
