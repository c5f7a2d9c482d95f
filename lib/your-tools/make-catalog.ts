import type { ParsedCatalog } from '@/lib/catalog-input/types';
import { toolDefinitionTokens } from '@/lib/engine/context-model';
import type { CatalogSource, YourCatalog } from './types';
import { YOURS_PREFIX } from './types';

type ToolsCatalog = Extract<ParsedCatalog, { ok: true; kind: 'tools' }>;

/** Names are the user's to choose; a name is data, shown escaped, never part of an id. */
export const MAX_NAME_LENGTH = 120;

export function cleanName(name: string, fallback: string): string {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  return clean || fallback;
}

/** Random, time-ordered, and nothing the user typed. */
export function newCatalogId(now: Date, random: () => number = Math.random): string {
  const tail = Array.from({ length: 8 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `${YOURS_PREFIX}${now.getTime().toString(36)}${tail}`;
}

/** Scheme, host and path: a query string or fragment may carry a key. */
export function shownUrl(raw: string): string {
  try {
    const u = new URL(raw);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '';
  }
}

/** Token estimates per tool, in catalog order, reporting progress every `every` tools (the worker posts it). */
export function estimateTokens(catalog: ToolsCatalog, onProgress?: (done: number) => void, every = 500): number[] {
  const tokens: number[] = [];
  for (const [i, tool] of catalog.tools.entries()) {
    tokens.push(toolDefinitionTokens(tool.definition));
    if (onProgress && (i + 1) % every === 0) onProgress(i + 1);
  }
  return tokens;
}

export function makeCatalog(parsed: ToolsCatalog, tokens: number[], meta: { id: string; name: string; createdAt: string; source: CatalogSource }): YourCatalog {
  return {
    id: meta.id,
    name: meta.name,
    createdAt: meta.createdAt,
    source: meta.source,
    shape: parsed.shape as YourCatalog['shape'],
    servers: parsed.servers,
    tools: parsed.tools,
    collisions: parsed.collisions,
    notes: parsed.notes,
    tokens,
  };
}
