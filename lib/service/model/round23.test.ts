import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { settingWords } from './domain-fit';
import { profile, rankTools } from './rank';
import { root } from './words';

// Made-up servers the app does not ship: a room-rental site, a notes app, a pager, a to-do list, a web-ranking
// service, a code-quality gate, a build server, a file share and a container host.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('"go ahead and …"', () => {
  it('is the step itself: no "go" to navigate, no second step', () => {
    const intents = analyzeQuestion('Go ahead and book Roomly listing 53116770 for 2 adults, checking in 3 May and out 7 May 2025.');
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verbWord).toBe('book');
  });
});

describe('what the user will do with the answer', () => {
  it('is no step after a question ("… ? I need to ping them.")', () => {
    const intents = analyzeQuestion("Billing is paging like crazy - who's on call for the Billing rotation in Pagerly right now? I need to ping them.");
    expect(intents).toHaveLength(1);
    expect(intents[0]!.verb.class).toBe('read');
    expect(intents[0]!.clause).not.toMatch(/ping them/);
  });

  it('is a step when it is asked of the tools ("… Ping them in #ops.")', () => {
    expect(analyzeQuestion("Find who's on call for checkout and ping them in #ops").map((i) => i.verb.class)).toEqual(['read', 'write']);
  });
});

describe('"actually", "basically"', () => {
  it('say nothing of the thing: "who\'s actually on call" is still on call', () => {
    expect(first("who's actually on call for Checkout?").concepts.map((c) => c.id)).toContain('oncall');
  });
});

describe('"insert … under the heading"', () => {
  it('is the verb, before any verb inside the quoted text', () => {
    const intent = first('In my Notebox note Meetings/2025-03-11 Vendor sync.md, insert "- [ ] Send revised SOW to Priya" under the "Action items" heading.');
    expect(intent.verb.class).toBe('write');
    expect(intent.verbWord).toBe('insert');
  });
});

describe('a to-do with a due date and no verb', () => {
  // The request's own words: "renew" is a word the to-do list's tools never say.
  const says = (w: string) => !['renew', 'passport', 'taskly'].includes(w);

  it('is a to-do to make ("taskly: renew passport, due fri 3/21")', () => {
    expect(analyzeQuestion('taskly: renew passport, due fri 3/21', [], says)[0]!.verb.id).toBe('create');
  });

  it('but things due are read ("my tasks due friday")', () => {
    expect(analyzeQuestion('my tasks due friday', [], says)[0]!.verb.class).toBe('read');
  });
});

describe('a short question after what was told', () => {
  it('asks about what was told ("… went red overnight. What broke?")', () => {
    const intent = first("The nightly-build job in Buildo went red overnight and I haven't had coffee yet. What broke?");
    expect(intent.concepts.map((c) => c.id)).toContain('workflow');
  });

  it('a longer one stands on its own', () => {
    const intent = first('The nightly-build job went red overnight. Which pull requests were merged yesterday?');
    expect(intent.concepts.map((c) => c.id)).not.toContain('workflow');
  });
});

describe('a domain the question names', () => {
  const tools = [
    def('get_domains_ranking', 'Get top or trending domains.', { limit: { type: 'number' }, location: { type: 'array', items: { type: 'string' } } }),
    def('get_domain_rank_details', 'Get domain rank details.', { domain: { type: 'string', description: 'A valid domain name, e.g. example.com.' } }, ['domain']),
  ].map(tool);

  it('is the one a `domain` field takes: that tool answers for it', () => {
    const { intent, words } = intentOver("Where does notion.so currently rank in Rankly's domain rankings?", tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('get_domain_rank_details');
    expect(ranked[0]!.why).toContain('takes the domain given');
    // It names the one thing, as an id does: it counts as much as an id, not as a plain value that may be no value at all.
    expect(ranked[0]!.score - ranked[1]!.score).toBeGreaterThan(3);
  });

  it('is not a file or a dotted field', () => {
    for (const q of ['What are the domain rankings in Vendor_sync.md?', "What's the domain ranking of analytics.daily_sessions?", 'Email the domain rankings to jane.doe@example.com']) {
      const { intent, words } = intentOver(q, tools);
      expect(rankTools(tools, intent, [], words).find((f) => f.tool.name === 'get_domain_rank_details')!.why).not.toContain('takes the domain given');
    }
  });
});

describe('a yes-or-no question about one thing', () => {
  const tools = [
    def('list_quality_gates', 'List all quality gates in my Gatekeep.'),
    def('get_project_quality_gate_status', 'Get the quality gate status for a project.', { projectKey: { type: 'string' }, branch: { type: 'string' } }),
  ].map(tool);

  it('asks its status ("Did … pass its quality gate?")', () => {
    const { intent, words } = intentOver('Did the Gatekeep project payments-service pass its quality gate on the main branch?', tools);
    const ranked = rankTools(tools, intent, [], words);
    const status = ranked.find((f) => f.tool.name === 'get_project_quality_gate_status')!;
    expect(status.score).toBeGreaterThan(ranked.find((f) => f.tool.name === 'list_quality_gates')!.score);
    expect(status.why).toContain('a yes-or-no question asks its status');
  });

  it('a question for the list is answered by the list', () => {
    const { intent, words } = intentOver('Which quality gates are there in Gatekeep?', tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('list_quality_gates');
  });
});

describe('"local", "public", "personal"', () => {
  it('are what a word says of a thing, never a product a tool belongs to', () => {
    const tools = [
      def('local_search', 'Search Local businesses and places with the Finder Local Search API.', { query: { type: 'string' } }, ['query']),
      def('container_resource_usage', 'Show CPU and memory usage of running containers.'),
    ].map(tool);
    const { intent } = intentOver('Which of my local containers is eating all the memory?', tools);
    expect(intent.products).not.toContain('local');
  });
});

describe('"-able"', () => {
  it('meets the doing: a shareable link is a shared one, a billable hour a billed one', () => {
    expect(root('shareable')).toBe(root('shared'));
    expect(root('billable')).toBe(root('billed'));
    expect(root('disable')).not.toBe('dis');
  });
});

describe('a tool named for getting whose description opens by making the thing', () => {
  it('makes it ("get_sharing_link": "Create a shared link …")', () => {
    expect(profile(tool(def('get_sharing_link', 'Create a shared link for a file or folder.', { path: { type: 'string' } }, ['path']))).class).toBe('write');
    expect(profile(tool(def('get_time_report', 'Generate time tracking reports by date range.'))).class).toBe('read');
  });

  it('is the one that makes "a shareable link"', () => {
    const tools = [
      def('upload_file', 'Upload a file.', { path: { type: 'string' }, content: { type: 'string' } }, ['path', 'content']),
      def('get_sharing_link', 'Create a shared link for a file or folder.', { path: { type: 'string' } }, ['path']),
    ].map(tool);
    const { intent, words } = intentOver('Make a shareable link for /Clients/Acme/Proposal_v3.pdf in my Filebox.', tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('get_sharing_link');
  });
});

describe("a product's kind after its name", () => {
  it('is what the product is, not where the task happens ("in our Discourse forum")', () => {
    expect(settingWords('Reply in our Discourse forum on topic 48213', ['discourse'])).not.toContain('forum');
    expect(settingWords('Book a table at an Italian restaurant in our neighbourhood', [])).toContain('restaurant');
  });
});
