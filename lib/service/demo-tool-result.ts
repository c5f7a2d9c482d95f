/** What a demo implementation returns: the text an MCP server or a client would send back. */
export interface DemoToolResult {
  output: string;
  is_error: boolean;
}

export type DemoArgs = Record<string, unknown>;

export const DEMO_LABEL = 'Tool Search Lab demo output: deterministic canned data, no real service was called';

export function ok(output: string): DemoToolResult {
  return { output, is_error: false };
}

export function fail(output: string): DemoToolResult {
  return { output, is_error: true };
}

export function asArgs(input: unknown): DemoArgs {
  return input && typeof input === 'object' && !Array.isArray(input) ? (input as DemoArgs) : {};
}

export function stringArg(args: DemoArgs, key: string): string | undefined {
  const value = args[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function missing(key: string): DemoToolResult {
  return fail(`Missing required argument: ${key}`);
}
