'use client';

import { useId, useRef } from 'react';
import { useT } from '@/components/i18n/locale-provider';
import { useBudget } from './budget-store-provider';
import { ProvenanceBadge } from '@/components/shared/provenance-badge';
import { catalogName } from '@/lib/i18n/library-text';

export function BudgetCatalogPicker() {
  const t = useT();
  const f = t.format;
  const b = t.budget;
  const catalogs = useBudget((s) => s.catalogs);
  const order = useBudget((s) => s.order);
  const selected = useBudget((s) => s.selected);
  const errors = useBudget((s) => s.uploadErrors);
  const toggle = useBudget((s) => s.toggle);
  const uploadFiles = useBudget((s) => s.uploadFiles);
  const removeUpload = useBudget((s) => s.removeUpload);
  const modelId = useBudget((s) => s.modelId);
  const input = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const uploads = order.filter((id) => catalogs[id]?.origin === 'upload');

  const row = (id: string) => {
    const c = catalogs[id];
    if (!c) return null;
    const checked = selected.includes(id);
    const exact = c.exact && c.exact.model === modelId ? c.exact : undefined;
    return (
      <li key={id} className="flex items-start gap-2 py-0.5">
        <input id={`catalog-${id}`} type="checkbox" className="mt-1 accent-sky-700" checked={checked} onChange={() => toggle(id)} />
        <label htmlFor={`catalog-${id}`} className="min-w-0 flex-1 text-sm">
          <span className="font-medium">{catalogName({ id, title: c.title }, t)}</span> <span className="text-slate-600 dark:text-slate-400">· {b.tools(c.tools)}</span>
          {c.status === 'loading' && <span className="text-slate-600 dark:text-slate-400"> · {b.loading}</span>}
          {c.status === 'failed' && <span className="text-red-700 dark:text-red-300"> · {b.loadFailed(c.error ?? '')}</span>}
          {c.count && (
            <span className="text-slate-600 dark:text-slate-400">
              {' '}
              · {f.tokens(exact ? exact.tokens : c.count.tokens)} <ProvenanceBadge kind={exact ? 'exact' : 'estimate'} />
            </span>
          )}
        </label>
        {c.origin === 'upload' && (
          <button type="button" className="btn-secondary" onClick={() => removeUpload(id)} aria-label={b.remove(c.title)}>
            ×
          </button>
        )}
      </li>
    );
  };

  return (
    <section className="card min-w-0" aria-labelledby="budget-pick-title" data-testid="budget-picker">
      <h2 id="budget-pick-title" className="text-lg font-semibold">
        {b.pick}
      </h2>
      <ul className="mt-2" data-testid="shipped-catalogs">
        {order.filter((id) => catalogs[id]?.origin === 'shipped').map(row)}
      </ul>
      {uploads.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold">{b.uploaded}</h3>
          <ul data-testid="uploaded-catalogs">{uploads.map(row)}</ul>
        </>
      )}
      <div className="mt-3 flex flex-col gap-1">
        <label htmlFor={uploadId} className="text-sm font-semibold">
          {b.upload}
        </label>
        <input
          ref={input}
          id={uploadId}
          type="file"
          accept=".json,application/json"
          multiple
          aria-describedby={`${uploadId}-hint`}
          className="text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-transparent file:px-2 file:py-1 file:text-sm dark:file:border-slate-600 dark:file:text-slate-100"
          onChange={async (e) => {
            const files = [...(e.target.files ?? [])];
            await uploadFiles(files);
            // Cleared so that choosing the same file again (after fixing it) fires a change.
            if (input.current) input.current.value = '';
          }}
        />
        <p id={`${uploadId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {b.uploadHint}
        </p>
      </div>
      {errors.length > 0 && (
        <div role="alert" className="mt-2 rounded-md border border-red-300 p-2 text-sm dark:border-red-800" data-testid="upload-errors">
          <p className="font-semibold">{b.uploadErrorTitle}</p>
          <ul className="mt-1 list-disc pl-5 text-red-800 dark:text-red-300">
            {errors.map((e, i) => (
              <li key={i} className="break-words">
                {b.uploadError(e.file, 'problem' in e ? t.catalogInput.problemAt(e.problem) : b.uploadConfig(e.config))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
