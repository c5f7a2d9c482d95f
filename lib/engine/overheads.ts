/**
 * Fixed parts of the context that no definition in the request shows, so the
 * character heuristic cannot see them. Both are published figures, not fitted to
 * our one exact recording: that recording is what we measure the error against
 * (capture-check.ts), and fitting to it would hide the error instead of measuring it.
 */

/**
 * The system prompt the API adds when a request has tools: 346 tokens for the
 * 4.5 models with `tool_choice: auto` in one version of the docs, 496 in another
 * (PROTOCOL.md). The smaller one. Used only through context-model.ts, so the
 * emulator's usage and every estimate add the same figure.
 */
export const TOOL_USE_SYSTEM_PROMPT_TOKENS = 346;

/**
 * A built-in search tool is sent as two short fields, but the model gets a full
 * tool description from the API. The article quotes "~500 tokens" for it.
 * A client-side search tool is an ordinary tool and is counted from its definition.
 */
export const SEARCH_TOOL_TOKENS = 500;
