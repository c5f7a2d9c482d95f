import { ALLOWED_CALLERS, CODE_EXECUTION_NAME, CODE_EXECUTION_TOOLS, callableDirectly, callableFromCode, isCodeExecutionType, PTC_CODE_EXECUTION } from '@/lib/protocol/code-execution';
import type { MessagesRequest } from '@/lib/scenario/types';
import { invalidRequest } from '../api-error';

/**
 * What the docs page "Programmatic tool calling" says cannot go with it, checked before the
 * model runs: `strict: true` on a tool code may call, `disable_parallel_tool_use`, forcing a
 * code-only tool through `tool_choice`, MCP connector tools called from code; and an allowed
 * caller whose code execution tool the request lacks, or a version that cannot call tools.
 * Every message text here is MODELLED (the docs list the rules, not the API's wording).
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export function validatePtcOptions(request: MessagesRequest): void {
  const tools = (request.tools ?? []) as unknown as Json[];
  const present = new Set(tools.flatMap((t) => (isCodeExecutionType(t.type) ? [t.type] : [])));
  const fromCode: string[] = [];

  tools.forEach((tool, i) => {
    if (tool.type === 'mcp_toolset') {
      const configs = isObject(tool.configs) ? Object.entries(tool.configs) : [];
      for (const [where, config] of [['default_config', tool.default_config] as const, ...configs.map(([name, c]) => [`configs.${name}`, c] as const)]) {
        if (isObject(config) && config.allowed_callers !== undefined) {
          throw invalidRequest(`tools.${i}.${where}.allowed_callers: MCP connector tools cannot be called from code execution; programmatic tool calling takes custom tools only.`);
        }
      }
      return;
    }
    if (tool.allowed_callers !== undefined && !Array.isArray(tool.allowed_callers)) throw invalidRequest(`tools.${i}.allowed_callers: Input should be a valid list`);
    (tool.allowed_callers ?? []).forEach((caller: unknown, j: number) => {
      if (!(ALLOWED_CALLERS as readonly unknown[]).includes(caller)) {
        throw invalidRequest(`tools.${i}.allowed_callers.${j}: Input should be ${ALLOWED_CALLERS.map((c) => `'${c}'`).join(', ')}`);
      }
    });
    if (!callableFromCode(tool)) return;
    fromCode.push(String(tool.name));
    for (const caller of tool.allowed_callers as unknown[]) {
      if (caller === 'direct' || !isCodeExecutionType(caller)) continue;
      const row = CODE_EXECUTION_TOOLS[caller];
      if (row.callsTools !== 'yes') {
        throw invalidRequest(
          `tools.${i}.allowed_callers: programmatic tool calling requires ${PTC_CODE_EXECUTION}; "${caller}" cannot call tools here` +
            (row.callsTools === 'older-docs' ? ' (it did under the 2025 beta).' : '.'),
        );
      }
      if (!present.has(caller)) {
        throw invalidRequest(`tools.${i}.allowed_callers: "${caller}" is not among the request's tools; add {"type": "${caller}", "name": "${CODE_EXECUTION_NAME}"} to tools.`);
      }
    }
    if (tool.strict === true) {
      throw invalidRequest(`tools.${i}: "strict": true is not supported with programmatic tool calling; "${String(tool.name)}" may be called from code.`);
    }
  });
  if (fromCode.length === 0) return;

  const choice = request.tool_choice as Json | undefined;
  if (!isObject(choice)) return;
  if (choice.disable_parallel_tool_use === true) {
    throw invalidRequest(`tool_choice.disable_parallel_tool_use: not supported with programmatic tool calling (tools code may call: ${fromCode.join(', ')}).`);
  }
  if (choice.type === 'tool') {
    const forced = tools.find((t) => t.name === choice.name);
    if (forced && !callableDirectly(forced)) {
      throw invalidRequest(`tool_choice: "${String(choice.name)}" may only be called from code (its allowed_callers has no "direct"), and programmatic calls cannot be forced through tool_choice.`);
    }
  }
}
