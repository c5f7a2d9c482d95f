import { toolDefinitionTokens } from '@/lib/engine/context-model';
import { estimateTokens } from '@/lib/engine/estimate';
import type { ToolDefinition } from '@/lib/scenario/types';

/**
 * What tool use examples (`input_examples`) cost a catalog, as the estimator counts them: the
 * examples a catalog already carries, and what adding some would cost. Examples ride with their
 * definition, so a deferred tool's examples cost nothing until a search loads it.
 */

export interface ExamplesCost {
  tools: number;
  /** Tools that carry input_examples, how many examples in all, and their estimated tokens. */
  withExamples: number;
  examples: number;
  tokens: number;
  /** Tokens per tool that has examples: what one discovered tool's examples cost on average. */
  perToolWithExamples: number;
  /**
   * The size of one example built from each tool's own input_schema, averaged over the tools
   * without examples: with only the required fields, and with every field. A sketch, not an
   * example anyone wrote: it stands in for "what would an example of this tool weigh".
   */
  sketch: { minimal: number; complete: number };
  /** Tools without examples: the ones a what-if would add them to. */
  without: number;
}

/** The tokens input_examples add to a definition: the definition counted with them, less without. */
export function examplesTokens(tool: ToolDefinition): number {
  if (!tool.input_examples?.length) return 0;
  const { input_examples: _examples, ...bare } = tool;
  return toolDefinitionTokens(tool) - toolDefinitionTokens(bare);
}

type Schema = { type?: unknown; properties?: Record<string, Schema>; required?: unknown; items?: Schema; enum?: unknown[]; const?: unknown };

/** A value of the schema's type: the first enum value, a short placeholder string, 1, true, one item, an object. */
function sampleOf(schema: Schema | undefined, complete: boolean, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 4) return 'example';
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleOf(schema.items, complete, depth + 1)];
    case 'object':
      return objectOf(schema, complete, depth + 1);
    default:
      return schema.properties ? objectOf(schema, complete, depth + 1) : 'example value';
  }
}

function objectOf(schema: Schema, complete: boolean, depth: number): Record<string, unknown> {
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (complete || required.has(name)) out[name] = sampleOf(property, complete, depth);
  }
  return out;
}

/** One example built from a tool's input_schema: required fields only, or every field. */
export function sketchExample(tool: ToolDefinition, complete: boolean): Record<string, unknown> {
  return objectOf(tool.input_schema as Schema, complete, 0);
}

const mean = (values: readonly number[]) => (values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export function examplesCost(tools: readonly ToolDefinition[]): ExamplesCost {
  const carrying = tools.filter((t) => (t.input_examples?.length ?? 0) > 0);
  const tokens = carrying.reduce((sum, t) => sum + examplesTokens(t), 0);
  const without = tools.filter((t) => !t.input_examples?.length);
  // An example in the array costs its JSON and a comma.
  const size = (complete: boolean) => Math.round(mean(without.map((t) => estimateTokens(sketchExample(t, complete)) + 1)));
  return {
    tools: tools.length,
    withExamples: carrying.length,
    examples: carrying.reduce((n, t) => n + (t.input_examples?.length ?? 0), 0),
    tokens,
    perToolWithExamples: carrying.length > 0 ? Math.round(tokens / carrying.length) : 0,
    sketch: { minimal: size(false), complete: size(true) },
    without: without.length,
  };
}

/**
 * The context the examples take with every definition loaded, and with tool search (only the
 * `discovered` tools a search loads carry theirs in): today's, and with `perTool` sketched
 * examples added to each tool that has none, at `exampleTokens` each.
 */
export function examplesInContext(cost: ExamplesCost, discovered: number, perTool: number, exampleTokens: number) {
  const loaded = Math.min(discovered, cost.tools);
  const added = perTool * exampleTokens;
  // With tool search the loaded tools are a handful of the catalog: each one costs the catalog's mean.
  const meanToday = cost.tools > 0 ? cost.tokens / cost.tools : 0;
  return {
    today: { allLoaded: cost.tokens, toolSearch: Math.round(loaded * meanToday) },
    withAdded: {
      allLoaded: cost.tokens + cost.without * added,
      toolSearch: Math.round(loaded * (meanToday + (cost.tools > 0 ? (cost.without / cost.tools) * added : 0))),
    },
  };
}
