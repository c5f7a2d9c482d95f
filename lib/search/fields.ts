import type { SearchField, SearchableTool } from './types';

export interface ToolField {
  field: SearchField;
  /** Dotted argument path, set for argument fields only. */
  argument?: string;
  text: string;
}

// Schemas are arbitrary JSON from third parties: a depth cap and an ancestor set keep a hostile
// or self-referencing object from recursing forever, while a sub-schema shared by two
// properties is still walked under both paths.
const MAX_SCHEMA_DEPTH = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The searchable texts of a tool, in a stable order: name, description, then each argument's
 * name and description depth-first (nested `properties`, array `items`, and `anyOf`/`oneOf`/`allOf`
 * branches included, since the model sees those argument names too).
 */
export function extractFields(tool: SearchableTool): ToolField[] {
  const out: ToolField[] = [{ field: 'name', text: tool.name }];
  if (typeof tool.description === 'string' && tool.description.length > 0) {
    out.push({ field: 'description', text: tool.description });
  }
  walkSchema(tool.input_schema, '', out, 0, new Set());
  return out;
}

function walkSchema(schema: unknown, prefix: string, out: ToolField[], depth: number, seen: Set<object>): void {
  if (!isRecord(schema) || depth > MAX_SCHEMA_DEPTH || seen.has(schema)) return;
  seen.add(schema);
  try {
    walkChildren(schema, prefix, out, depth, seen);
  } finally {
    seen.delete(schema);
  }
}

function walkChildren(schema: Record<string, unknown>, prefix: string, out: ToolField[], depth: number, seen: Set<object>): void {
  const properties = schema.properties;
  if (isRecord(properties)) {
    for (const [key, prop] of Object.entries(properties)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.push({ field: 'argument_name', argument: path, text: key });
      if (isRecord(prop) && typeof prop.description === 'string' && prop.description.length > 0) {
        out.push({ field: 'argument_description', argument: path, text: prop.description });
      }
      walkSchema(prop, path, out, depth + 1, seen);
    }
  }

  const items = schema.items;
  const itemPrefix = prefix ? `${prefix}[]` : '[]';
  if (Array.isArray(items)) {
    for (const item of items) walkSchema(item, itemPrefix, out, depth + 1, seen);
  } else {
    walkSchema(items, itemPrefix, out, depth + 1, seen);
  }

  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      for (const branch of branches) walkSchema(branch, prefix, out, depth + 1, seen);
    }
  }
}
