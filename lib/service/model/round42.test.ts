import { describe, expect, it } from 'vitest';
import { def, rankOver, readOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { otherSpelling } from './english';
import { requestVocabulary } from './products';
import { rankTools } from './rank';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';
import { related } from './words';

// Made-up servers the app does not ship: a notes app, a calendar, a to-do app, a card board, a CRM, a headless browser,
// a phone service and a payments service.

const first = (q: string) => analyzeQuestion(q)[0]!;
const wordsOf = (...tools: ReturnType<typeof def>[]) => requestWords(tools.map((d) => ({ name: d.name, definition: d })));

describe('what the question says, read against the request', () => {
  const notes = wordsOf(def('notely_create_note', 'Create a note, with a reminder timer and a group.'), def('notely_list_groups', 'List the note groups and their timers.'));

  it("a quoted title is the user's own text: 'Call the tiler back about grout colour' keeps its tiler and grout", () => {
    const read = readSpelling("add a note titled 'Call the tiler back about grout colour' to notely", notes);
    expect(read.question).toBe("add a note titled 'Call the tiler back about grout colour' to notely");
    expect(read.corrections).toEqual([]);
    // Outside the quotes the same word is still read as the tools' word, and a quote in double quotes is kept too.
    expect(readSpelling('the tiler reminder on notely', notes).question).toBe('the timer reminder on notely');
    expect(readSpelling('add "tiler grout" to notely', notes).question).toBe('add "tiler grout" to notely');
  });

  it('"to-do", "e-mail": a hyphened word the tools name as one word is that word', () => {
    const todos = wordsOf(def('uncomplete_todo', 'Mark a todo as not done'), def('send_email', 'Send an email'));
    expect(readSpelling('reopen to-do 77 please', todos).question).toBe('reopen todo 77 please');
    expect(readSpelling('send an e-mail to Ana', todos).question).toBe('send an email to Ana');
    // A hyphened name the tools do not say stays ("tidepool-stg"), and so does one no tool names as a word.
    expect(readSpelling('rename tidepool-stg to tidepool-qa', todos).question).toBe('rename tidepool-stg to tidepool-qa');
    expect(readSpelling('a follow-up todo', todos).question).toBe('a follow-up todo');
  });

  it('"colour" where the tools say "color": the other spelling of the same word, when the tools say it more', () => {
    expect(otherSpelling('colour')).toBe('color');
    expect(otherSpelling('color')).toBe('colour');
    expect(otherSpelling('organise')).toBe('organize');
    expect(otherSpelling('catalogue')).toBe('catalog');
    // A doubled l is left as written.
    expect(otherSpelling('cancelled')).toBeUndefined();
    // Words spelt alike, and words that only look so ("hour", "promise", "water"), have none.
    for (const w of ['hour', 'your', 'promise', 'water', 'program', 'form']) expect(otherSpelling(w)).toBeUndefined();
    const calendar = wordsOf(def('list-colors', 'List the color ids of calendars and events'), def('update-event', 'Update an event, its color and its time'));
    const read = readSpelling('which colour id is red?', calendar);
    expect(read.question).toBe('which color id is red?');
    expect(read.corrections).toEqual([{ written: 'colour', read: 'color' }]);
    // A request that says "colour" more often keeps it.
    const british = wordsOf(def('set_colour', 'Set the colour of a label; colour names are British'), def('list_colours', 'List the colour palette'), def('get_color', 'Get one color'));
    expect(readSpelling('which colour is the label?', british).question).toBe('which colour is the label?');
  });

  it('"tix" is tickets, as chat shorthand', () => {
    const desk = wordsOf(def('update_ticket', 'Update a support ticket'));
    expect(readSpelling('deskly tix 70519: add tag refund', desk).question).toBe('deskly tickets 70519: add tag refund');
  });
});

describe('steps, read from how the question orders them', () => {
  it('"Look up that notebook\'s id first so the note doesn\'t land …": why it comes first is no word of the step', () => {
    const [lookup, add] = analyzeQuestion("In Notely, add a to-do note titled 'Tile' to my 'Home' notebook. Look up that notebook's id first so the note doesn't land in the default notebook.");
    expect(lookup!.verb.class).toBe('read');
    expect(lookup!.words.some((w) => w.startsWith('notebook'))).toBe(true);
    expect(lookup!.words).not.toContain('land');
    expect(lookup!.words).not.toContain('default');
    expect(add!.verb.id).toBe('create');
  });

  it('"Event 5k2m… should show up in red. Look up which color id is red, then set …": how a thing ought to look is told, not a step', () => {
    const steps = analyzeQuestion("On my primary Calendo calendar, event 5k2m9q ('Board dinner') should show up in red. Look up which color id is red, then set that color on the event.");
    expect(steps[0]!.verb.class).toBe('read');
    expect(steps[0]!.words).toContain('color');
    expect(steps.at(-1)!.verb.id).toBe('update');
    // A sentence that asks a change in the passive stays a step ("… should be moved to Done").
    expect(first('Card 42 should be moved to Done.').verb.class).toBe('write');
  });

  it('"notify me on changes to card 66d1…": to be told of a thing\'s changes is to watch it', () => {
    const step = first('boardly - notify me on changes to card 66d1e0b3f2a4 pls');
    expect(step.verb.id).toBe('watch');
    expect(first('let me know about any updates on ticket 12').verb.id).toBe('watch');
    // A notice sent to someone else is still a message.
    expect(first('notify the team about the outage').verb.id).toBe('post');
    const tools = [
      def('watch_card', 'Watch a card, so that its changes notify you', { cardId: { type: 'string' } }, ['cardId']),
      def('add_cards_to_list', 'Add cards to a list', { listId: { type: 'string' } }, ['listId']),
      def('get_card', 'Get a card by id', { cardId: { type: 'string' } }, ['cardId']),
    ].map(tool);
    expect(rankOver('boardly - notify me on changes to card 66d1e0b3f2a4 pls', tools)[0]!.tool.name).toBe('watch_card');
  });

  it('"Put Adaeze Okonkwo (adaeze@…) into Relato as a contact": what is put somewhere as a kind of thing is added as one', () => {
    const step = first('Put Adaeze Okonkwo (adaeze@lagoonmetrics.ng) into Relato as a contact.');
    expect(step.verb.id).toBe('create');
    expect(step.verbWord).toBe('add');
    // Put without "as a …" keeps its own reading.
    expect(first('put the file on the server').verbWord).toBe('put');
  });

  it('"open https://… and take a 1280x900 screenshot of it": a picture taken is a step of its own, after the page is opened', () => {
    const steps = analyzeQuestion("Using Browsly, open https://example.org/forecast and take a 1280x900 screenshot of it named 'five-day'.");
    expect(steps).toHaveLength(2);
    expect(steps[0]!.verbWord).toBe('navigate');
    expect(steps[1]!.clause).toMatch(/^take a 1280x900 screenshot/);
    // "take" before anything else is no step of its own.
    expect(analyzeQuestion('open the report and take notes from it')).toHaveLength(1);
  });
});

describe('choosing among what was loaded', () => {
  it('"Reopen to-do 7731092": a tool named for the very action in another word comes before a general update or status', () => {
    expect(related('reopen', 'uncomplete')).toBe('synonym');
    const tools = [
      def('update_todo', 'Update a to-do: its title, notes, due date', { project_id: { type: 'string' }, todo_id: { type: 'string' } }, ['project_id', 'todo_id']),
      def('set_todo_status', 'Set the status of a to-do in a project', { project_id: { type: 'string' }, todo_id: { type: 'string' }, status: { type: 'string' } }, ['project_id', 'todo_id', 'status']),
      def('uncomplete_todo', 'Mark a completed to-do as not done again', { project_id: { type: 'string' }, todo_id: { type: 'string' } }, ['project_id', 'todo_id']),
    ].map(tool);
    const ranked = rankOver('Reopen todo 7731092 in Campy project 2290457; it was ticked off by mistake.', tools);
    expect(ranked[0]!.tool.name).toBe('uncomplete_todo');
    expect(ranked[0]!.why.join(' ')).toContain('"uncomplete" is a word for "reopen"');
  });

  it('"get_stripe_account_info" for a question on Phony: a product said inside a tool\'s name is whose the tool is', () => {
    const tools = [
      def('send-message', 'Send an SMS message via Phony', { to: { type: 'string' }, body: { type: 'string' } }, ['to', 'body']),
      def('list-messages', 'List the SMS messages sent via Phony'),
      def('get_payly_account_info', 'Get the account details of the connected account'),
      def('list_payly_charges', 'List the charges of a Payly account'),
      def('payly_refund', 'Refund a Payly charge'),
      def('send_room_message', 'Send a message to a Roomo room'),
      def('list_rooms', 'List the Roomo rooms you are in'),
      def('roomo_invite', 'Invite a person to a Roomo room'),
      def('get_account_roomo', 'Get the permissions of an account, as a grid'),
    ].map(tool);
    const vocabulary = requestVocabulary(tools);
    expect(vocabulary.isProduct('payly')).toBe(true);
    expect(vocabulary.isProduct('phony')).toBe(true);
    const { intents, words } = readOver('How much credit is left on our Phony account?', tools);
    const fit = rankTools(tools, intents[0]!, [], words, vocabulary.isProduct).find((f) => f.tool.name === 'get_payly_account_info')!;
    expect(fit.otherProduct).toBe(true);
    expect(fit.blocker).toContain('payly');
    // The name's last word is what the tool is about, no owner (maps_distance_matrix is no Matrix chat's).
    expect(vocabulary.isProduct('roomo')).toBe(true);
    expect(rankTools(tools, intents[0]!, [], words, vocabulary.isProduct).find((f) => f.tool.name === 'get_account_roomo')!.otherProduct).toBeFalsy();
    // The same tool asked of its own product, or of none, is no other product's.
    const own = readOver('Get the account info of Payly', tools);
    expect(rankTools(tools, own.intents[0]!, [], own.words, vocabulary.isProduct).find((f) => f.tool.name === 'get_payly_account_info')!.otherProduct).toBeFalsy();
  });
});
