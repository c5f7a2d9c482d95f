import { z } from 'zod';
import type { MessagesRequest } from '@/lib/scenario/types';
import { invalidRequest } from './api-error';

// The in-page emulator runs under a CSP without 'unsafe-eval': zod must not compile parsers with `new Function`.
z.config({ jitless: true });

/**
 * Tool use examples: each of a tool's `input_examples` must validate against its `input_schema`,
 * or the API answers HTTP 400 (docs, "Tool use examples"; PROTOCOL.md). The schema is read with
 * zod's JSON Schema reader; a schema it cannot read is not checked rather than wrongly refused.
 * The message texts are MODELLED.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function schemaOf(inputSchema: unknown): z.ZodType | undefined {
  try {
    return z.fromJSONSchema(inputSchema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch {
    return undefined;
  }
}

export function validateInputExamples(request: MessagesRequest): void {
  ((request.tools ?? []) as unknown as Json[]).forEach((tool, i) => {
    if (tool.input_examples === undefined) return;
    const where = `tools.${i}.custom.input_examples`;
    if (!Array.isArray(tool.input_examples)) throw invalidRequest(`${where}: Input should be a valid list`);
    const examples = tool.input_examples as unknown[];
    if (examples.length === 0) return;
    const schema = schemaOf(tool.input_schema);
    examples.forEach((example, j) => {
      if (!isObject(example)) throw invalidRequest(`${where}.${j}: Input should be a valid dictionary`);
      const result = schema?.safeParse(example);
      if (!result || result.success) return;
      const issue = result.error.issues[0];
      const path = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      throw invalidRequest(`${where}.${j}: the example does not match the input_schema of tool "${String(tool.name)}": ${path}${issue?.message ?? 'invalid'}`);
    });
  });
}
