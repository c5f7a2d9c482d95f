import type { BetaToolUseBlock } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { catalogLookup, runClientTool as runShared, type ClientToolRun } from '@/lib/live/client-tools';
import { bundledCatalogTools } from '@/lib/service/catalog-data';
import type { MessagesRequest } from '@/lib/scenario/types';

/** The recorder's client-side tool runner: the shared one (lib/live), with catalogs read from disk. */
export function runClientTool(block: Pick<BetaToolUseBlock, 'id' | 'name' | 'input'>, request: MessagesRequest, catalogs: readonly string[]): ClientToolRun {
  return runShared(block, request, catalogLookup(catalogs.map((id) => ({ id, tools: bundledCatalogTools(id) }))));
}
