import { combineCatalogs, parseCatalog, type CatalogPart } from '@/lib/catalog-input/parse-catalog';
import type { ParsedCatalog } from '@/lib/catalog-input/types';
import type { CatalogShelf } from './shelf';
import type { YourCatalog } from './types';

/**
 * The catalogs a page chose, as one catalog: shipped ones (their definitions, small, sent by the
 * page) and the user's kept ones, read from the shelf by id where this runs (a Web Worker, so ten
 * thousand definitions never reach the page's main thread). Each keeps its servers; a kept
 * catalog whose one listing names no server takes the catalog's name when it joins others, so its
 * tools are told apart as the API tells MCP servers' tools apart.
 */

export interface ChosenCatalogs {
  /** The shipped catalogs as one input (a listing, or `{"servers": {id: listing}}`), or null for none. */
  shipped: unknown;
  /** Ids of kept catalogs, in the order chosen. */
  yours: string[];
}

type ToolsCatalog = Extract<ParsedCatalog, { ok: true; kind: 'tools' }>;

export type ChosenOutcome = { ok: true; parsed: ParsedCatalog } | { ok: false; missing: string[] };

/** A kept catalog as the parser would have read it again. */
export function keptAsParsed(catalog: YourCatalog): ToolsCatalog {
  return { ok: true, kind: 'tools', shape: catalog.shape, servers: catalog.servers, tools: catalog.tools, collisions: catalog.collisions, notes: catalog.notes };
}

/** Pure: the shipped input (or null) and the kept catalogs read, as one catalog. */
export function combineChosen(shipped: unknown, kept: readonly YourCatalog[]): ParsedCatalog {
  const parts: CatalogPart[] = [];
  if (shipped !== null && shipped !== undefined) {
    const parsed = parseCatalog(shipped);
    if (!parsed.ok || parsed.kind === 'config') return parsed;
    if (kept.length === 0) return parsed;
    parts.push({ label: 'shipped', catalog: parsed });
  }
  const alone = parts.length === 0 && kept.length === 1;
  for (const catalog of kept) {
    const unnamed = catalog.servers.length === 1 && catalog.servers[0]!.name === null;
    parts.push({ label: catalog.name, catalog: keptAsParsed(catalog), ...(unnamed && !alone ? { name: catalog.name } : {}) });
  }
  return combineCatalogs(parts);
}

/** Reads the kept catalogs from the shelf and combines them with the shipped ones; names the ids no longer kept. */
export async function readChosen(chosen: ChosenCatalogs, shelf: CatalogShelf): Promise<ChosenOutcome> {
  const kept = await Promise.all(chosen.yours.map((id) => shelf.get(id)));
  const missing = chosen.yours.filter((_, i) => !kept[i]);
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, parsed: combineChosen(chosen.shipped, kept as YourCatalog[]) };
}
