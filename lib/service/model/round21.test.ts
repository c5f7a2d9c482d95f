import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { readInOwnWords } from './own-concepts';
import { requestVocabulary, withProducts } from './products';
import { fits, rankTools } from './rank';
import { taskWords } from './task-words';
import { wordFit } from './word-fit';
import { related, root } from './words';

// Made-up servers the app does not ship: a sign-in service beside two billing servers, a mail marketer beside a mail
// sender, a build server, a helpdesk, a rewriting service, a flashcard deck and an error tracker.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe("a word the named product's tools do not use", () => {
  const tools = [
    def('gatekeep_list_users', 'List Gatekeep users, filtered by a search query.', { q: { type: 'string' } }),
    def('gatekeep_get_user', 'Get a Gatekeep user by id.', { userId: { type: 'string' } }, ['userId']),
    def('get_account_details', 'Get the details of a billing account.'),
    def('billing_account_info', 'Get account information of the billing service.'),
  ].map(tool);
  const read = (question: string) => {
    const vocabulary = requestVocabulary(tools);
    return { intent: readInOwnWords(withProducts(first(question), tools, [], vocabulary), vocabulary.words), words: vocabulary.words };
  };

  it("keeps the word list's reading where the product's own tools name that", () => {
    const { intent } = read('Find the Gatekeep account for jane.doe@acme.com');
    expect(intent.concepts.map((c) => c.id)).toContain('user');
    expect(intent.ownReadings ?? []).toEqual([]);
  });

  it('still reads the word as the tools name it when no product is named', () => {
    const { intent } = read('Find the account for jane.doe@acme.com');
    expect(intent.ownReadings?.map((r) => r.word)).toContain('account');
  });

  it("ranks the product's tool for the user first", () => {
    const { intent, words } = read('Find the Gatekeep account for jane.doe@acme.com');
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('gatekeep_list_users');
  });
});

describe('a name that starts with "list"', () => {
  it('lists things: its "list" is no list the task is about', () => {
    const fit = wordFit(tool(def('list-emails', 'List sent emails.')), { action: '', objects: ['email', 'list'], weights: [1, 1] });
    expect(fit.inName).toEqual(['email']);
  });

  it('still names a list later in the name', () => {
    const fit = wordFit(tool(def('mailbird_lists_list', 'List the mailing lists.')), { action: '', objects: ['email', 'list'], weights: [1, 1] });
    expect(fit.inName).toContain('list');
  });
});

describe('a product set before a comma', () => {
  const tools = [
    def('list-emails', 'List emails sent.'),
    def('mailbird_lists_list', 'Get all Mailbird lists, with their ids.'),
    def('mailbird_lists_get', 'Get a Mailbird list by id.', { list_id: { type: 'string' } }, ['list_id']),
  ].map(tool);

  it('frames the whole task: a tool of no product gives way to its own', () => {
    const { intent, words } = intentOver("In Mailbird, look up the ID of our email list called 'VIP Customers'", tools);
    expect(intent.products).toEqual(['mailbird']);
    const ranked = rankTools(tools, intent, [], words);
    expect(ranked.find((f) => f.tool.name === 'list-emails')!.otherProduct).toBe(true);
    expect(ranked.find(fits)!.tool.name).toMatch(/^mailbird_/);
  });
});

describe('a phrasal verb', () => {
  it('drops a particle that adds nothing to its verb ("kick off")', () => {
    expect(taskWords(first("Kick off the job 'payments/deploy-staging'")).objects).not.toContain('off');
  });

  it('keeps one that says what the verb does ("turn off")', () => {
    expect(taskWords(first('Turn off light.kitchen_ceiling')).objects).toContain('off');
  });

  it('drops the particle of a verb told in the past ("the email we fired off")', () => {
    expect(taskWords(first('did the password reset email we fired off actually go out?')).objects).not.toContain('off');
  });
});

describe('a step that waits for the one before', () => {
  it('is a step of its own, though it reads back what the first made', () => {
    const intents = analyzeQuestion("Kick off the job 'payments/deploy-staging' with the parameter BRANCH=release-2.4, and once it has run, show me the console output of that build.");
    expect(intents).toHaveLength(2);
    expect(intents[1]!.verbWord).toBe('show me');
  });

  it('leaves a read that points back at the same thing one request', () => {
    expect(analyzeQuestion("Open the page 'Roadmap' and show me its content")).toHaveLength(1);
  });
});

describe('a tool named "build"', () => {
  it('does what "kick off" asks', () => {
    const tools = [
      def('build_item', 'Build an item in Buildo.', { fullname: { type: 'string' } }, ['fullname']),
      def('run_script', 'Run an arbitrary script on the Buildo controller.', { script: { type: 'string' } }, ['script']),
    ].map(tool);
    const { intent, words } = intentOver("Kick off the Buildo job 'payments/deploy-staging'", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('build_item');
  });
});

describe('"wrap … up"', () => {
  it('closes what was told of before the dash', () => {
    const intents = analyzeQuestion("The customer on ticket 48213 says everything's working now — wrap that one up and leave them a quick thank-you.");
    expect(intents[0]!.verb.id).toBe('update');
    expect(intents[0]!.verbWord).toBe('close');
  });
});

describe('"Use X to …"', () => {
  it('takes the verb after "to" as the action, and "use" as no word of the task', () => {
    const words = taskWords(first("Use Wordsmith to rewrite this in a more business-like tone: 'hey, we're late'"));
    expect(words.action).toBe('rewrite');
    expect(words.objects).not.toContain('use');
  });

  it('finds a tool that rephrases for "rewrite"', () => {
    const tools = [def('rephrase-text', 'Rephrase text in the same language, in a given tone.', { text: { type: 'string' } }, ['text']), def('update_app', 'Update an app.', { path: { type: 'string' } })].map(tool);
    const { intent, words } = intentOver("Use Wordsmith to rewrite this in a more business-like tone: 'hey, we're late'", tools);
    expect(rankTools(tools, intent, [], words)[0]!.tool.name).toBe('rephrase-text');
  });
});

describe('words already reduced to their root', () => {
  it('are still related by the word list ("rephras" of rephrase-text)', () => {
    expect(root(root('rephrase'))).not.toBe(root('rephrase'));
    expect(related('rewrite', root('rephrase'))).toBe('synonym');
    expect(related(root('rewrite'), root('rephrase'))).toBe('synonym');
  });
});

describe('a change word inside a short question', () => {
  it('names a thing after a plain word ("build queue stuck??")', () => {
    expect(first('jenkins build queue stuck??').verb.class).toBe('read');
  });

  it('is still the change when someone is asked to do it', () => {
    expect(first('hey can you create a ticket for the login bug?').verb.id).toBe('create');
  });
});

describe('one word before a dash', () => {
  it('names where, like a colon: the question after it is what is asked', () => {
    const intent = analyzeQuestion('bigquery - what tables we have', [], (w) => w !== 'bigquery')[0]!;
    expect(intent.verb.class).toBe('read');
    expect(intent.verbWord).not.toBe('bigquery');
  });
});

describe('a sentence the user tells of what they have been doing', () => {
  it('is told ("I\'ve been slacking"): its words are not what the task is about', () => {
    const intent = first("I've been slacking on my reports for a week. Find the overdue ones.");
    expect(intent.verbWord).toBe('find');
  });

  it('leaves no contraction among the task\'s words', () => {
    expect(taskWords(first("Quiz me on the ones I've fallen behind on?")).objects).not.toContain("i've");
  });
});

describe('"fallen behind"', () => {
  it('is what is due', () => {
    expect(related('behind', 'due')).toBe('synonym');
    expect(related('overdue', 'due')).toBe('synonym');
  });
});

describe('"have someone do it"', () => {
  it('is a step of its own after a comma', () => {
    const intents = analyzeQuestion("In Tracebin org 'acme', find the unresolved issue in the 'checkout-api' project with the most events, have Seer work out its root cause, and then assign the issue to me.");
    expect(intents).toHaveLength(3);
    expect(intents[0]!.verbWord).toBe('find');
    expect(intents[0]!.clause).not.toMatch(/seer/i);
  });
});
