import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { fits, rankTools } from './rank';

// Made-up servers the app does not ship: a music player that names every tool for itself, a billing server that names
// none, a board whose tools name it only now and then, and a code checker.

describe('a change asked of a product that names every tool for itself', () => {
  const player = [def('TunelyPlayback', 'Manage the current Tunely playback: play, pause, skip.'), def('TunelySearch', 'Search Tunely for tracks and albums.'), def('TunelyQueue', 'Manage the Tunely playback queue.')];
  const billing = [def('cancel_subscription', 'Cancels a subscription.'), def('create_refund', 'Refund a payment.')];

  it('sets aside a tool named for no product: it is another server’s, and would cancel something else', () => {
    const tools = [...player, ...billing].map(tool);
    const { intent, words } = intentOver('Cancel my Tunely Premium subscription at the end of this billing period.', tools);
    expect(intent.products).toEqual(['tunely']);
    const ranked = rankTools(tools, intent, [], words);
    const cancel = ranked.find((f) => f.tool.name === 'cancel_subscription')!;
    expect(fits(cancel)).toBe(false);
    expect(cancel.blocker).toMatch(/every tool of tunely is named for it \(TunelyPlayback, TunelySearch\)/);
    expect(ranked.some(fits)).toBe(false);
  });

  it('keeps an unnamed tool when the product names only some of its tools for itself, as most servers do', () => {
    const board = [def('boards_list', 'List the Plankboard boards.'), def('cards_archive', 'Archive a card.', { card_id: { type: 'string' } }, ['card_id']), def('plankboard_whoami', 'The Plankboard user.')];
    const tools = board.map(tool);
    const { intent, words } = intentOver('Archive Plankboard card 7731.', tools);
    expect(intent.products).toEqual(['plankboard']);
    const best = rankTools(tools, intent, [], words)[0]!;
    expect(best.tool.name).toBe('cards_archive');
    expect(fits(best)).toBe(true);
  });
});

describe('an id the question gives', () => {
  it('is no missing id, however the id field is named', () => {
    const checker = [def('change_lint_issue_status', 'Change the status of a Lintwise issue: accept, false positive, reopen.', { issue_key: { type: 'string' }, status: { type: 'string' } }, ['issue_key', 'status'])].map(tool);
    const { intent, words } = intentOver('Mark Lintwise issue AYwX3k9fZpL0qR2sT4uV as a false positive.', checker);
    const best = rankTools(checker, intent, [], words)[0]!;
    expect(best.why).toContain('takes the issue_key given');
    expect(best.missing).toBeUndefined();
    expect(best.blocker).toBeUndefined();
  });
});
