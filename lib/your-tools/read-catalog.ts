import { parseCatalog, parseCatalogText } from '@/lib/catalog-input/parse-catalog';
import type { CatalogProblem, ConfigServer, ParsedCatalog } from '@/lib/catalog-input/types';
import { estimateTokens } from './make-catalog';

/**
 * Reading a catalog, the same work wherever it runs: in the parse worker (the page's way), or
 * on the main thread where there is no Worker (tests, a very old browser). Text or a value
 * already parsed (a connection's listing) in; the catalog and each tool's token estimate out.
 */

export type ReadInput = { text: string } | { value: unknown };

export type ReadProgress = { phase: 'parsing' } | { phase: 'counting'; done: number; total: number };

export type ReadOutcome =
  | { ok: true; kind: 'tools'; parsed: Extract<ParsedCatalog, { ok: true; kind: 'tools' }>; tokens: number[] }
  | { ok: true; kind: 'config'; servers: ConfigServer[] }
  | { ok: false; error: CatalogProblem };

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
