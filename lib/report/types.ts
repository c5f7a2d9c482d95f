/**
 * What the discoverability report measures, as plain data: lib/report computes it, the command
 * line prints it, the page shows it. Texts are not here: smells carry facts, and the words come
 * from the dictionary (report-json.ts).
 */

/**
 * How a task is searched. `bm25_question` uses the question itself as the BM25 query; the other
 * two use the query or pattern the emulator's scripted model writes first for each part of it.
 */
export const REPORT_VARIANTS = ['bm25_question', 'bm25_model', 'regex_model'] as const;
export type ReportVariant = (typeof REPORT_VARIANTS)[number];

export const VARIANT_SEARCH: Readonly<Record<ReportVariant, { search: 'bm25' | 'regex'; query: 'question' | 'model' }>> = {
  bm25_question: { search: 'bm25', query: 'question' },
  bm25_model: { search: 'bm25', query: 'model' },
  regex_model: { search: 'regex', query: 'model' },
};

/** A question your users ask and the tools that are right for it (catalog names, composed for MCP tools). */
export interface ReportTask {
  question: string;
  right: string[];
}

/** One variant's search for one task. */
export interface TaskSearch {
  /** What was searched: the question (cut to the API's 500 characters), or the model's first query for each part of it. */
  queries: string[];
  /** The tools the search loads: the first `limit` of the query that ranked a right tool best (else of the first query). */
  loaded: string[];
  /** The best place of a right tool in the whole ranking, 1-based; `null` when no query matched one. */
  rank: number | null;
  /** The right tool at that place. */
  found: string | null;
  /** Tools ranked above it, best first (at most ABOVE_SHOWN). */
  above: string[];
  /** A query the search refused, with the API's error message (a model pattern it cannot compile, say). */
  error?: string;
}

export interface TaskResult extends ReportTask {
  variants: Record<ReportVariant, TaskSearch>;
}

export interface VariantSummary {
  /** Share of tasks with a right tool among the tools loaded (rank ≤ limit), 0–1. */
  recall: number;
  /** Mean of 1/rank over the tasks, a miss counting 0. */
  mrr: number;
}

/** Description and name smells (rubric of arXiv 2602.14878, plus Claude Code's 2 KB cut and name collisions). */
export type Smell =
  | { id: 'no_description' }
  | { id: 'one_line_purpose'; words: number }
  | { id: 'restates_name' }
  | { id: 'no_when_to_use' }
  | { id: 'undescribed_arguments'; missing: string[]; total: number }
  | { id: 'over_2kb'; bytes: number; cutBefore: string }
  | { id: 'name_without_action'; words: string[] }
  | { id: 'generic_name'; alsoOn: string[] }
  | { id: 'name_collision'; alsoOn: string[] };

export type SmellId = Smell['id'];

/** Distinctiveness: the tool's own description (its name's words removed) as a BM25 query. Not accuracy. */
export interface OwnSearch {
  query: string;
  /** Its place in that search, or `null` when nothing was left to search with. */
  rank: number | null;
  /** Tools that came above it, best first (at most CROWDED_SHOWN). */
  crowdedBy: string[];
  /** The best tool other than itself when it comes within the near-duplicate ratio of its score (1 = as good); else `null`. */
  nearest: { name: string; ratio: number } | null;
}

export interface ToolReport {
  name: string;
  bareName: string;
  server: string | null;
  /** As the catalog gives it (the page edits it in place). */
  description: string | null;
  /** Estimated tokens of its definition as the model sees it. */
  tokens: number;
  own: OwnSearch;
  smells: Smell[];
  /** How many tasks name it as right. */
  taskCount: number;
}

/** Two tools whose descriptions each find the other first, nearly as well as themselves. */
export interface NearDuplicate {
  a: string;
  b: string;
  /** The lower of the two score ratios. */
  ratio: number;
}

export interface ServerCost {
  server: string | null;
  tools: number;
  tokens: number;
}

/** Estimated tokens in the model's context before any work (every figure is an estimate). */
export interface CostReport {
  perServer: ServerCost[];
  /** Every definition loaded, with the tool-use system prompt. */
  allLoaded: number;
  /** Every definition deferred: the system prompt and the search tool only. */
  allDeferred: number;
  /** About what one search adds: `limit` definitions of the catalog's mean size. */
  perSearch: number;
  keepLoaded: { tools: string[]; tokens: number; from: 'tasks' | 'marked' | 'none' };
}

export interface Report {
  limit: number;
  tools: ToolReport[];
  tasks: TaskResult[];
  summary: Record<ReportVariant, VariantSummary> | null;
  collisions: { sameName: Array<{ bareName: string; servers: string[]; names: string[] }>; nearDuplicates: NearDuplicate[] };
  cost: CostReport;
  servers: Array<{ name: string | null; tools: number }>;
  /** An edit's first answer (rescoreEdit): only the edited tool and its tasks are new; a full re-score follows. */
  stale?: boolean;
}
