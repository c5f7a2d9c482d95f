import type { LiteralStep, Scenario } from '@/lib/scenario/types';
import type { ModelView, Step } from './step';
import { resolveCatalog } from './tool-catalog';

/**
 * Steps quoted as a source wrote them. The model's view is still computed — from
 * the first step's request and any tool_references a step names — so the panel
 * shows what the source claims the model could see.
 */
export function literalSteps(scenario: Scenario, literal: readonly LiteralStep[]): Step[] {
  const first = literal[0]?.payload;
  const catalog = isRequestLike(first) ? resolveCatalog(first as never, scenario.mcp_tools) : [];
  const discovered = new Set<string>();
  return literal.map((step, i) => {
    for (const name of toolReferenceNames(step.payload)) discovered.add(name);
    const view: ModelView = { loaded: [], deferred: 0 };
    for (const tool of catalog) {
      if (tool.kind === 'search' && !tool.deferred) view.loaded.push({ name: tool.name, how: 'search' });
      else if (!tool.deferred) view.loaded.push({ name: tool.name, how: 'always' });
      else if (discovered.has(tool.name)) view.loaded.push({ name: tool.name, how: 'discovered' });
      else view.deferred += 1;
    }
    return {
      kind: 'as-written',
      payload: step.payload,
      number: i + 1,
      from: step.from,
      to: step.to,
      seen: step.seen,
      exchange: 0,
      facts: { title: step.title, explanation: step.explanation },
      view,
      // A quoted source has no exchanges to count a turn from.
      turn: { exchange: 0, blocks: 0 },
    };
  });
}

function isRequestLike(value: unknown): boolean {
  return !!value && typeof value === 'object' && Array.isArray((value as { tools?: unknown }).tools);
}

/** Every tool_reference name anywhere inside a payload, however the source nested it. */
function toolReferenceNames(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(toolReferenceNames);
  const record = value as Record<string, unknown>;
  if (record.type === 'tool_reference' && typeof record.tool_name === 'string') return [record.tool_name];
  return Object.values(record).flatMap(toolReferenceNames);
}
