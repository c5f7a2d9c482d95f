import { parseCatalog, parseCatalogText } from '@/lib/catalog-input/parse-catalog';
import type { CatalogProblem, ConfigServer, ParsedCatalog } from '@/lib/catalog-input/types';
import { estimateTokens, makeCatalog } from './make-catalog';
import type { CatalogShelf } from './shelf';
import { summaryOf, type CatalogSource, type YourCatalogSummary } from './types';

/**
 * Reading a catalog and keeping it, the same work wherever it runs: in the parse worker (the
 * page's way: ten thousand definitions are parsed, counted and written to IndexedDB there, and
 * only a summary crosses back to the page), or on the main thread where there is no Worker
 * (tests, a very old browser). Text, or a value already parsed (a connection's listing), in.
 */

export type ReadInput = { text: string } | { value: unknown };

export type ReadProgress = { phase: 'parsing' } | { phase: 'counting'; done: number; total: number } | { phase: 'saving' };

/** What the catalog is kept as: made by the page (an id, the name it chose), never from the catalog's text. */
export interface KeepAs {
  id: string;
  name: string;
  createdAt: string;
  source: CatalogSource;
}

export type ReadOutcome =
  | { ok: true; kind: 'tools'; parsed: Extract<ParsedCatalog, { ok: true; kind: 'tools' }>; tokens: number[] }
  | { ok: true; kind: 'config'; servers: ConfigServer[] }
  | { ok: false; error: CatalogProblem };

export type KeepOutcome = { ok: true; kind: 'kept'; summary: YourCatalogSummary } | Exclude<ReadOutcome, { kind: 'tools' }>;

export function readCatalog(input: ReadInput, onProgress: (p: ReadProgress) => void = () => {}): ReadOutcome {
  onProgress({ phase: 'parsing' });
  const parsed = 'text' in input ? parseCatalogText(input.text) : parseCatalog(input.value);
  if (!parsed.ok) return parsed;
  if (parsed.kind === 'config') return { ok: true, kind: 'config', servers: parsed.servers };
  const total = parsed.tools.length;
  onProgress({ phase: 'counting', done: 0, total });
  const tokens = estimateTokens(parsed, (done) => onProgress({ phase: 'counting', done, total }));
  return { ok: true, kind: 'tools', parsed, tokens };
}

/** Read, and keep a catalog of tools on the shelf; a configuration or a problem comes back as it is. */
export async function readAndKeep(input: ReadInput, as: KeepAs, shelf: CatalogShelf, onProgress: (p: ReadProgress) => void = () => {}): Promise<KeepOutcome> {
  const read = readCatalog(input, onProgress);
  if (!read.ok || read.kind === 'config') return read;
  const catalog = makeCatalog(read.parsed, read.tokens, as);
  onProgress({ phase: 'saving' });
  try {
    await shelf.put(catalog);
  } catch (e) {
    return { ok: false, error: { path: '(root)', code: 'not-kept', detail: (e as Error).message } };
  }
  return { ok: true, kind: 'kept', summary: summaryOf(catalog) };
}
