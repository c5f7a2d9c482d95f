import { compareBudgets, sumCounts, type BudgetAssumptions, type BudgetComparison, type CatalogCount } from './catalog-budget';

/**
 * The article's headline case ("Advanced Tool Use", Anthropic engineering blog,
 * Nov 2025). Every figure in this block is QUOTED from it, not computed here;
 * the functions below only do arithmetic on the quotes, or run the same
 * comparison on the catalogs this app ships.
 */
export const ARTICLE_URL = 'https://www.anthropic.com/engineering/advanced-tool-use';

export interface ArticleServer {
  server: string;
  tools: number;
  tokens: number;
  /** The shipped catalog standing in for it, or why there is none. */
  shipped: { catalogId: string } | { missing: 'licence' | 'not-collected' };
}

export const ARTICLE_SERVERS: readonly ArticleServer[] = [
  { server: 'GitHub', tools: 35, tokens: 26_000, shipped: { catalogId: 'github-default-toolsets' } },
  { server: 'Slack', tools: 11, tokens: 21_000, shipped: { catalogId: 'slack-korotovsky' } },
  // Sentry's server is source-available under the FSL, not open source (data/catalogs/SOURCES.md).
  { server: 'Sentry', tools: 5, tokens: 3_000, shipped: { missing: 'licence' } },
  { server: 'Grafana', tools: 5, tokens: 3_000, shipped: { missing: 'not-collected' } },
  { server: 'Splunk', tools: 2, tokens: 2_000, shipped: { missing: 'not-collected' } },
];

export const ARTICLE_QUOTED = {
  /** "these 58 tools consume approximately 55K tokens" */
  definitions: 55_000,
  /** "Total context consumption: ~77K tokens before any work begins" */
  contextAllLoaded: 77_000,
  /** "~72K tokens for 50+ MCP tools" — the same figure's other caption */
  definitionsInFigure: 72_000,
  /** "Total context consumption: ~8.7K tokens" */
  contextToolSearch: 8_700,
  /** "Only the Tool Search Tool loaded upfront (~500 tokens)" */
  searchTool: 500,
  /** "3-5 relevant tools, ~3K tokens" */
  discovered: 3_000,
  /** "an 85% reduction in token usage" */
  saving: 0.85,
} as const;

/** Arithmetic on the quotes: where the article's own numbers agree, and where they do not. */
export function articleArithmetic() {
  const q = ARTICLE_QUOTED;
  const serverSum = ARTICLE_SERVERS.reduce((s, x) => s + x.tokens, 0);
  const toolSum = ARTICLE_SERVERS.reduce((s, x) => s + x.tools, 0);
  // Everything in the 8.7K that is neither the search tool nor the discovered tools.
  const rest = q.contextToolSearch - q.searchTool - q.discovered;
  return {
    serverSum,
    toolSum,
    rest,
    /** 77K less the rest: the definitions the 77K actually holds (≈ the figure's 72K, not the 55K). */
    definitionsIn77K: q.contextAllLoaded - rest,
    /** 1 − 8.7K/77K */
    savingFrom77K: 1 - q.contextToolSearch / q.contextAllLoaded,
    /** 1 − 8.7K/(55K + rest): the five listed servers. */
    savingFrom55K: 1 - q.contextToolSearch / (q.definitions + rest),
  };
}

export interface Reproduction {
  /** Catalogs found for the article's servers. */
  used: Array<{ server: string; catalogId: string; count: CatalogCount }>;
  missing: ArticleServer[];
  /** Quoted tokens of the servers we have a catalog for, to compare like with like. */
  quotedForUsed: number;
  total: CatalogCount;
  budget: BudgetComparison;
}

/** The same comparison on the shipped catalogs, with the page's assumptions. */
export function reproduceHeadline(counts: Readonly<Record<string, CatalogCount | undefined>>, a: BudgetAssumptions, sampleNames: readonly string[] = []): Reproduction {
  const used: Reproduction['used'] = [];
  const missing: ArticleServer[] = [];
  let quotedForUsed = 0;
  for (const s of ARTICLE_SERVERS) {
    const count = 'catalogId' in s.shipped ? counts[s.shipped.catalogId] : undefined;
    if ('catalogId' in s.shipped && count) {
      used.push({ server: s.server, catalogId: s.shipped.catalogId, count });
      quotedForUsed += s.tokens;
    } else missing.push(s);
  }
  const total = sumCounts(used.map((u) => u.count));
  return { used, missing, quotedForUsed, total, budget: compareBudgets(total, a, sampleNames) };
}
