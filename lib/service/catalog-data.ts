import { isCatalogId, type CatalogId } from '@/lib/scenario/catalog-info';
import type { ToolDefinition } from '@/lib/scenario/types';
import atlassianConfluence from '@/data/catalogs/atlassian-confluence.json';
import atlassianJira from '@/data/catalogs/atlassian-jira.json';
import demoExpenses from '@/data/catalogs/demo-expenses.json';
import demoSupport from '@/data/catalogs/demo-support.json';
import demoWeather from '@/data/catalogs/demo-weather.json';
import github from '@/data/catalogs/github.json';
import githubDefaultToolsets from '@/data/catalogs/github-default-toolsets.json';
import notion from '@/data/catalogs/notion.json';
import refEverything from '@/data/catalogs/ref-everything.json';
import refFetch from '@/data/catalogs/ref-fetch.json';
import refFilesystem from '@/data/catalogs/ref-filesystem.json';
import refGit from '@/data/catalogs/ref-git.json';
import refMemory from '@/data/catalogs/ref-memory.json';
import refSequentialthinking from '@/data/catalogs/ref-sequentialthinking.json';
import refTime from '@/data/catalogs/ref-time.json';
import slackKorotovsky from '@/data/catalogs/slack-korotovsky.json';

// Static imports rather than fs reads so the route handler bundles the data and
// works wherever Next deploys it, and tests need no working directory. Typed by
// CATALOGS' ids (lib/scenario/catalog-info.ts), so tsc fails when one is missing.
const BUNDLED: Record<CatalogId, unknown> = {
  'atlassian-confluence': atlassianConfluence,
  'atlassian-jira': atlassianJira,
  'demo-expenses': demoExpenses,
  'demo-support': demoSupport,
  'demo-weather': demoWeather,
  github,
  'github-default-toolsets': githubDefaultToolsets,
  notion,
  'ref-everything': refEverything,
  'ref-fetch': refFetch,
  'ref-filesystem': refFilesystem,
  'ref-git': refGit,
  'ref-memory': refMemory,
  'ref-sequentialthinking': refSequentialthinking,
  'ref-time': refTime,
  'slack-korotovsky': slackKorotovsky,
};

/** A shipped catalog's definitions, bundled with the server code, as its MCP server's `tools/list` gives them. */
export function bundledCatalogTools(id: string): ToolDefinition[] {
  if (!isCatalogId(id)) throw new Error(`unknown catalog "${id}"`);
  return BUNDLED[id] as ToolDefinition[];
}
