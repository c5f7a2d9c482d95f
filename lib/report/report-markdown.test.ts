import { describe, expect, it } from 'vitest';
import { parseCatalog } from '@/lib/catalog-input/parse-catalog';
import { en } from '@/lib/i18n/en';
import { ja } from '@/lib/i18n/ja';
import { buildReport } from './build-report';
import { codeSpan, escapeMarkdown, reportMarkdown } from './report-markdown';

const parsed = parseCatalog({
  servers: {
    web: [{ name: 'fetch', description: 'Fetch a URL.', inputSchema: { type: 'object', properties: { url: { type: 'string' } } } }],
    'do|cs': [{ name: 'fetch', description: 'Fetch a docs page by path. Use this when the user names a docs page.', inputSchema: { type: 'object' } }],
  },
});
const catalog = parsed.ok && parsed.kind === 'tools' ? parsed : (null as never);
const report = buildReport({ entries: catalog.tools, collisions: catalog.collisions, tasks: [{ question: 'Fetch the *docs* page | install', right: ['do|cs_fetch'] }] });

describe('the report as Markdown', () => {
  it('has the summary, the findability table, collisions, cost, tasks and each tool’s smells', () => {
    const md = reportMarkdown(report, en.report, ['a note']);
    expect(md.startsWith('# Tool search report (2 tools)\n')).toBe(true);
    for (const heading of ['## Findability on your tasks', '## Distinctiveness (not accuracy)', '## Collisions', '## Cost in context (estimates)', '## Tasks', '## Tools']) expect(md).toContain(`\n${heading}\n`);
    expect(md).toMatch(/\| BM25, the question itself \| 100\.0% \| 1\.000 \|/);
    expect(md).toContain('- “`fetch`” is on web, do\\|cs.');
    expect(md).toContain('| `one_line_purpose` | The description is 3 words long');
    expect(md).toContain('> a note');
  });

  it('shows names and questions as written, never as Markdown', () => {
    const md = reportMarkdown(report, en.report);
    expect(md).toContain('| Fetch the \\*docs\\* page \\| install | `do\\|cs_fetch` |');
    expect(escapeMarkdown('a_b [x](y)\nz')).toBe('a\\_b \\[x\\]\\(y\\) z');
    expect(codeSpan('a`b|c')).toBe("`a'b\\|c`");
  });

  it('is written in the reader’s language', () => {
    expect(reportMarkdown(report, ja.report)).toContain('## あなたのタスクでの見つけやすさ');
  });
});
