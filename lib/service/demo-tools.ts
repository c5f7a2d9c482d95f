import { runExpenseTool } from './demo-expense-tools';
import { runSupportTool } from './demo-support-tools';
import { WEATHER_TOOLS, runWeatherTool } from './demo-weather-tools';
import { runWorkspaceTool } from './demo-workspace-tools';
import type { DemoToolResult } from './demo-tool-result';

export type { DemoToolResult } from './demo-tool-result';
export { DEMO_LABEL } from './demo-tool-result';

/** Describes the implementation in recordings, so no reader mistakes it for a real service. */
export const DEMO_IMPLEMENTATION = 'demo implementation (deterministic, no outside calls)';

/**
 * Runs a tool of a shipped catalog with its demo implementation: the "Real Tool"
 * of the emulator's MCP servers and of client-side runs. Pure and browser-safe:
 * the same (catalog, name, input) always gives the same result, no I/O.
 * Without a catalog id the weather tools are tried first, then the generic ones.
 */
export function runDemoTool(catalogId: string | undefined, name: string, input: unknown): DemoToolResult {
  if (catalogId === 'demo-weather' || (catalogId === undefined && Object.hasOwn(WEATHER_TOOLS, name))) {
    return runWeatherTool(name, input) ?? { output: `Unknown tool: ${name}`, is_error: true };
  }
  if (catalogId === 'demo-expenses') return runExpenseTool(name, input) ?? { output: `Unknown tool: ${name}`, is_error: true };
  if (catalogId === 'demo-support') return runSupportTool(name, input) ?? { output: `Unknown tool: ${name}`, is_error: true };
  // The MCP time server's get_current_time answers from the same frozen demo clock.
  if (catalogId === 'ref-time' && name === 'get_current_time') return runWeatherTool(name, input) ?? runWorkspaceTool(name, input);
  return runWorkspaceTool(name, input);
}
