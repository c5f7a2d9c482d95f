import type {
  CodeExecutionTool20250522,
  CodeExecutionTool20250825,
  CodeExecutionTool20260120,
  CodeExecutionTool20260521,
  Tool,
  ToolUseCaller,
} from '@anthropic-ai/sdk/resources/messages/messages';

/**
 * The one table of the code execution tool's versions: the `type` a request sends, the one `name`
 * it takes, and what each version does for programmatic tool calling (PTC: code in the container
 * calls the request's tools). Everything else (the scenario schema, the emulator's PTC rules, the
 * request template, the engine's steps) reads these rows.
 *
 * Sources: SDK 1.12 `resources/messages/messages.d.ts` (the four `CodeExecutionTool*` entries, the
 * `allowed_callers` values, `ServerToolCaller` / `ServerToolCaller20260120`), and the docs page
 * "Programmatic tool calling" ("requires code_execution_20260120"; the 20260120 entry adds REPL
 * state that persists across requests reusing the container, per its .d.ts comment).
 */

type CodeExecutionEntry = CodeExecutionTool20250522 | CodeExecutionTool20250825 | CodeExecutionTool20260120 | CodeExecutionTool20260521;
export type CodeExecutionType = CodeExecutionEntry['type'];

/** The `caller.type` of a block code issued: the SDK's caller union minus `direct`. */
export type CodeCallerType = Exclude<ToolUseCaller['type'], 'direct'>;

interface CodeExecutionRow {
  /**
   * Whether code running under this version may call the request's tools:
   * `yes` (today's docs), `older-docs` (the Nov 2025 beta docs and seed 004 used it; today's docs
   * require 20260120), `no`, or `unverified` (nothing says, or the docs and the SDK disagree).
   */
  callsTools: 'yes' | 'older-docs' | 'no' | 'unverified';
  /** The `caller.type` a block carries when this version's code issued it; null when the SDK has none. */
  callerType: CodeCallerType | null;
  /** Interpreter state (variables) kept across requests that reuse the container. */
  replState: boolean;
}

export const CODE_EXECUTION_TOOLS = {
  code_execution_20250522: { callsTools: 'no', callerType: null, replState: false },
  code_execution_20250825: { callsTools: 'older-docs', callerType: 'code_execution_20250825', replState: false },
  code_execution_20260120: { callsTools: 'yes', callerType: 'code_execution_20260120', replState: true },
  // The SDK's allowed_callers accept this version, but no caller type names it: a call it issued could not say so.
  code_execution_20260521: { callsTools: 'unverified', callerType: null, replState: true },
} as const satisfies Record<CodeExecutionType, CodeExecutionRow>;

export const CODE_EXECUTION_TYPES = Object.keys(CODE_EXECUTION_TOOLS) as CodeExecutionType[];

/** Every code execution version is sent under this one name. */
export const CODE_EXECUTION_NAME = 'code_execution' satisfies CodeExecutionEntry['name'];

/** The version programmatic tool calling needs (docs), and the one this app's requests send. */
export const PTC_CODE_EXECUTION = 'code_execution_20260120' as const satisfies CodeExecutionType;

export const isCodeExecutionType = (type: unknown): type is CodeExecutionType => typeof type === 'string' && Object.hasOwn(CODE_EXECUTION_TOOLS, type);

/** The tool entry a request sends for code execution. */
export function codeExecutionToolEntry(type: CodeExecutionType = PTC_CODE_EXECUTION): CodeExecutionEntry {
  return { type, name: CODE_EXECUTION_NAME } as CodeExecutionEntry;
}

/**
 * Who may call a tool: `allowed_callers` on a tool entry. `direct` is Claude itself (the default
 * when the field is left out, per the docs); a code execution version lets code running under it
 * call the tool. The docs call this "not a security boundary".
 */
export type AllowedCaller = NonNullable<Tool['allowed_callers']>[number];
export const ALLOWED_CALLERS = ['direct', 'code_execution_20250825', 'code_execution_20260120', 'code_execution_20260521'] as const satisfies readonly AllowedCaller[];

/** The caller types a `tool_use` or `server_tool_use` can carry when code issued it. */
export const CODE_CALLER_TYPES = ['code_execution_20250825', 'code_execution_20260120'] as const satisfies readonly CodeCallerType[];

export const isCodeCallerType = (type: unknown): type is CodeCallerType => (CODE_CALLER_TYPES as readonly unknown[]).includes(type);

/** A caller that is code, not Claude: `{"type": "code_execution_…", "tool_id": "srvtoolu_…"}`. */
export function isCodeCaller(caller: unknown): caller is { type: CodeCallerType; tool_id: string } {
  return !!caller && typeof caller === 'object' && isCodeCallerType((caller as { type?: unknown }).type);
}

/** Whether a tool entry lets code call it: its allowed_callers name a code execution version. */
export function callableFromCode(entry: unknown): boolean {
  const callers = entry && typeof entry === 'object' ? (entry as { allowed_callers?: unknown }).allowed_callers : undefined;
  return Array.isArray(callers) && callers.some((c) => c !== 'direct');
}

/** Whether Claude may call a tool itself: allowed_callers left out (the default) or naming `direct`. */
export function callableDirectly(entry: unknown): boolean {
  const callers = entry && typeof entry === 'object' ? (entry as { allowed_callers?: unknown }).allowed_callers : undefined;
  return !Array.isArray(callers) || callers.includes('direct');
}

// tsc fails here when the SDK adds or drops an allowed caller or a code caller type.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const codeExecutionMatchesSdk: [Same<(typeof ALLOWED_CALLERS)[number], AllowedCaller>, Same<(typeof CODE_CALLER_TYPES)[number], CodeCallerType>] = [true, true];
