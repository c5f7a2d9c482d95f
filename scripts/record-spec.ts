import { DEFAULT_MODEL_ID } from '@/lib/protocol/models';
import type { ScenarioSearch } from '@/lib/protocol/search-tools';
import type { NO_SEARCH, ToolDefinition } from '@/lib/scenario/types';

/** What to record: the CLI flags of `npm run record`, typed; also the shape of a manifest entry's `args`. */
export interface RecordArgs {
  /** Shipped catalog ids (data/catalogs/<id>.json). */
  catalogs: string[];
  /** Client mode: tool definitions sent instead of the shipped catalogs' (the eval's out-of-domain pools). */
  definitions?: ToolDefinition[];
  /** The first question, then follow-ups asked after each final answer. */
  questions: string[];
  mode: 'mcp' | 'client';
  search: ScenarioSearch | typeof NO_SEARCH;
  /** Client mode: send only these tools of the catalogs (all of them when left out). */
  tools?: string[];
  /** Client mode: tools kept loaded (the rest are deferred). */
  nonDeferred?: string[];
  /** Client mode, programmatic tool calling: send the code execution tool and let code call these. */
  callableFromCode?: string[];
  model?: string;
  maxTokens?: number;
  system?: string;
  /** Defer every tool, the search tool included: the request the API rejects. */
  deferAll?: boolean;
  /** Replace a catalog's built-in demo URL (needed against the real API, which cannot reach the demo servers). */
  mcpUrls?: Record<string, string>;
}

export interface RecordSpec {
  id: string;
  title: string;
  description: string;
  args: RecordArgs;
}

export const DEFAULT_MODEL = DEFAULT_MODEL_ID;
export const DEFAULT_MAX_TOKENS = 1024;
