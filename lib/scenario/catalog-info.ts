import type { CatalogAttribution } from './types';

/** A tool catalog shipped under data/catalogs, with the attribution its source requires. */
export interface CatalogInfo {
  id: string;
  title: string;
  tools: number;
  repo: string;
  /** Commit or release the definitions were taken from. */
  commit: string;
  licence: string;
  /** Path from the project root. */
  file: string;
}

/**
 * Every catalog the app ships: the one list. The browser's lazy loaders (lib/catalogs) and the
 * server's bundled data (lib/service/catalog-data.ts) are typed by its ids, so tsc fails when
 * either misses one; tests check the files' tool counts and data/catalogs/SOURCES.md against it.
 */
export const CATALOGS = [
  {
    id: 'demo-weather' as const,
    title: 'Demo weather server (written for Tool Search Lab)',
    tools: 8,
    repo: 'tool-search-lab (this app)',
    commit: 'n/a',
    licence: 'MIT',
  },
  {
    id: 'demo-expenses' as const,
    title: 'Demo expenses server (written for Tool Search Lab)',
    tools: 10,
    repo: 'tool-search-lab (this app)',
    commit: 'n/a',
    licence: 'MIT',
  },
  {
    id: 'demo-support' as const,
    title: 'Demo help desk with tool use examples (written for Tool Search Lab)',
    tools: 8,
    repo: 'tool-search-lab (this app)',
    commit: 'n/a',
    licence: 'MIT',
  },
  {
    id: 'github' as const,
    title: 'GitHub MCP server, all toolsets',
    tools: 117,
    repo: 'github/github-mcp-server',
    commit: '64a49f34d076b6f5917dae1424521d43c7bcae84',
    licence: 'MIT',
  },
  {
    id: 'github-default-toolsets' as const,
    title: 'GitHub MCP server, default toolsets',
    tools: 43,
    repo: 'github/github-mcp-server',
    commit: '64a49f34d076b6f5917dae1424521d43c7bcae84',
    licence: 'MIT',
  },
  {
    id: 'atlassian-jira' as const,
    title: 'Atlassian MCP server, Jira tools',
    tools: 63,
    repo: 'sooperset/mcp-atlassian',
    commit: '436b37e4854aacad0aee3ce47baafb6fdb4162a7',
    licence: 'MIT',
  },
  {
    id: 'atlassian-confluence' as const,
    title: 'Atlassian MCP server, Confluence tools',
    tools: 35,
    repo: 'sooperset/mcp-atlassian',
    commit: '436b37e4854aacad0aee3ce47baafb6fdb4162a7',
    licence: 'MIT',
  },
  {
    id: 'notion' as const,
    title: 'Notion MCP server',
    tools: 24,
    repo: 'makenotion/notion-mcp-server',
    commit: 'npm @notionhq/notion-mcp-server 2.5.2',
    licence: 'MIT',
  },
  {
    id: 'slack-korotovsky' as const,
    title: 'Slack MCP server (korotovsky)',
    tools: 16,
    repo: 'korotovsky/slack-mcp-server',
    commit: 'b24b1b08af740d5c710f556d45a5b8ba3acc0ebc',
    licence: 'MIT',
  },
  ...(
    [
      ['ref-everything', 'MCP reference server: everything', 13],
      ['ref-fetch', 'MCP reference server: fetch', 1],
      ['ref-filesystem', 'MCP reference server: filesystem', 14],
      ['ref-git', 'MCP reference server: git', 12],
      ['ref-memory', 'MCP reference server: memory', 9],
      ['ref-sequentialthinking', 'MCP reference server: sequential thinking', 1],
      ['ref-time', 'MCP reference server: time', 2],
    ] as const
  ).map(([id, title, tools]) => ({
    id,
    title,
    tools,
    repo: 'modelcontextprotocol/servers',
    commit: '76d64c822f5125032f89eb71dbdb94e42b434821',
    licence: 'MIT / Apache-2.0',
  })),
].map((c) => ({ ...c, file: `data/catalogs/${c.id}.json` })) satisfies CatalogInfo[];

export type CatalogId = (typeof CATALOGS)[number]['id'];

const IDS: ReadonlySet<string> = new Set(CATALOGS.map((c) => c.id));

export function isCatalogId(id: string): id is CatalogId {
  return IDS.has(id);
}

export function catalogInfo(id: string): CatalogInfo | undefined {
  return CATALOGS.find((c) => c.id === id);
}

/** The attribution a scenario carries for each catalog it uses. */
export function catalogAttribution(id: string): CatalogAttribution {
  const info = catalogInfo(id);
  if (!info) throw new Error(`unknown catalog "${id}"`);
  return { id: info.id, title: info.title, tools: info.tools, repo: info.repo, licence: info.licence };
}
