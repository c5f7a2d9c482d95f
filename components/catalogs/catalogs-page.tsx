'use client';

import Link from 'next/link';
import { useT } from '@/components/i18n/locale-provider';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { catalogName } from '@/lib/i18n/library-text';

/** The source and licence of every tool catalog the app ships, as their licences ask. */
export function CatalogsPage() {
  const t = useT();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.catalogs.title}</h1>
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t.catalogs.intro}</p>
      <div className="card overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="catalog-table">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {t.catalogs.columns.map((c) => (
                <th key={c} scope="col" className="py-2 pr-4 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CATALOGS.map((c) => (
              <tr key={c.id} className="border-b border-slate-100 align-top dark:border-slate-800">
                <td className="py-2 pr-4">
                  <Link className="text-sky-700 underline dark:text-sky-300" href={`/search?catalogs=${c.id}&variant=bm25&q=`}>
                    {catalogName(c, t)}
                  </Link>
                </td>
                <td className="py-2 pr-4 tabular-nums">{c.tools}</td>
                <td className="py-2 pr-4 font-mono text-xs">{c.repo}</td>
                <td className="py-2 pr-4 font-mono text-xs break-all">{c.commit}</td>
                <td className="py-2 pr-4">{c.licence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.catalogs.note}</p>
    </>
  );
}
