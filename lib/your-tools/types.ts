import type { CatalogEntry, CatalogServer, CatalogShape, NameCollision } from '@/lib/catalog-input/types';

/**
 * A catalog the user brought, as it is kept in this browser (IndexedDB) until they remove it.
 * Nothing in it is secret by construction: a connection's URL is kept without its query (which
 * may hold a key) and a token is never part of it.
 */

export type CatalogSource =
  | { kind: 'paste' }
  | { kind: 'file'; fileName: string }
  /** `url`: scheme, host and path only. `via`: who connected, the browser itself or the app's server. */
  | { kind: 'connect'; url: string; via: 'browser' | 'server' };

export interface YourCatalog {
  /** `yours-…`: made here, never from the user's text, because it goes into links and keys. */
  id: string;
  name: string;
  createdAt: string;
  source: CatalogSource;
  shape: Exclude<CatalogShape, 'mcp-config'>;
  servers: CatalogServer[];
  /** Every tool with the name a search sees (composed for a named server), in catalog order. */
  tools: CatalogEntry[];
  collisions: NameCollision[];
  notes: string[];
  /** Estimated tokens of each tool's definition as the model sees it, in `tools` order. */
  tokens: number[];
}

/** What a list of catalogs shows, without loading every definition. */
export interface YourCatalogSummary {
  id: string;
  name: string;
  createdAt: string;
  source: CatalogSource;
  shape: YourCatalog['shape'];
  toolCount: number;
  /** `null` for a listing that names no server. */
  serverNames: Array<string | null>;
  totalTokens: number;
  collisionCount: number;
}

export const YOURS_PREFIX = 'yours-';

export function isYourCatalogId(id: string): boolean {
  return /^yours-[a-z0-9]{6,40}$/.test(id);
}

export function summaryOf(catalog: YourCatalog): YourCatalogSummary {
  return {
    id: catalog.id,
    name: catalog.name,
    createdAt: catalog.createdAt,
    source: catalog.source,
    shape: catalog.shape,
    toolCount: catalog.tools.length,
    serverNames: catalog.servers.map((s) => s.name),
    totalTokens: catalog.tokens.reduce((a, b) => a + b, 0),
    collisionCount: catalog.collisions.length,
  };
}
