import { parseCatalogText } from '@/lib/catalog-input/parse-catalog';
import type { CatalogProblem } from '@/lib/catalog-input/types';
import type { ToolDefinition } from '@/lib/scenario/types';

/**
 * A file uploaded on /budget, read by the one catalog parser (lib/catalog-input): every shape it
 * takes, and a listing of several servers kept as several catalogs, one a server, so the page
 * shows the cost of each. A server's tools keep the names it lists them under.
 */

export interface UploadedServer {
  /** What the page calls it: the file's name, and the server's when the file names one among several. */
  label: string;
  tools: ToolDefinition[];
}

export type UploadProblem = { file: string; problem: CatalogProblem } | { file: string; config: string[] };

export type UploadOutcome = { ok: true; servers: UploadedServer[] } | { ok: false; error: UploadProblem };

export function readUpload(file: string, text: string): UploadOutcome {
  const parsed = parseCatalogText(text);
  if (!parsed.ok) return { ok: false, error: { file, problem: parsed.error } };
  // A configuration names servers a page cannot start: the page says how to export their tools.
  if (parsed.kind === 'config') return { ok: false, error: { file, config: parsed.servers.map((s) => s.name) } };
  const several = parsed.servers.length > 1;
  return {
    ok: true,
    servers: parsed.servers.map((server) => ({ label: several && server.name !== null ? `${file} · ${server.name}` : file, tools: server.tools })),
  };
}
