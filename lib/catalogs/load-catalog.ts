import { isCatalogId, type CatalogId } from '@/lib/scenario/catalog-info';
import type { ToolDefinition } from '@/lib/scenario/types';

type Loader = () => Promise<{ default: unknown }>;

/**
 * One dynamic import per catalog: each becomes its own chunk, fetched only when a
 * page asks for it (GitHub's alone is ~170 KB of JSON). A bundler needs each path
 * written out, so this map repeats the ids of CATALOGS; its type makes tsc fail
 * when the two differ.
 */
const CHUNKS: Record<CatalogId, Loader> = {
  'demo-weather': () => import('@/data/catalogs/demo-weather.json'),
  'demo-expenses': () => import('@/data/catalogs/demo-expenses.json'),
  'demo-support': () => import('@/data/catalogs/demo-support.json'),
  github: () => import('@/data/catalogs/github.json'),
  'github-default-toolsets': () => import('@/data/catalogs/github-default-toolsets.json'),
  'atlassian-jira': () => import('@/data/catalogs/atlassian-jira.json'),
  'atlassian-confluence': () => import('@/data/catalogs/atlassian-confluence.json'),
  notion: () => import('@/data/catalogs/notion.json'),
  'slack-korotovsky': () => import('@/data/catalogs/slack-korotovsky.json'),
  'ref-everything': () => import('@/data/catalogs/ref-everything.json'),
  'ref-fetch': () => import('@/data/catalogs/ref-fetch.json'),
  'ref-filesystem': () => import('@/data/catalogs/ref-filesystem.json'),
  'ref-git': () => import('@/data/catalogs/ref-git.json'),
  'ref-memory': () => import('@/data/catalogs/ref-memory.json'),
  'ref-sequentialthinking': () => import('@/data/catalogs/ref-sequentialthinking.json'),
  'ref-time': () => import('@/data/catalogs/ref-time.json'),
};

/** A shipped catalog's definitions, fetched as its own chunk the first time a page asks (in the browser). */
export async function loadCatalogChunk(id: string): Promise<ToolDefinition[]> {
  if (!isCatalogId(id)) throw new Error(`unknown catalog "${id}"`);
  return (await CHUNKS[id]()).default as ToolDefinition[];
}
