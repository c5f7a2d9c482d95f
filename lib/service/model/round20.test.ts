import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fillArguments } from './args';
import { ownFit } from './own-fit';
import { ownWords } from './own-queries';
import { properNouns, requestVocabulary, withProducts } from './products';
import { fits, rankTools } from './rank';

// Made-up servers the app does not ship: two translators, a calendar, a build runner, a host monitor, a coin tracker,
// a story board, a fitness log, a texting service and a document store.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('the verb that opens the question', () => {
  const translators = [def('translate', 'Translate text between languages using Lingo Translate.'), def('translate-text', 'Translate text to a target language using Wordly.')].map(tool);

  it('is no product, though a loaded tool capitalises it', () => {
    const vocabulary = requestVocabulary(translators);
    const intent = withProducts(first("Translate 'see you soon' into Japanese with Wordly."), translators, [], vocabulary);
    expect(intent.products).toEqual(['wordly']);
    expect(rankTools(translators, intent, [], vocabulary.words)[0]!.tool.name).toBe('translate-text');
  });

  it('is still a product the whole request calls one', () => {
    const board = [def('boardly_list_tasks', 'List my Boardly tasks.'), def('boardly_get_task', 'Get a Boardly task.')].map(tool);
    const vocabulary = requestVocabulary(board);
    expect(withProducts(first('boardly my tasks'), board, [], vocabulary).products).toContain('boardly');
  });
});

describe('capitalised English words in a list', () => {
  it('are the values a tool takes, not products', () => {
    expect(properNouns('Respond to an invitation with Accept, Decline, Maybe, or No Response.')).toEqual([]);
  });

  it('leave a name that is no English word a product', () => {
    expect(properNouns('Send a message to Zulipo, Matterly or a webhook.')).toEqual(expect.arrayContaining(['zulipo', 'matterly']));
  });

  it('leave the tool that takes them free to answer "decline the invite"', () => {
    const calendar = [
      def('respond-to-event', 'Respond to a calendar event invitation with Accept, Decline, Maybe (Tentative), or No Response.', { eventId: { type: 'string' }, response: { type: 'string', enum: ['needsAction', 'declined', 'tentative', 'accepted'] } }, ['eventId', 'response']),
      def('get-event', 'Get a calendar event.', { eventId: { type: 'string' } }, ['eventId']),
    ].map(tool);
    const vocabulary = requestVocabulary(calendar);
    const intent = withProducts(first('Decline the invite for event 7hk2m9q4 on my calendar.'), calendar, [], vocabulary);
    expect(intent.products).toEqual([]);
    const top = rankTools(calendar, intent, [], vocabulary.words)[0]!;
    expect(top.tool.name).toBe('respond-to-event');
    expect(top.otherProduct).toBeUndefined();
  });
});

describe('an enum value', () => {
  const fill = (question: string, properties: Record<string, unknown>) => fillArguments({ type: 'object', properties, required: Object.keys(properties) }, { intent: first(question), toolName: 'respond', earlier: [] });

  it('is matched by root: "decline" picks "declined"', () => {
    expect(fill('Decline the invite for event 7hk2m9q4', { response: { type: 'string', enum: ['needsAction', 'declined', 'tentative', 'accepted'] } }).response).toBe('declined');
  });

  it('is chosen when it is not the first, rather than the default', () => {
    expect(fill('Create the flag for our TypeScript (.ts) code', { fileExtension: { type: 'string', enum: ['.tsx', '.ts', '.js'], default: '.js' } }).fileExtension).toBe('.ts');
  });
});

describe('a write tool whose description opens with the action', () => {
  it('does that action, whatever its name says', () => {
    const runner = [
      def('create_build', 'Trigger a new build on a pipeline for a commit and branch.', { pipeline: { type: 'string' }, branch: { type: 'string' } }, ['pipeline', 'branch']),
      def('create_pipeline', 'Create a new pipeline.', { name: { type: 'string' } }, ['name']),
    ].map(tool);
    const { intent, words } = intentOver("Kick off a build of the 'mobile' pipeline on branch release/4.2", runner);
    expect(intent.verb.id).toBe('trigger');
    const ranked = rankTools(runner, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('create_build');
    expect(ranked[0]!.rejected).toBeUndefined();
    expect(ranked.find((f) => f.tool.name === 'create_pipeline')!.rejected).toBeDefined();
  });
});

describe('what the user cannot remember', () => {
  it('is to be told, not remembered for them', () => {
    const intent = first('I can never remember what heart-rate zones I set up. Can you remind me what they are?');
    expect(intent.verb.class).toBe('read');
    expect(intent.words).not.toContain('remember');
  });

  it('asks the tool that reads them', () => {
    const fitness = [def('get-athlete-zones', "Get the athlete's heart rate and power zones."), def('create_memory', 'Remember a fact for later.')].map(tool);
    const { intent, words } = intentOver('I can never remember what heart-rate zones I set up. Can you remind me what they are?', fitness);
    expect(rankTools(fitness, intent, [], words)[0]!.tool.name).toBe('get-athlete-zones');
  });
});

describe('idioms that carry a verb', () => {
  it('"put … side by side" compares', () => {
    const coins = [
      def('assets-compare', 'Compare 2-5 coins side-by-side including price and market cap.', { symbols: { type: 'string' } }, ['symbols']),
      def('upload_asset', 'Put an asset in storage.', { file: { type: 'string' } }, ['file']),
    ].map(tool);
    const { intent, words } = intentOver('Put Bitcoin, Ethereum and Solana side by side for me: price and market cap.', coins);
    expect(intent.verbWord).toBe('compare');
    const top = rankTools(coins, intent, [], words)[0]!;
    expect(top.tool.name).toBe('assets-compare');
    expect(fits(top)).toBe(true);
    // The idiom's own verb is no word of the task: the search does not ask for "put".
    expect(ownWords(intent, words).map((w) => w.word)).not.toContain('put');
  });

  it('"make me the owner of" assigns', () => {
    const board = [
      def('stories-assign-current-user', 'Assign the current user as an owner of a story.', { storyPublicId: { type: 'number' } }, ['storyPublicId']),
      def('stories-create', 'Create a new story.', { name: { type: 'string' } }, ['name']),
    ].map(tool);
    const { intent, words } = intentOver('Make me the owner of story 4821.', board);
    expect(intent.verb.id).toBe('assign');
    expect(rankTools(board, intent, [], words)[0]!.tool.name).toBe('stories-assign-current-user');
  });
});

describe("a tool named for the task's own verb", () => {
  const monitor = [
    def('mute_host', 'Mute a host.', { hostname: { type: 'string' } }, ['hostname']),
    def('unmute_host', 'Unmute a host.', { hostname: { type: 'string' } }, ['hostname']),
    def('list_hosts', 'List the hosts.'),
  ].map(tool);

  it('fits when the task names nothing but a thing\'s name', () => {
    const { intent, words } = intentOver('mute web-07 for 2h', monitor);
    const top = rankTools(monitor, intent, [], words)[0]!;
    expect(top.tool.name).toBe('mute_host');
    expect(fits(top)).toBe(true);
    expect(top.why).toContain('named for "mute", and the task names no other thing');
  });

  it('gets the host\'s name the question gives', () => {
    const args = fillArguments({ type: 'object', properties: { hostname: { type: 'string' } }, required: ['hostname'] }, { intent: first('mute web-07 for 2h'), toolName: 'mute_host', earlier: [] });
    expect(args.hostname).toBe('web-07');
  });

  it('does not fit when the task names another thing', () => {
    const { intent, words } = intentOver('mute the alerts channel for 2h', monitor);
    const mute = rankTools(monitor, intent, [], words).find((f) => f.tool.name === 'mute_host')!;
    expect(mute.why).not.toContain('named for "mute", and the task names no other thing');
  });
});

describe('a sentence the user tells of themselves', () => {
  it('is told: the ask is the sentence after it', () => {
    const intent = first("I promised my landlord I'd text him when the package shows up. Send 'Package is here!' to +1 415 555 0134.");
    expect(intent.verb.id).toBe('post');
    expect(intent.verbWord).toBe('send');
  });

  it('gives its phone number to the recipient', () => {
    const args = fillArguments({ type: 'object', properties: { recipient: { type: 'string' }, message: { type: 'string' } }, required: ['recipient', 'message'] }, { intent: first("Send 'Package is here!' to +1 415 555 0134."), toolName: 'send_message', earlier: [] });
    expect(args.recipient).toBe('+14155550134');
  });
});

describe('"how many"', () => {
  const store = [
    def('count', 'Count documents in a collection matching a query.', { collection: { type: 'string' } }, ['collection']),
    def('docstore_query', 'Run a query against a Docstore collection.', { collection: { type: 'string' } }, ['collection']),
    def('list_collections', 'List the Docstore collections.'),
  ].map(tool);

  it('asks the search for a tool named for counting', () => {
    const { intent, words } = intentOver("In Docstore, how many documents in the 'orders' collection have status 'pending'?", store);
    expect(ownWords(intent, words)[0]).toMatchObject({ word: 'count', action: true });
  });

  it('weighs less a tool that counts another thing than the task\'s', () => {
    const tools = [def('count', 'Count documents in a collection.'), def('event_counts', 'Count documents in a collection.')].map(tool);
    const { intent, words } = intentOver("How many documents in the 'orders' collection have status 'pending'?", tools);
    const [count, events] = ['count', 'event_counts'].map((n) => rankTools(tools, intent, [], words).find((f) => f.tool.name === n)!);
    expect(count!.score - events!.score).toBeGreaterThan(5);
  });

  it('puts a tool named for counting before the named product\'s own query tool', () => {
    const { intent, words } = intentOver("In Docstore, how many documents in the 'orders' collection have status 'pending'?", store);
    expect(rankTools(store, intent, [], words)[0]!.tool.name).toBe('count');
  });
});

describe('a sentence told before a list of steps', () => {
  it('is no place: the steps after it are split', () => {
    const intents = analyzeQuestion("The latest deploy of my app 'shop-api' failed. Find the app, locate that failed deployment and fetch its build logs.");
    expect(intents).toHaveLength(2);
    expect(intents[0]!.verbWord).toBe('find');
    expect(intents[1]!.verbWord).toBe('locate');
  });
});

describe('short and spoken questions', () => {
  it('reads "whos" as "who is"', () => {
    const intent = first('whos on call rn');
    expect(intent.verb.class).toBe('read');
    expect(intent.verbFrom).toBe('question');
    expect(intent.concepts.map((c) => c.id)).toContain('oncall');
    expect(intent.words).not.toContain('whos');
  });
});

describe('an aggregate', () => {
  it('is computed, as a count is', () => {
    expect(first("give me the P99 of duration_ms grouped by route over the last 2 hours").count).toBe(true);
    expect(first('what is the median latency of the checkout service?').count).toBe(true);
    expect(first('list the routes of the api gateway').count).toBeUndefined();
  });
});

describe('"take … offline"', () => {
  it('unpublishes, after a place with a bracketed aside', () => {
    const intent = first("In Pagely (space 'x7k2pq9', environment 'master'), take entry 5KsDBWse offline first and then delete it.");
    expect(intent.verbWord).toBe('unpublish');
    expect(intent.clause).not.toMatch(/delete/);
  });

  it('asks the tool named for it, not the one that reads the entry', () => {
    const cms = [
      def('unpublish_entry', 'Unpublish an entry.', { entryId: { type: 'string' } }, ['entryId']),
      def('get_entry', 'Get an entry.', { entryId: { type: 'string' } }, ['entryId']),
    ].map(tool);
    const { intent, words } = intentOver('Take entry 5KsDBWse offline.', cms);
    expect(rankTools(cms, intent, [], words)[0]!.tool.name).toBe('unpublish_entry');
    expect(ownWords(intent, words).map((w) => w.word)).not.toContain('take');
  });
});

describe('the word a count implies', () => {
  it('is searched for but not weighed in the ranking', () => {
    const tools = [
      def('count', 'Count documents in a collection.'),
      def('list_collections', 'List the collections and count the documents each holds.'),
      // A word is rare beside a catalog of some size: forty-eight tools about other things.
      ...['weather', 'email', 'invoice', 'user', 'forecast', 'message', 'ticket', 'order'].flatMap((thing) => ['get', 'create', 'delete', 'update', 'archive', 'export'].map((verb) => def(`${verb}_${thing}`, `${verb} a ${thing}.`))),
    ].map(tool);
    const { intent, words } = intentOver("How many documents in the 'orders' collection have status 'pending'?", tools);
    expect(ownWords(intent, words).find((w) => w.word === 'count')?.implied).toBe(true);
    // The rare words the ranking credits weigh the question's own words only.
    const own = ownFit(tools[1]!, ownWords(intent, words).filter((w) => !w.implied));
    expect(own.score).toBeGreaterThan(0);
    expect(ownFit(tools[1]!, ownWords(intent, words)).score).toBeGreaterThan(own.score);
    expect(rankTools(tools, intent, [], words).find((f) => f.tool.name === 'list_collections')!.why.join(' ')).toContain(`+${own.score}`);
  });
});
