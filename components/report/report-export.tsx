'use client';

import { downloadText } from '@/lib/files/download';
import { reportJson } from '@/lib/report/report-json';
import { reportMarkdown } from '@/lib/report/report-markdown';
import type { Report } from '@/lib/report/types';
import { useT } from '@/components/i18n/locale-provider';

/** The report as a file: Markdown for an issue or a pull request, JSON as `npm run report -- --json` prints it. */
export function ReportExport({ report, notes }: { report: Report; notes: readonly string[] }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-secondary" onClick={() => downloadText(reportMarkdown(report, t.report, notes), 'tool-search-report.md', 'text/markdown')}>
        {t.report.export.markdown}
      </button>
      <button type="button" className="btn-secondary" onClick={() => downloadText(`${JSON.stringify(reportJson(report, t.report, notes), null, 2)}\n`, 'tool-search-report.json')}>
        {t.report.export.json}
      </button>
    </div>
  );
}
