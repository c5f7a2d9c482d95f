import { num, plural } from './format';

const names = (list: readonly string[]) => list.join(', ');

/** Strings of the discoverability report: each smell's reason and suggested fix. */
export const report = {
  smells: {
    no_description: {
      reason: () => 'It has no description: a search can match only its name and argument names, and the model has nothing to choose it by.',
      fix: () => 'Write one to three sentences: what it does, what it returns, and when to use it rather than its neighbours.',
    },
    one_line_purpose: {
      reason: (words: number) => `The description is ${plural(words, 'word', 'words')} long: it names an action, not what comes back nor when this is the right tool.`,
      fix: () => 'Add what it returns and a “Use this when …” sentence, in the words your users would search with.',
    },
    restates_name: {
      reason: () => 'The description only repeats the words of the name, so it gives a search and the model nothing more.',
      fix: () => 'Say what the name cannot: the object it acts on, what it returns, its limits.',
    },
    no_when_to_use: {
      reason: () => 'Nothing says when to use it, or when not to, so the model must guess between it and similar tools.',
      fix: () => 'Add a sentence such as “Use this when …; to … use other_tool instead.”',
    },
    undescribed_arguments: {
      reason: (missing: readonly string[], total: number) => `${num(missing.length)} of ${plural(total, 'argument', 'arguments')} have no description: ${names(missing)}.`,
      fix: () => 'Describe each argument: what it is, its format, and an example value.',
    },
    over_2kb: {
      reason: (bytes: number, cutBefore: string) => `The description is ${num(bytes)} bytes; Claude Code cuts descriptions at 2 KB, after “…${cutBefore}”.`,
      fix: () => 'Put the purpose and when to use it first, and move details into the arguments’ descriptions.',
    },
    name_without_action: {
      reason: (words: readonly string[]) => `The name (${words.join(' ')}) has no verb: it does not say what the tool does.`,
      fix: () => 'Name it verb and object, as in create_issue or list_pull_requests.',
    },
    generic_name: {
      reason: (alsoOn: readonly string[]) =>
        alsoOn.length > 0
          ? `The name says an action but not what it acts on, and other servers have a tool of the same name: ${names(alsoOn)}.`
          : 'The name says an action but not what it acts on; the next server a client adds may well have a tool of the same name.',
      fix: () => 'Name the object too, as in search_issues or fetch_web_page.',
    },
    name_collision: {
      reason: (alsoOn: readonly string[]) => `Other servers have a tool of the same name (${names(alsoOn)}): only the server prefix and the description tell them apart.`,
      fix: () => 'Say what is particular to this server in the first sentence of the description, or in the name.',
    },
  },
};
