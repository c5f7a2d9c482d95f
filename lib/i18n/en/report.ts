import { format, num, plural } from './format';

const names = (list: readonly string[]) => list.join(', ');

/** Strings of the discoverability report (/report, its Markdown export): the page, and each smell's reason and suggested fix. */
export const report = {
  title: 'Will tool search find your tools?',
  intro:
    'A report on a catalog’s names and descriptions: which tools a search will miss, which crowd each other, what collides, what each description lacks, and what it all costs in context. It runs in your browser; nothing is sent anywhere.',
  input: {
    heading: 'Catalog and tasks',
    shipped: 'Shipped catalogs, and yours kept in this browser',
    shippedHint: 'One catalog keeps its tools’ own names; several become servers, their tools named {server}_{name} as the API names MCP tools (one of yours that names no server takes its own name).',
    pasted: 'Your catalog (paste)',
    pastedHint:
      'A tools array, an MCP tools/list result or its whole JSON-RPC response, or several servers at once: {"servers": {"name": listing}}. Recognised from the JSON.',
    file: 'Or open a file',
    fileLoaded: (name: string, bytes: number) => `${name} (${num(Math.round(bytes / 1024))} KB) is loaded; it is too large to show here. Type here to paste instead.`,
    tasks: 'Your tasks (optional)',
    tasksHint: 'What your users will ask, and the right tools: JSON [{"question": "…", "tools": ["name"]}] or CSV question,tool. Without tasks, only distinctiveness is measured.',
    example: (name: string) => `Example tasks: ${name}`,
    limit: 'Tools a search loads',
    run: 'Run the report',
    running: 'Running…',
  },
  progress: {
    index: 'Indexing the catalog',
    tasks: 'Searching for each task',
    tools: 'Searching with each tool’s description',
    of: (done: number, total: number) => `${num(done)} of ${num(total)}`,
  },
  problems: {
    catalog: 'The catalog was not read:',
    tasks: 'The tasks were not read:',
    edit: 'The edit was not applied:',
    nonePicked: 'Pick at least one catalog, or paste your own.',
    kept: 'The report below is the last one that ran.',
    yoursMissing: (n: number) => `${plural(n, 'catalog', 'catalogs')} you chose ${n === 1 ? 'is' : 'are'} no longer kept in this browser (removed, or the link came from another browser). Add ${n === 1 ? 'it' : 'them'} again on Your tools, or choose others.`,
    config: 'This is an MCP configuration: it names servers, not tools, and a page cannot start them. Export each server’s tools/list with the MCP Inspector (it reads the same file), then paste the result here:',
  },
  summary: {
    heading: 'Summary',
    scope: (tools: number, servers: number, tasks: number) =>
      `${plural(tools, 'tool', 'tools')} on ${plural(servers, 'server', 'servers')}, ${plural(tasks, 'task', 'tasks')}.`,
    stale: 'The edited tool and its tasks are re-scored; the other figures are from before the edit until the rest is done.',
    findability: 'Findability on your tasks',
    noTasks: 'No tasks: findability is not measured. Paste the questions your users ask to see recall and rank.',
    variant: 'Search and query',
    recall: (limit: number) => `Recall@${limit}`,
    mrr: 'MRR',
    variants: {
      bm25_question: 'BM25, the question itself',
      bm25_model: 'BM25, the model’s query',
      regex_model: 'Regex, the model’s pattern',
    },
    modelNote: 'The model’s queries are those the emulator’s scripted model writes first for each part of a question: a deterministic stand-in, not Claude.',
    distinctiveness: 'Distinctiveness (not accuracy)',
    distinctivenessNote: 'Each tool’s own description, its name’s words removed, as a BM25 query: a tool that does not come first is crowded by the tools above it.',
    firstOnOwn: (first: number, tools: number) => `${num(first)} of ${plural(tools, 'tool', 'tools')} come first on their own description.`,
    collisions: 'Collisions',
    noCollisions: 'No name is on two servers, and no two descriptions each find the other first.',
    sameName: (name: string, servers: readonly string[]) => `“${name}” is on ${names(servers)}.`,
    nearDuplicate: (a: string, b: string, ratio: number) => `${a} and ${b} each find the other first (score ratio ${format.fixed(ratio, 2)}).`,
    smells: (count: number, tools: number) => `${plural(count, 'description smell', 'description smells')} in ${plural(tools, 'tool', 'tools')}.`,
    cost: 'Cost in context (estimates)',
    costNote: 'About four characters a token over the JSON the model sees; count_tokens gives exact figures.',
    allLoaded: 'Every tool loaded',
    allDeferred: 'Every tool deferred (system prompt and search tool)',
    perSearch: (limit: number) => `One search loads about (${plural(limit, 'definition', 'definitions')})`,
    keepLoaded: (tools: readonly string[]) => `Deferred, keeping ${names(tools)} loaded`,
    keepFrom: { tasks: 'suggested: the tools your tasks name most', marked: 'as marked', none: 'give tasks to get a keep-loaded set' },
    perServer: 'Per server',
    noServer: '(no server)',
    tokens: (n: number) => plural(n, 'token', 'tokens'),
  },
  table: {
    heading: 'Tools',
    filter: 'Filter by name, server or smell',
    onlySmelly: 'Only tools with smells',
    columns: { name: 'Tool', server: 'Server', tokens: 'Tokens', ownRank: 'Own rank', smells: 'Smells', tasks: 'Tasks' },
    sortBy: (column: string) => `Sort by ${column}`,
    showing: (shown: number, total: number) => `Showing ${num(shown)} of ${plural(total, 'tool', 'tools')}.`,
    showMore: 'Show more',
    none: 'No tool matches.',
    notRanked: 'not matched',
  },
  tool: {
    open: (name: string) => `Details of ${name}`,
    ownQuery: 'Searched with its description, name words removed:',
    ownRank: (rank: number) => (rank === 1 ? 'It comes first on its own description.' : `It comes in at rank ${num(rank)} on its own description.`),
    crowdedBy: (names_: readonly string[]) => `Crowded by: ${names(names_)}.`,
    nothingToSearch: 'Nothing is left of its description once its name’s words are removed.',
    noSmells: 'No smells.',
    fix: 'Fix:',
    tasks: 'Tasks it is right for',
    rank: (rank: number | null) => (rank === null ? 'not matched' : `rank ${num(rank)}`),
    edit: 'Edit and re-score',
    editName: 'Name on its server',
    editDescription: 'Description',
    apply: 'Re-score',
    changed: 'What the edit changed',
    ownChange: (before: string, after: string) => `Own rank: ${before} → ${after}`,
    taskChange: (question: string, before: string, after: string) => `“${question}”, BM25 with the question: ${before} → ${after}`,
  },
  export: {
    markdown: 'Export Markdown',
    json: 'Export JSON',
  },
  markdown: {
    title: (tools: number) => `Tool search report (${plural(tools, 'tool', 'tools')})`,
    tasksHeading: 'Tasks',
    question: 'Question',
    right: 'Right tools',
    toolsHeading: 'Tools',
    smell: 'Smell',
    reason: 'Reason',
  },
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
