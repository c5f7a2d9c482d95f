/**
 * How the scripted model fills a tool's arguments: it walks the definition's
 * `properties`, takes the values it recognises by argument name, and gives
 * every other required argument a neutral value from the schema.
 */

export interface ArgHint {
  /** Matches argument names this value fits. */
  name: RegExp;
  value: unknown;
  /** Also fill it when the argument is optional (e.g. a temperature unit). */
  optional?: boolean;
}

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

function neutralValue(schema: Schema, fallbackText: string): unknown {
  if ('default' in schema && schema.default !== null) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return fallbackText;
  }
}

function fitEnum(schema: Schema, value: unknown): unknown {
  if (!Array.isArray(schema.enum) || schema.enum.includes(value)) return value;
  return schema.enum[0];
}

export function fillArguments(inputSchema: unknown, hints: readonly ArgHint[], fallbackText: string): Record<string, unknown> {
  if (!isObject(inputSchema) || !isObject(inputSchema.properties)) return {};
  const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required.map(String) : []);
  const args: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(inputSchema.properties)) {
    const schema = isObject(prop) ? prop : {};
    const hint = hints.find((h) => h.name.test(name) && h.value !== undefined && (h.value !== '' || required.has(name)));
    const fits = hint && (typeof hint.value !== 'string' || schema.type === undefined || schema.type === 'string');
    if (hint && fits && (required.has(name) || hint.optional)) args[name] = fitEnum(schema, hint.value);
    else if (required.has(name)) args[name] = neutralValue(schema, fallbackText);
  }
  return args;
}
