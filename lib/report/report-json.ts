import { CHARS_PER_TOKEN } from '@/lib/engine/estimate';
import { SEARCH_TOOL_COST, toolUsePromptTokens } from '@/lib/engine/context-model';
import type { Dictionary } from '@/lib/i18n/en';
import { REPORT_VARIANTS, type Report, type ReportVariant, type Smell, type TaskSearch } from './types';

/**
 * The report as one JSON object other tools can rely on (`npm run report -- --json`, the page's
 * JSON export). Keys are snake_case and only ever added to; `schema_version` changes if one is
 * renamed or removed.
 */

export const REPORT_SCHEMA_VERSION = 1;

type Strings = Dictionary['report'];

export function smellText(smell: Smell, t: Strings): { reason: string; fix: string } {
  const s = t.smells;
  switch (smell.id) {
    case 'no_description':
    case 'restates_name':
    case 'no_when_to_use':
      return { reason: s[smell.id].reason(), fix: s[smell.id].fix() };
    case 'one_line_purpose':
      return { reason: s.one_line_purpose.reason(smell.words), fix: s.one_line_purpose.fix() };
    case 'undescribed_arguments':
      return { reason: s.undescribed_arguments.reason(smell.missing, smell.total), fix: s.undescribed_arguments.fix() };
    case 'over_2kb':
      return { reason: s.over_2kb.reason(smell.bytes, smell.cutBefore), fix: s.over_2kb.fix() };
    case 'name_without_action':
      return { reason: s.name_without_action.reason(smell.words), fix: s.name_without_action.fix() };
    case 'generic_name':
    case 'name_collision':
      return { reason: s[smell.id].reason(smell.alsoOn), fix: s[smell.id].fix() };
  }
}

const VARIANT_QUERY: Record<ReportVariant, string> = {
  bm25_question: 'BM25, the question itself as the query (cut to 500 characters)',
  bm25_model: 'BM25, the query the emulator’s scripted model writes first for each part of the question (a deterministic stand-in, not Claude)',
  regex_model: 'regex, the pattern the emulator’s scripted model writes first for each part of the question (a deterministic stand-in, not Claude)',
};

function taskSearchJson(s: TaskSearch) {
  return { queries: s.queries, loaded: s.loaded, rank: s.rank, found: s.found, above: s.above, ...(s.error !== undefined ? { error: s.error } : {}) };
}

export function reportJson(report: Report, t: Strings, notes: readonly string[] = []) {
  const byVariant = <T>(pick: (v: ReportVariant) => T) => Object.fromEntries(REPORT_VARIANTS.map((v) => [v, pick(v)])) as Record<ReportVariant, T>;
  const smells = report.tools.reduce((n, tool) => n + tool.smells.length, 0);
  return {
    schema_version: REPORT_SCHEMA_VERSION,
    limit: report.limit,
    variants: byVariant((v) => VARIANT_QUERY[v]),
    summary: {
      tools: report.tools.length,
      servers: report.servers.length,
      tasks: report.tasks.length,
      recall: byVariant((v) => report.summary?.[v].recall ?? null),
      mrr: byVariant((v) => report.summary?.[v].mrr ?? null),
      smells,
      tools_with_smells: report.tools.filter((tool) => tool.smells.length > 0).length,
      not_first_on_own_description: report.tools.filter((tool) => tool.own.rank !== null && tool.own.rank > 1).length,
      name_collisions: report.collisions.sameName.length,
      near_duplicates: report.collisions.nearDuplicates.length,
    },
    tools: report.tools.map((tool) => ({
      name: tool.name,
      server: tool.server,
      bare_name: tool.bareName,
      tokens: tool.tokens,
      own_rank: tool.own.rank,
      crowded_by: tool.own.crowdedBy,
      own_query: tool.own.query,
      smells: tool.smells.map((smell) => ({ id: smell.id, ...smellText(smell, t) })),
      tasks: tool.taskCount,
    })),
    tasks: report.tasks.map((task) => ({ question: task.question, right: task.right, ...byVariant((v) => taskSearchJson(task.variants[v])) })),
    collisions: {
      same_name: report.collisions.sameName.map((c) => ({ name: c.bareName, servers: c.servers, tools: c.names })),
      near_duplicates: report.collisions.nearDuplicates,
    },
    cost: {
      estimate: true,
      method: `about ${CHARS_PER_TOKEN} characters per token over the JSON the model sees, plus the tool-use system prompt (${toolUsePromptTokens(1)}) and the search tool (${SEARCH_TOOL_COST}); exact figures need count_tokens`,
      per_server: report.cost.perServer,
      all_loaded: report.cost.allLoaded,
      all_deferred: report.cost.allDeferred,
      per_search: report.cost.perSearch,
      keep_loaded: report.cost.keepLoaded,
    },
    notes,
  };
}

export type ReportJson = ReturnType<typeof reportJson>;
