import { forEachWordSpan, normalizeTerm } from '@/lib/search/tokenize';

/**
 * What a tool's name says. A good name carries an action (`create`, `list`) and the thing it acts
 * on (`pull_request`), so both a search and the model can tell it from its neighbours. These word
 * lists are the report's own judgement of names, not the search engine's nor the model's.
 */

/** Verbs that name what a tool does. */
export const ACTION_WORDS: ReadonlySet<string> = new Set(
  (
    'get list search find query read fetch retrieve lookup look show view describe inspect browse count ' +
    'create add new make insert post put write upload send reply publish submit request comment react ' +
    'update edit set patch modify change rename move transition assign mark toggle merge close reopen resolve approve ' +
    'delete remove archive unarchive cancel dismiss clear purge ' +
    'run execute call invoke trigger start stop restart deploy build test check validate verify ' +
    'convert parse format render generate summarize analyze compare diff sync import export download ' +
    'clone fork star unstar watch unwatch subscribe unsubscribe follow unfollow invite join leave lock unlock pin unpin ' +
    'schedule review enable disable install uninstall push commit checkout stage unstage reset revert rebase tag release ' +
    'calculate echo print log navigate click type scroll evaluate screenshot open save copy link unlink attach detach ' +
    'approve reject accept decline grant revoke login logout authenticate authorize refresh poll wait sleep think ' +
    'manage reprioritize reorder unresolve rerun append transfer share notify mention translate summarise summarize'
  ).split(/\s+/),
);

/**
 * Verbs that are as often the thing acted on (`get_commit`, `list_tags`, `create_post`): after
 * a name's first verb they name its object.
 */
export const NOUN_TOO: ReadonlySet<string> = new Set(
  'commit tag release comment review request link log test build star watch lock pin stage schedule message reply push pull copy patch export import upload download diff merge post invite transition'.split(' '),
);

/** Words that name no particular thing: a name made only of these and verbs says nothing a neighbour does not. */
export const EMPTY_WORDS: ReadonlySet<string> = new Set(
  'api mcp tool data info information item object thing stuff entity resource operation helper util misc generic all any the a an by for of to with from in on it do'.split(/\s+/),
);

/** The lower-cased, singular words of a name: `listPullRequests`, `API-get-users`, `git_diff_unstaged`. */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  forEachWordSpan(name, (start, end) => {
    const word = normalizeTerm(name.slice(start, end));
    if (!/^\d+$/.test(word) && !/^v\d+$/.test(word)) words.push(word);
  });
  return words;
}

export const isAction = (word: string) => ACTION_WORDS.has(word);

/**
 * The name names a thing: a word that is neither a verb nor an empty word, or, after its first
 * verb, a verb that is as often a noun (`get_commit`). `search`, `fetch` and `API-post-search`
 * name none.
 */
export function namesAThing(words: readonly string[]): boolean {
  const content = words.filter((w) => !EMPTY_WORDS.has(w));
  if (content.some((w) => !ACTION_WORDS.has(w))) return true;
  const verb = content.findIndex(isAction);
  return content.some((w, i) => i !== verb && NOUN_TOO.has(w));
}
