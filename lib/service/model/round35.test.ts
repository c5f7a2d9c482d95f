import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { fits } from './rank';
import { readSpelling } from './spelling';
import { requestVocabulary } from './products';

// Made-up servers the app does not ship: a micro-blog, a to-do list, a payments service, an app host, a browser driver
// and a paper index.

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('reading the ask', () => {
  const chirper = [
    def('post_chirp', 'Post a new chirp to Chirper.', { text: { type: 'string' } }, ['text']),
    def('search_chirps', 'Search chirps on Chirper.', { query: { type: 'string' } }, ['query']),
  ].map(tool);

  it('"we\'re shut on Monday … - could you put that out on our chirper": the ask after a dash, and what is put out is posted', () => {
    const q = "we're shut on Monday for the bank holiday and back Tuesday at 9 - could you put that out on our chirper so people don't turn up?";
    expect(first(q).verb.id).toBe('post');
    expect(first(q).concepts[0]?.id).toBe('message');
    expect(rankOver(q, chirper)[0]!.tool.name).toBe('post_chirp');
  });

  it('but what is put on the user\'s own list is still made there', () => {
    expect(first('put renewing my passport on my tickly').verb.id).toBe('create');
  });

  it('"the library books are due back Saturday, can you put that on my tickly": what "that" is, told before, is made', () => {
    const intent = first('the library books are due back Saturday 26 July, can you put that on my tickly so it doesn\'t slip');
    expect(intent.verb.id).toBe('create');
    expect(intent.words).toEqual(expect.arrayContaining(['library', 'books']));
  });

  it('"Give the customer back €15 of capture 7RK… as a partial refund" makes a refund: no one is assigned anything', () => {
    const q = "Give the customer back €15.00 of Payly capture 7RK49312WB573864D as a partial refund (they keep the rest of the order), with the note to payer 'Sorry'.";
    const intent = first(q);
    expect(intent.verb.id).toBe('create');
    expect(intent.words[0]).toBe('refund');
    const payly = [
      def('payly_create_refund', 'Refund a captured Payly payment, in full or in part.', { capture_id: { type: 'string' }, amount: { type: 'string' } }, ['capture_id']),
      def('payly_get_capture', 'Get a captured Payly payment.', { capture_id: { type: 'string' } }, ['capture_id']),
    ].map(tool);
    expect(rankOver(q, payly)[0]!.tool.name).toBe('payly_create_refund');
  });

  it('"Bump quayside-api to three Standard-2X web dynos" scales it', () => {
    const intent = first('Bump quayside-api on Hosty to three Standard-2X web dynos.');
    expect(intent.verbWord).toBe('scale');
    const hosty = [
      def('ps_scale', 'Scale the dynos of a Hosty app: quantity and size.', { app: { type: 'string' }, quantity: { type: 'number' } }, ['app', 'quantity']),
      def('apps_update', 'Update the settings of a Hosty app.', { app: { type: 'string' } }, ['app']),
    ].map(tool);
    const ranked = rankOver('Bump quayside-api on Hosty to three Standard-2X web dynos.', hosty);
    expect(ranked[0]!.tool.name).toBe('ps_scale');
    expect(fits(ranked[0])).toBe(true);
    // A version bumped to a number is no scale.
    expect(first('bump the version to 2.0 in package.json').verbWord).not.toBe('scale');
  });
});

describe('words', () => {
  it('"choose \'Portugal\' in the dropdown" selects it', () => {
    const driver = [
      def('driver_select', 'Select an element on the page with Select tag', { selector: { type: 'string' }, value: { type: 'string' } }, ['selector', 'value']),
      def('driver_click', 'Click an element on the page', { selector: { type: 'string' } }, ['selector']),
    ].map(tool);
    const ranked = rankOver("In the page Driverly already has open, choose 'Portugal' in the select#shipping-country dropdown.", driver);
    expect(ranked[0]!.tool.name).toBe('driver_select');
    expect(fits(ranked[0])).toBe(true);
  });

  it('"pprs", "acct": chat shorthand is read as the words it stands for', () => {
    const words = requestVocabulary([def('search_papers', 'Search papers by topic.', { query: { type: 'string' } }, ['query'])].map(tool)).words;
    expect(readSpelling('arxiv pprs on diffusion policy', words).question).toBe('arxiv papers on diffusion policy');
    expect(readSpelling('which acct is this', words).corrections).toEqual([{ written: 'acct', read: 'account' }]);
  });

  it('"is it going to chuck it down …?" asks for a forecast', () => {
    expect(first('is it going to chuck it down the whole time?').concepts[0]?.id).toBe('forecast');
    expect(first('will it pour down in Keswick tomorrow?').concepts[0]?.id).toBe('forecast');
  });

  it('the same question without a weather word asks for no forecast', () => {
    const { intents } = readOver('is the table free tomorrow?', [def('get_forecast', 'Daily weather forecast.', {})].map(tool));
    expect(intents[0]!.concepts.map((c) => c.id)).not.toContain('forecast');
  });
});
