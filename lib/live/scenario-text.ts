import { PTC_CODE_EXECUTION } from '@/lib/protocol/code-execution';
import type { RunPlan } from './settings';

const routeText = (route: RunPlan['route']) => (route === 'browser' ? 'straight from the browser' : 'through the app’s server route');

/**
 * The title, description and provenance note a live run's scenario carries. They are saved
 * into the file with the recording, so they are data, in the library's language (English),
 * not UI strings that follow the reader's language.
 */
export const liveScenarioText = {
  title: (question: string) => `Live: ${question.length > 80 ? `${question.slice(0, 79)}…` : question}`,
  description: (plan: RunPlan, catalogTitles: readonly string[]) =>
    `A live run of “${plan.question}” with ${plan.model}: ${plan.mode === 'mcp' ? 'MCP-hosted tools (connector)' : 'client-side tools'}, ${plan.search === 'none' ? 'no search tool' : `${plan.search} search`}` +
    (plan.codeCalls ? `, code calling the tools (${PTC_CODE_EXECUTION}, allowed_callers)` : '') +
    (catalogTitles.length > 0 ? `, over ${catalogTitles.join(', ')}` : '') +
    (plan.yours ? `${catalogTitles.length > 0 ? ' and' : ', over'} the user’s own catalog “${plan.yours.name}” (${plan.yours.tools} tools, run by stand-ins)` : '') +
    (plan.mcpServer ? `, MCP server “${plan.mcpServer.name}”` : '') +
    `; sent ${routeText(plan.route)}.`,
  apiNote: (route: RunPlan['route']) =>
    `Recorded live against the real Messages API with @anthropic-ai/sdk, ${routeText(route)}; usage is the API’s own. In client mode the tools were run by the app’s demo implementations.`,
  emulatorNote: (route: RunPlan['route']) =>
    `Recorded live against the Tool Search Lab emulator, ${routeText(route)}: the service is emulated and the model is a deterministic scripted model, not Claude. Token counts are estimates.`,
};