import type { LiteralStep, Scenario } from '@/lib/scenario/types';
import type { ModelView, Step } from './step';
import { findReferenced, resolveCatalog } from './tool-catalog';

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
    // The article names MCP tools bare; the catalog names them {server}_{name}: both find the tool.
    for (const name of toolReferenceNames(step.payload)) discovered.add(findReferenced(catalog, name)?.name ?? name);
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
      // Whatever the source says it shows, a quoted payload was never observed here: it is badged as published.
      seen: 'published',
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

/**
 * Every tool_reference name anywhere inside a payload, however the source nested it.
 * A walk with its own stack: a quoted payload can nest deeper than the call stack.
 */
export function toolReferenceNames(value: unknown): string[] {
  const names: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (!Array.isArray(node) && record.type === 'tool_reference' && typeof record.tool_name === 'string') {
      names.push(record.tool_name);
      continue;
    }
    const children = Array.isArray(node) ? node : Object.values(record);
    // Reversed onto the stack, so names come out in document order.
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]);
  }
  return names;
}
