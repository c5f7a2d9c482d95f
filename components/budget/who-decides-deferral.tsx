'use client';

import type { UnverifiedPoint } from '@/lib/engine/unverified';
import { useT } from '@/components/i18n/locale-provider';
import { UnverifiedMark } from '@/components/shared/unverified-mark';

type Source = 'docs' | 'seed001' | 'mcp';

/** Each lever, where it is confirmed, and the points no source confirms. */
const LEVERS: ReadonlyArray<{ key: 'api' | 'connector' | 'claudeCode' | 'server'; points: ReadonlyArray<{ source: Source; unverified?: UnverifiedPoint }> }> = [
  { key: 'api', points: [{ source: 'docs' }, { source: 'docs' }] },
  { key: 'connector', points: [{ source: 'docs' }, { source: 'docs' }, { source: 'docs', unverified: 'connector-always-load' }] },
  { key: 'claudeCode', points: [{ source: 'seed001' }, { source: 'seed001', unverified: 'auto-threshold-unit' }, { source: 'seed001' }, { source: 'seed001' }] },
  { key: 'server', points: [{ source: 'mcp' }, { source: 'mcp', unverified: 'connector-instructions' }, { source: 'seed001', unverified: 'connector-always-load' }] },
];

/** Who decides which tools are deferred: the request, the MCP connector, Claude Code; never the MCP server. */
export function WhoDecidesDeferral() {
  const t = useT();
  const d = t.yours.deferral;
  return (
    <section className="card min-w-0" aria-labelledby="who-decides-title" data-testid="who-decides-deferral">
      <h2 id="who-decides-title" className="text-lg font-semibold">
        {d.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{d.intro}</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {LEVERS.map((lever) => (
          <div key={lever.key} className="min-w-0" data-testid={`lever-${lever.key}`}>
            <h3 className="font-semibold">{d.levers[lever.key].title}</h3>
            <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm">
              {lever.points.map((p, i) => (
                <li key={i}>
                  {d.levers[lever.key].points[i]}{' '}
                  <span className="text-xs text-slate-600 dark:text-slate-400">({d.sources[p.source]})</span>
                  {p.unverified && (
                    <>
                      {' '}
                      <UnverifiedMark point={p.unverified} />
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
