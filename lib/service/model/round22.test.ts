import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fits, rankTools } from './rank';
import { taskWords } from './task-words';

// Made-up servers the app does not ship: a CRM beside a cost tracker, a threat hunter beside a memory server, a phone
// service, a data pipeline, an app host and a design tool.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('a product set before a comma with "from"', () => {
  const tools = [
    def('dealbook_aggregate_query', 'Run an aggregate query over Dealbook records: totals and counts grouped by a field.', { query: { type: 'string' } }),
    def('dealbook_list_objects', 'List the Dealbook object types.'),
    def('get-total-costs', 'Get the total costs of a project.'),
  ].map(tool);

  it('frames the whole task, as "In Dealbook," does: a tool of no product gives way to its own', () => {
    const { intent, words } = intentOver('From Dealbook, give me the total amount of the deals grouped by stage', tools);
    expect(intent.products).toEqual(['dealbook']);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked.find((f) => f.tool.name === 'get-total-costs')!.otherProduct).toBe(true);
    expect(ranked.find(fits)!.tool.name).toMatch(/^dealbook_/);
  });
});

describe('"what do we know about …"', () => {
  it('asks what the team\'s tools hold, not a memory of facts', () => {
    expect(first('In Hunter, what do we know about the host at 10.20.4.17?').concepts.map((c) => c.id)).not.toContain('memory');
  });

  it('still asks memory when the assistant is asked what it knows', () => {
    expect(first('what do you know about Alice?').concepts.map((c) => c.id)).toContain('memory');
  });
});

describe('"shoot someone a text"', () => {
  it('sends: the text is what goes, and "shoot" no word of the task', () => {
    const intent = first('Shoot my landlord a quick text at +1 415 555 0199 saying the rent check is in the mailbox.');
    expect(intent.verb.id).toBe('post');
    const words = taskWords(intent);
    expect(words.action).toBe('send');
    expect(words.objects).not.toContain('shoot');
  });

  it('and "drop her a line" too', () => {
    expect(first('Drop Priya a line saying the deck is ready').verb.id).toBe('post');
  });

  it('leaves other shooting alone', () => {
    expect(first('Shoot the product photos for the spring catalog').verb.id).not.toBe('post');
  });
});

describe('"start a run of …"', () => {
  it('runs: the run is the action, the start no word of the task', () => {
    const intent = first('Start a run of Flowbase configuration 1187342 of the flowbase.ex-db-mysql extractor.');
    expect(intent.verb.id).toBe('trigger');
    expect(intent.verbWord).toBe('run');
    const words = taskWords(intent);
    expect(words.action).toBe('run');
    expect(words.objects).not.toContain('start');
  });

  it('leaves "start a new project" a thing made', () => {
    expect(first("Start a new project called 'Atlas'").verb.id).toBe('create');
  });
});

describe('a told sentence before an ask that points back at it', () => {
  const question = 'Our last deploy of Hostly app 6f2b1c9e-3a7d broke checkout. Roll it back to deployment 81a4c2d7-5e6f.';

  it("reads the ask's verb, not a word of what was told", () => {
    const intent = first(question);
    expect(intent.verbWord).toBe('roll');
  });

  it('keeps what was told, for what "it" is', () => {
    expect(first(question).words).toContain('app');
  });
});

describe("a URL's parameters sent as one object", () => {
  const rollback = def('rollback_app', 'Roll an app back to a previous deployment.', { path: { type: 'object', properties: { app_id: { type: 'string' } }, required: ['app_id'] }, body: { type: 'object', properties: { deployment_id: { type: 'string' } } } }, ['path', 'body']);

  it('are given when the question gives the id they require', () => {
    const tools = [tool(rollback)];
    const { intent, words } = intentOver('Roll back app 6f2b1c9e-3a7d to deployment 81a4c2d7-5e6f', tools);
    expect(rankTools(tools, intent, [], words)[0]!.blocker).toBeUndefined();
  });

  it('are missing when it does not', () => {
    const tools = [tool(rollback)];
    const { intent, words } = intentOver('Roll back the app to the previous deployment', tools);
    expect(rankTools(tools, intent, [], words)[0]!.blocker).toMatch(/needs path/);
  });
});

describe('a key named in camel case', () => {
  it('is an identifier the question must give ("fileKey")', () => {
    const tools = [tool(def('get_design_data', 'Get the layout of a design file.', { fileKey: { type: 'string' } }, ['fileKey']))];
    const { intent, words } = intentOver("List every file in our team's 'Mobile App' project", tools);
    expect(rankTools(tools, intent, [], words)[0]!.blocker).toMatch(/fileKey/);
  });
});

describe('a key the question names by an example of it', () => {
  const tools = [tool(def('get_issue_tag_values', 'Get the values of one tag of an issue.', { issueId: { type: 'string' }, tagKey: { type: 'string', description: "The tag key to get values for (e.g., 'url', 'browser', 'environment')." } }, ['tagKey']))];

  it('is given ("which browsers" for a tag key whose examples say "browser")', () => {
    const { intent, words } = intentOver('Which browsers are affected by issue WEB-1Z43?', tools);
    expect(rankTools(tools, intent, [], words)[0]!.blocker).toBeUndefined();
  });

  it('is not, when the question names none of them', () => {
    const { intent, words } = intentOver('Which tags are on issue WEB-1Z43?', tools);
    expect(rankTools(tools, intent, [], words)[0]!.blocker).toMatch(/tagKey/);
  });
});

describe('ids the user does not have "any of"', () => {
  it('are looked up first, and the lookup names what they are', () => {
    const intents = analyzeQuestion("In Tallyhour, log 3.5 hours on the 'Website Redesign' project under the 'Design' task. I don't have any of the project or task IDs handy, so look them up first.");
    expect(intents[0]!.verb.class).toBe('read');
    expect(intents[0]!.concepts.map((c) => c.id)).toContain('project');
    expect(intents[1]!.verbWord).toBe('log');
  });
});

describe('silencing', () => {
  const question = "We're patching the read replica tonight. In Watchdog, silence every monitor scoped to host:db-replica-2 from 22:00 to 00:00 UTC.";

  it('is a change, read after a told sentence and a place', () => {
    const intent = first(question);
    expect(intent.verb.class).toBe('write');
    expect(intent.verbWord).toBe('silence');
    expect(taskWords(intent).objects).not.toContain('replica');
  });

  it('is done by a tool that schedules a downtime, not by one that lists monitors', () => {
    const tools = [
      def('get_monitors', 'Get Watchdog monitors, filtered by name or tags.', { name: { type: 'string' } }),
      def('schedule_downtime', 'Schedule a downtime in Watchdog.', { scope: { type: 'string' } }, ['scope']),
    ].map(tool);
    const { intent, words } = intentOver(question, tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('schedule_downtime');
    expect(ranked.find((f) => f.tool.name === 'get_monitors')!.rejected).toBeDefined();
  });
});

describe('a thing tools name in two words', () => {
  it('fits a name with both ("air quality") before one with either ("internet quality")', () => {
    const tools = [
      def('internet_quality', 'Get internet quality data: bandwidth, latency and jitter.', { location: { type: 'string' } }),
      def('get_air_quality_data', 'Get the current air quality for a place.', { location: { type: 'string' } }),
    ].map(tool);
    const { intent, words } = intentOver('Is the smog in Delhi bad today?', tools);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('get_air_quality_data');
    // The decisions panel says why: both words of the thing, where the other tool says one.
    expect(ranked[0]!.why).toContain('says air quality');
    expect(ranked[1]!.why.join('; ')).not.toMatch(/says air quality/);
  });
});

describe('a told sentence before the ask', () => {
  it('gives no words to the task', () => {
    const words = taskWords(first('A customer says he never receives our password-reset emails. Check our Postbird sending domain to see whether his address is on the bounce list.'));
    expect(words.action).toBe('check');
    expect(words.objects).not.toContain('customer');
    expect(words.objects).toContain('bounce');
  });

  it('keeps them when the ask points back at it ("its abstract")', () => {
    const words = taskWords(first('I need to cite the Paperbase paper 2402.17764 in my thesis. First show me its abstract.'));
    expect(words.objects).toContain('paper');
  });

  it('keeps them when it sets the place ("On Buildo, the pipeline is red.")', () => {
    const words = taskWords(first("On Buildo (org 'acme-eng'), the 'mobile-ios' pipeline is red on main. Find the most recent failed build on the main branch."));
    expect(words.objects).toContain('pipeline');
  });

  it('is no sentence of a quoted message', () => {
    const words = taskWords(first("Text +14155550142 through Ringo: 'Your table for 4 tonight is confirmed. Reply C to cancel.'"));
    expect(words.objects).toContain('ringo');
  });
});

describe('"mute"', () => {
  it('stays a verb a tool must name ("mute web-07"): only "silence" and "snooze" are read as changes of the word list', () => {
    expect(first('mute web-07 in watchdog for 2h').verb.id).toBe('other');
    expect(first('snooze the disk alert for an hour').verb.id).toBe('update');
  });
});
