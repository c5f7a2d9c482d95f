import type { Dictionary } from '@/lib/i18n/en';
import { smellText } from './report-json';
import { REPORT_VARIANTS, type Report } from './types';

/**
 * The report as Markdown, for an issue or a pull request: the summary, the tasks, then each tool
 * with its smells. Words from the dictionary; names and questions from the catalog are data, so
 * their Markdown is escaped.
 */

/** Text from a catalog or a user, as Markdown that shows it as written (in a line or a table cell). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+!|<>~]/g, (c) => `\\${c}`).replace(/\r?\n/g, ' ');
}

/** A name as inline code: no escape works inside backticks, so a backtick becomes a quote; a pipe stays escaped for tables. */
export const codeSpan = (name: string) => `\`${name.replace(/`/g, "'").replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')}\``;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function reportMarkdown(report: Report, t: Dictionary['report'], notes: readonly string[] = []): string {
  const s = t.summary;
  const e = escapeMarkdown;
  const lines: string[] = [`# ${t.markdown.title(report.tools.length)}`, '', s.scope(report.tools.length, report.servers.length, report.tasks.length), ''];

  lines.push(`## ${s.findability}`, '');
  if (!report.summary) lines.push(s.noTasks, '');
  else {
    lines.push(`| ${s.variant} | ${s.recall(report.limit)} | ${s.mrr} |`, '|---|---:|---:|');
    for (const v of REPORT_VARIANTS) lines.push(`| ${s.variants[v]} | ${pct(report.summary[v].recall)} | ${report.summary[v].mrr.toFixed(3)} |`);
    lines.push('', s.modelNote, '');
  }

  const first = report.tools.filter((tool) => tool.own.rank === 1).length;
  lines.push(`## ${s.distinctiveness}`, '', s.distinctivenessNote, '', s.firstOnOwn(first, report.tools.length), '');
  for (const tool of report.tools.filter((x) => x.own.rank !== null && x.own.rank > 1)) {
    lines.push(`- ${codeSpan(tool.name)}: ${t.tool.rank(tool.own.rank)}; ${t.tool.crowdedBy(tool.own.crowdedBy.map(codeSpan))}`);
  }

  lines.push('', `## ${s.collisions}`, '');
  const { sameName, nearDuplicates } = report.collisions;
  if (sameName.length === 0 && nearDuplicates.length === 0) lines.push(s.noCollisions);
  for (const c of sameName) lines.push(`- ${s.sameName(codeSpan(c.bareName), c.servers.map(e))}`);
  for (const d of nearDuplicates) lines.push(`- ${s.nearDuplicate(codeSpan(d.a), codeSpan(d.b), d.ratio)}`);

  const c = report.cost;
  lines.push('', `## ${s.cost}`, '', s.costNote, '', `| | ${t.table.columns.tokens} |`, '|---|---:|');
  lines.push(`| ${s.allLoaded} | ${c.allLoaded} |`, `| ${s.allDeferred} | ${c.allDeferred} |`, `| ${s.perSearch(report.limit)} | ${c.perSearch} |`);
  if (c.keepLoaded.tools.length > 0) lines.push(`| ${s.keepLoaded(c.keepLoaded.tools.map(codeSpan))} (${s.keepFrom[c.keepLoaded.from]}) | ${c.keepLoaded.tokens} |`);
  for (const server of c.perServer) lines.push(`| ${e(server.server ?? s.noServer)} | ${server.tokens} |`);

  if (report.tasks.length > 0) {
    lines.push('', `## ${t.markdown.tasksHeading}`, '', `| ${t.markdown.question} | ${t.markdown.right} | ${REPORT_VARIANTS.map((v) => s.variants[v]).join(' | ')} |`, `|---|---|${REPORT_VARIANTS.map(() => '---:').join('|')}|`);
    for (const task of report.tasks) {
      lines.push(`| ${e(task.question)} | ${task.right.map(codeSpan).join(', ')} | ${REPORT_VARIANTS.map((v) => t.tool.rank(task.variants[v].rank)).join(' | ')} |`);
    }
  }

  lines.push('', `## ${t.markdown.toolsHeading}`, '', s.smells(report.tools.reduce((n, x) => n + x.smells.length, 0), report.tools.filter((x) => x.smells.length > 0).length));
  for (const tool of report.tools.filter((x) => x.smells.length > 0)) {
    lines.push('', `### ${codeSpan(tool.name)}`, '', `| ${t.markdown.smell} | ${t.markdown.reason} | ${t.tool.fix} |`, '|---|---|---|');
    for (const smell of tool.smells) {
      const { reason, fix } = smellText(smell, t);
      lines.push(`| \`${smell.id}\` | ${e(reason)} | ${e(fix)} |`);
    }
  }
  if (notes.length > 0) lines.push('', ...notes.map((n) => `> ${e(n)}`));
  return `${lines.join('\n')}\n`;
}
