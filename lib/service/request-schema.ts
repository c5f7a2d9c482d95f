import type { MessageCreateParamsBase as BetaCreateParams } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { CUSTOM_TOOL_NAME_PATTERN } from '@/lib/protocol/tool-names';
import { showHidden } from '@/lib/security/hidden-characters';
import { messageParam, type Fits } from '@/lib/scenario/schema';
import { invalidRequest } from './api-error';
import type { BETA_BODY_FIELDS } from './request-rules';

/**
 * The type of every field a Messages request may carry, checked before the
 * emulator reads any of it: a `system` of `5` or `[null]`, a `tool_choice` of
 * `"auto"`, a tool whose `input_schema.properties` is a number get the API's
 * 400, never a 500 from code that trusted the shape. One schema per body field
 * of SDK 1.12's beta `MessageCreateParams` (`satisfies` below: a field the SDK
 * adds fails tsc here), each one's output held to the SDK's type of that field
 * (`Fits`: what it checks must be what the SDK allows). Message blocks reuse
 * the scenario format's schemas, typed the same way (lib/scenario/schema.ts).
 *
 * The texts follow the API's `path: problem` style (pydantic's wording); they
 * are MODELLED, as every emulator message is.
 */

const object = z.looseObject({});
const cacheControl = z.looseObject({ type: z.literal('ephemeral'), ttl: z.enum(['5m', '1h']).optional() });
const textParam = z.looseObject({ type: z.literal('text'), text: z.string(), cache_control: cacheControl.nullish(), citations: z.array(object).nullish() });
const parallel = { disable_parallel_tool_use: z.boolean().optional() };

type BodyField = keyof typeof BETA_BODY_FIELDS;
type FieldSchemas = { [K in BodyField]: z.ZodType<Fits<BetaCreateParams[K]>> };

export const BODY_FIELD_SCHEMAS = {
  model: z.string().min(1),
  max_tokens: z.number().int().min(1),
  messages: z.array(messageParam).min(1),
  system: z.union([z.string(), z.array(textParam)]),
  // Each entry's own checks (its type's name, a custom tool's name and schema) are validate-request.ts's, per entry.
  tools: z.array(object),
  mcp_servers: z.array(object),
  tool_choice: z.discriminatedUnion('type', [
    z.looseObject({ type: z.literal('auto'), ...parallel }),
    z.looseObject({ type: z.literal('any'), ...parallel }),
    z.looseObject({ type: z.literal('tool'), name: z.string(), ...parallel }),
    z.looseObject({ type: z.literal('none') }),
  ]),
  metadata: z.looseObject({ user_id: z.string().nullish() }),
  stop_sequences: z.array(z.string()),
  stream: z.boolean(),
  thinking: z.discriminatedUnion('type', [
    z.looseObject({ type: z.literal('enabled'), budget_tokens: z.number().int().min(1024) }),
    z.looseObject({ type: z.literal('disabled') }),
    z.looseObject({ type: z.literal('between_tools') }),
    z.looseObject({ type: z.literal('adaptive'), display: z.enum(['summarized', 'omitted', 'updates']).nullish() }),
  ]),
  service_tier: z.enum(['auto', 'standard_only']),
  speed: z.enum(['standard', 'fast']).nullable(),
  container: z.union([z.string(), z.looseObject({ id: z.string().nullish(), skills: z.array(object).nullish() })]).nullable(),
  cache_control: cacheControl.nullable(),
  inference_geo: z.string().nullable(),
  output_config: z.looseObject({ effort: z.enum(['low', 'medium', 'high', 'xhigh', 'max']).nullish(), format: object.nullish() }),
  output_format: z.looseObject({ type: z.literal('json_schema'), schema: object }).nullable(),
  diagnostics: z.looseObject({ previous_message_id: z.string().nullish() }).nullable(),
  billing_policy: z.looseObject({ type: z.literal('billing_policy') }).nullable(),
  compaction: z.looseObject({ type: z.literal('summarize'), instructions: z.string().nullish() }).nullable(),
  context_management: z.looseObject({ edits: z.array(object).optional() }).nullable(),
  fallback_credit_token: z.union([z.string(), z.looseObject({ token: z.string() })]).nullable(),
  fallbacks: z.union([z.literal('default'), z.array(z.looseObject({ model: z.string() }))]).nullable(),
  thread: z.discriminatedUnion('type', [z.looseObject({ type: z.literal('create') }), z.looseObject({ type: z.literal('continue'), previous_message_id: z.string() })]).nullable(),
} satisfies FieldSchemas;

/**
 * A custom tool: SDK 1.12's `BetaTool`, its name held to the API's pattern
 * (protocol/tool-names.ts), its input schema an object schema whose
 * `properties` is an object (the emulator and the model read them).
 */
export const customToolSchema = z.looseObject({
  type: z.literal('custom').nullish(),
  name: z.string().regex(CUSTOM_TOOL_NAME_PATTERN),
  description: z.string().optional(),
  input_schema: z.looseObject({
    type: z.literal('object'),
    properties: z.record(z.string(), z.unknown()).nullish(),
    required: z.array(z.string()).nullish(),
  }),
  defer_loading: z.boolean().optional(),
  cache_control: cacheControl.nullish(),
  strict: z.boolean().optional(),
  eager_input_streaming: z.boolean().nullish(),
  input_examples: z.array(z.record(z.string(), z.unknown())).optional(),
  allowed_callers: z.array(z.string()).optional(),
});

/** What every typed tool entry (search tools, web tools, …) may carry besides its type and name. */
export const typedToolSchema = z.looseObject({
  defer_loading: z.boolean().optional(),
  cache_control: cacheControl.nullish(),
  allowed_callers: z.array(z.string()).optional(),
});

export const mcpToolsetSchema = z.looseObject({
  default_config: z.looseObject({ defer_loading: z.boolean().optional(), enabled: z.boolean().optional() }).optional(),
  configs: z.record(z.string(), z.looseObject({ defer_loading: z.boolean().optional(), enabled: z.boolean().optional() })).nullish(),
  cache_control: cacheControl.nullish(),
});

export const mcpServerSchema = z.looseObject({
  authorization_token: z.string().nullish(),
  tool_configuration: z.looseObject({ allowed_tools: z.array(z.string()).nullish(), enabled: z.boolean().nullish() }).nullish(),
});

const TYPE_NAMES: Record<string, string> = {
  string: 'a valid string',
  number: 'a valid number',
  int: 'a valid integer',
  boolean: 'a valid boolean',
  array: 'a valid list',
  object: 'a valid dictionary',
  record: 'a valid dictionary',
  null: 'None',
};

const quoted = (values: readonly unknown[]) => values.map((v) => `'${String(v)}'`).join(' or ');

type Described = { path: (string | number)[]; text: string };

const pathOf = (issue: $ZodIssue) => issue.path.filter((p): p is string | number => typeof p !== 'symbol');

/**
 * One zod issue in the API's words (pydantic's), with the path it is about
 * (relative to the value checked). A union none of whose shapes fits says
 * which types it takes, or follows the shape that got furthest in (`system:
 * [null]` is "system.0: Input should be a valid dictionary").
 */
function describe(issue: $ZodIssue, value: unknown): Described {
  const path = pathOf(issue);
  const found = valueAt(value, path);
  const at = (text: string): Described => ({ path, text });
  switch (issue.code) {
    case 'invalid_type':
      return at(found === undefined ? 'Field required' : `Input should be ${TYPE_NAMES[issue.expected] ?? `a valid ${issue.expected}`}`);
    case 'invalid_value':
      return at(`Input should be ${quoted(issue.values)}`);
    case 'invalid_format':
      // A hidden character is what makes a name look right and fail: shown as an escape.
      // zod gives the pattern as a regex literal (/…/); the API quotes its source.
      return at('pattern' in issue && issue.pattern ? `String should match pattern '${String(issue.pattern).replace(/^\/(.*)\/[a-z]*$/, '$1')}' (got "${showHidden(String(found))}")` : `Input should be a valid ${issue.format}`);
    case 'too_small':
      if (issue.origin === 'array') return at(`List should have at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'} after validation`);
      if (issue.origin === 'string') return at(`String should have at least ${issue.minimum} character${issue.minimum === 1 ? '' : 's'}`);
      return at(`Input should be greater than or equal to ${issue.minimum}`);
    case 'too_big':
      return at(issue.origin === 'string' ? `String should have at most ${issue.maximum} characters` : `Input should be less than or equal to ${issue.maximum}`);
    case 'invalid_union': {
      const tag = (issue as { discriminator?: string }).discriminator;
      if (tag !== undefined || issue.errors.length === 0) {
        const key = tag ?? 'type';
        const options = (issue as { options?: unknown[] }).options;
        // zod points at the tag itself; the object holding it is one step up.
        const got = path.at(-1) === key ? found : found && typeof found === 'object' ? (found as Record<string, unknown>)[key] : undefined;
        if (got === undefined) return at(`Unable to extract tag using discriminator '${key}'`);
        return at(`Input tag '${String(got)}' found using '${key}' does not match any of the expected tags${options?.length ? `: ${options.map((o) => `'${String(o)}'`).join(', ')}` : ''}`);
      }
      const firsts = issue.errors.map((branch) => branch[0]).filter((i): i is $ZodIssue => !!i);
      if (firsts.every((i) => i.code === 'invalid_type' && i.path.length === 0)) {
        return at(`Input should be ${[...new Set(firsts.map((i) => TYPE_NAMES[(i as { expected: string }).expected] ?? (i as { expected: string }).expected))].join(' or ')}`);
      }
      const furthest = firsts.reduce((a, b) => (b.path.length > a.path.length ? b : a));
      const inner = describe(furthest, found);
      return { path: [...path, ...inner.path], text: inner.text };
    }
    default:
      return at(issue.message);
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Checks `value` against `schema`; a failure is the API's 400, its path starting at `prefix` (`system`, `tools.1.custom`). */
export function checkField(schema: z.ZodType, value: unknown, prefix: string): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const { path, text } = describe(result.error.issues[0]!, value);
  throw invalidRequest(`${[prefix, ...path].join('.')}: ${text}`);
}

/** Every body field present, checked against its type. Which fields are allowed at all is validate-request.ts's rule. */
export function checkBodyFieldTypes(body: Record<string, unknown>): void {
  for (const [key, schema] of Object.entries(BODY_FIELD_SCHEMAS)) {
    if (body[key] !== undefined) checkField(schema, body[key], key);
  }
}
