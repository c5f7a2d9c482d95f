import { format, plural } from './format';

const { num, pct, signedPct, usd } = format;

/** Strings of the token budget page. */
export const budget = {
    title: 'Token budget',
    intro:
      'How much context tool search saves for your catalog: pick catalogs (or upload a tools/list), a model and its window, and compare loading every definition with loading the search tool and what one search finds.',
    pick: 'Catalogs',
    tools: (n: number) => plural(n, 'tool', 'tools'),
    loading: 'loading…',
    loadFailed: (message: string) => `could not be loaded: ${message}`,
    upload: 'Upload a tool list (JSON)',
    uploadHint:
      'The API’s tools array [{name, description, input_schema}], an MCP tools/list result {tools: [{name, description, inputSchema}]} or its whole JSON-RPC response, or several servers at once ({servers: {name: listing}}: each server its own catalog). It stays in this tab.',
    uploaded: 'Uploaded',
    remove: (name: string) => `Remove ${name}`,
    uploadError: (file: string, message: string) => `${file}: ${message}`,
    uploadErrorTitle: 'Not added — your selection is unchanged:',
    uploadConfig: (servers: string[]) =>
      `an MCP configuration names servers (${servers.join(', ')}), not tools, and a page cannot start them: export each server’s tools/list (Your tools shows how), then upload that`,
    nothingSelected: 'Pick at least one catalog to see a budget.',

    settings: 'Model and assumptions',
    model: 'Model',
    window: 'Context window (tokens)',
    base: 'System prompt and conversation (tokens, assumed)',
    discovered: 'Definitions one search loads',
    discoveredHint: 'The API returns up to 5 references by default; the docs say 3–5 relevant ones.',
    unverified: 'unverified',
    priceNote: (date: string) => `Prices and windows: data/models.json, checked ${format.date(date)}.`,
    tokenizerNote: 'Estimates were checked against a Haiku 4.5 recording only.',

    exact: {
      none: 'Exact counts: see the “Exact counts” panel (count_tokens with an API key).',
      measure: 'Count exactly with the API',
      failed: (message: string) => `Exact count failed: ${message}`,
    },

    exactPanel: {
      title: 'Exact counts',
      intro:
        'Ask the API’s count_tokens for the selected catalogs, with the same short user message each time: every definition loaded; the tool-search request as sent (search tool + every definition deferred); and the search tool with the definitions one search loads. Nothing is sent to a model.',
      route: 'Send count_tokens',
      routes: {
        browser: 'From this browser, with your key',
        server: 'Through the app’s server route (its key)',
        emulator: 'To the emulator (no key; estimates only)',
      },
      serverUnavailable: 'The app’s server has no ANTHROPIC_API_KEY (or no server route), so this route cannot count.',
      serverChecking: 'Asking the app’s server whether it holds a key…',
      emulatorNote: 'The emulator counts with our own estimator, the one behind “Our estimate”: the two agree by construction, and both are estimates.',
      keyMissing: 'Type an API key to count from this browser.',
      count: 'Count with the API',
      counting: 'Counting…',
      cached: 'Counted earlier in this visit (kept in memory for this catalog set, model and route).',
      nothing: 'Pick a catalog (or upload one) and wait for it to load.',
      simulate: 'Emulator: make the first count fail',
      columns: { request: 'Request', estimate: 'Our estimate', counted: 'count_tokens', error: 'Estimator error' },
      rows: {
        allLoaded: (n: number) => `All ${plural(n, 'definition', 'definitions')} loaded`,
        toolSearch: (n: number) => `Tool search as sent: search tool + ${plural(n, 'deferred definition', 'deferred definitions')}`,
        searchLoaded: (n: number) => `Search tool + ${plural(n, 'definition', 'definitions')} one search loads`,
      },
      emulatorBadge: '(emulator)',
      errorValue: (x: number | null) => (x === null ? '—' : signedPct(x)),
      deferredNote: (sent: number, loaded: number) =>
        `Whether count_tokens leaves deferred definitions out is not verified. If it does, “as sent” (${num(sent)}) is close to the search tool alone and the model’s context after a search is the last row (${num(loaded)}); if “as sent” is near the all-loaded figure, the deferred definitions were counted.`,
      messageNote: 'Counts include the tool-use system prompt and the short message; the totals above add your assumed system prompt and conversation on top.',
      failed: 'count_tokens failed. The estimates above are unchanged.',
      simulated: 'Simulated by the emulator on request.',
      retry: 'Try again',
    },

    totals: {
      title: 'All loaded vs tool search',
      allLoaded: 'All definitions loaded',
      toolSearch: 'Tool search',
      context: 'Context before any work',
      free: (share: number) => `${share < 0 ? '0%' : pct(share)} of the window left free`,
      overflow: (by: number) => `does not fit: ${num(by)} tokens over the window`,
      saving: 'Saving with tool search',
      savingValue: (x: number) => (x >= 0 ? `${pct(x)} less context` : `${pct(-x)} more context: too few tools to be worth a search`),
      definitions: (tools: number, tokens: number) => `${plural(tools, 'definition', 'definitions')}, ≈ ${num(tokens)} tokens`,
      discovered: (n: number, tokens: number) => `search tool + ${plural(n, 'definition', 'definitions')} of mean size (≈ ${num(tokens)} tokens)`,
      barsLabel: (all: number, search: number, window: number) =>
        `Context with all definitions loaded: ${num(all)} tokens; with tool search: ${num(search)} tokens; context window: ${num(window)} tokens.`,
      windowMark: 'window',
    },

    cost: {
      title: 'Input cost per 1,000 requests',
      intro: (price: number, model: string) =>
        `At ${model}’s input price of ${usd(price)} per million tokens, for a request that finds and calls one tool. Output, prompt caching and batch discounts are left out.`,
      billed: 'Billed input per request',
      per1000: 'Per 1,000 requests',
      why: 'usage.input_tokens adds up every sampling iteration, and a search costs one more: the second iteration re-reads the first one’s context plus what the search loaded (in the Haiku recording: 737 + 904 = 1,641).',
      difference: (x: number) => (x >= 0 ? `Tool search saves ${usd(x)} per 1,000 requests` : `Tool search costs ${usd(-x)} more per 1,000 requests`),
    },

    growth: {
      title: 'As the catalog grows',
      intro: (mean: number, max: number) => `Both contexts for catalogs of 10 to ${num(max)} tools (the API’s limit) of this selection’s mean size, ≈ ${num(mean)} tokens per definition. Both axes are logarithmic.`,
      xAxis: 'Tools in the catalog',
      yAxis: 'Tokens in context',
      allLoaded: 'all loaded',
      toolSearch: 'tool search',
      window: (w: number) => `window ${w >= 1_000_000 ? `${w / 1_000_000}M` : w >= 1_000 ? `${Math.round(w / 1_000)}K` : num(w)}`,
      fills: (n: number) => `All definitions fill the window at about ${num(n)} tools.`,
      neverFills: 'All definitions never fill the window in this range.',
      desc: (first: string, last: string, fills: string) => `Line chart. All loaded grows in step with the catalog (${first} … ${last}); tool search stays flat. ${fills}`,
      table: 'Show the same numbers as a table',
      columns: ['Tools', 'All loaded (tokens)', 'Tool search (tokens)', 'Saving'],
    },

    headline: {
      title: 'The article’s headline, and the same computation today',
      intro:
        'The article (Nov 2025): GitHub, Slack, Sentry, Grafana and Splunk ≈ 55K tokens of definitions, ~77K context, ~8.7K with tool search, an 85% cut. Its figures are quoted; ours are computed on the catalogs shipped with the app, with the assumptions above.',
      columns: ['Server', 'Article: tools', 'Article: tokens', 'Shipped catalog', 'Ours: tools', 'Ours: tokens'],
      notShipped: { licence: 'not shipped (FSL licence)', 'not-collected': 'not shipped (not collected)' },
      totalRow: 'Definitions',
      contextAll: 'Context, all loaded',
      contextSearch: 'Context, tool search',
      saving: 'Saving',
      article: 'Article',
      ours: 'Shipped catalogs',
      loading: 'Loading the GitHub and Slack catalogs…',
      why: 'Where and why they differ',
      reasons: {
        arithmetic: (rest: string, in77: string, s77: string, s55: string) =>
          `The article’s own numbers disagree: its 8.7K leaves ${rest} tokens for the system prompt and conversation, so its 77K holds ${in77} of definitions — the “~72K for 50+ tools” of its figure, not the 55K. The 85% fits the 55K case (${s55}); 77K against 8.7K would be ${s77}.`,
        missing: (servers: string, tokens: string) => `${servers} are not shipped: ours leaves out their ${tokens} (quoted).`,
        catalogs: (articleGh: string, oursGh: string, articleSlack: string, oursSlack: string) =>
          `Different servers: the article’s GitHub server had ≈ ${articleGh} tokens per tool; today’s default toolsets ≈ ${oursGh}. Its Slack server had ≈ ${articleSlack} per tool; the shipped Slack server (korotovsky) ≈ ${oursSlack} — another server altogether.`,
        estimator: (err: string) => `Ours are estimates: against the one exact recording the estimator was ${err} on a whole request.`,
        gap: (ratio: string) =>
          `For the two servers we have, the article’s figures are ${ratio}× ours: far more than the estimator’s error, so the catalogs themselves differ. An exact count_tokens (live mode) would tell the two apart.`,
      },
    },

    estimator: {
      title: 'How the numbers are estimated, and how far off they are',
      method: [
        'Each definition, message and content block is counted as compact JSON at about 4 characters per token (a string as its own text).',
        'Fixed parts no definition shows are added from published figures: the tool-use system prompt, 346 tokens (docs; another docs version says 496), and a built-in search tool’s description, ~500 tokens (quoted from the article). A client-side search tool is counted from its definition.',
        'Discovered tools are taken at the selection’s mean definition size; which ones a search finds depends on the question.',
      ],
      checkTitle: 'Against the one exact recording (Haiku 4.5, regex search, two deferred tools)',
      columns: ['What', 'Exact (API)', 'Estimated', 'Error'],
      rows: {
        first: 'First sampling iteration (message_start)',
        cumulative: (n: number) => `Whole response, ${plural(n, 'iteration', 'iterations')} (message_delta, cumulative)`,
        growth: 'Growth from iteration 1 to 2 (content only: the turn + 1 expanded definition)',
        emulator: 'The emulator’s count_tokens for the same request (the same estimator)',
      },
      notRecorded: 'not recorded: the recording holds no count_tokens answer',
      reading:
        'Content alone is close (the growth row); the fixed parts carry most of the error. The emulator’s count_tokens and the scenarios’ recorded usage come from this same estimator, so they carry the same error.',
      source: 'Recording: lib/service/fixtures (mdegans/misanthropic, MIT).',
    },

    examples: {
      title: 'Tool use examples',
      intro:
        'input_examples ride with their definition: a deferred tool’s examples cost nothing until a search loads it, then count like the rest of it. Each must validate against the tool’s input_schema, or the API answers HTTP 400.',
      carried: (tools: number, examples: number, tokens: number) =>
        `In the selected catalogs, ${plural(tools, 'tool carries', 'tools carry')} ${plural(examples, 'example', 'examples')}: ≈ ${num(tokens)} tokens.`,
      none: 'No tool in the selected catalogs carries input_examples.',
      columns: ['', 'All loaded', 'Tool search'],
      today: 'The examples the catalogs carry',
      withAdded: (perTool: number, without: number) => `With ${plural(perTool, 'example', 'examples')} added to each of the ${num(without)} tools without any`,
      perTool: 'Examples to add per tool (assumed)',
      size: 'Size of an added example',
      sizes: {
        minimal: (tokens: number) => `Required fields only (≈ ${num(tokens)} tokens)`,
        complete: (tokens: number) => `Every field (≈ ${num(tokens)} tokens)`,
      },
      tableLabel: 'Context taken by input_examples, all loaded and with tool search',
      sketchNote:
        'Added examples are sketched from each tool’s own input_schema (a placeholder of each type): they measure size, not usefulness. With tool search, only the tools one search loads carry theirs in, at the selection’s mean.',
      docsRange: (a: number, b: number, c: number, d: number) => `The docs put one example at roughly ${a}–${b} tokens when simple, ${c}–${d} when nested.`,
      accuracy: (before: number, after: number) =>
        `Anthropic reports that tool use examples took accuracy on complex parameter handling from ${before}% to ${after}% (“Advanced tool use”, Nov 2025). This app does not measure accuracy.`,
    },
};
