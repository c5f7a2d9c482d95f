/**
 * The API's published limits on tool search (PROTOCOL.md, "Limits"). Each is named for what it
 * bounds, so a count of tools in a request is never mistaken for a count of search results.
 */

/** Deferred tools one request may carry; more is an HTTP 400, not a search error. It also bounds an uploaded catalog, which is deferred whole. */
export const MAX_DEFERRED_TOOLS = 10_000;

/**
 * `tool_reference`s one search returns when its input names no `limit` (the docs: "3–5 relevant
 * ones"). It is also how many definitions one search loads, which /budget assumes by default.
 */
export const DEFAULT_SEARCH_LIMIT = 5;

/** Characters in a regex search's `pattern`. */
export const MAX_REGEX_LENGTH = 200;

/** Characters in a BM25 search's `query`. */
export const MAX_BM25_QUERY_LENGTH = 500;

/*
 * Programmatic tool calling (the docs page "Programmatic tool calling"; PROTOCOL.md). Both are
 * given as "about": the emulator applies them as written and says so where it does.
 */

/** How long a call that code issued may wait for its tool_result before the code gets a timeout (about 4 minutes). */
export const PTC_PENDING_CALL_TIMEOUT_MS = 4 * 60_000;

/** How long an idle code execution container lives before it is reclaimed (about 5 minutes): its `expires_at`. */
export const CONTAINER_IDLE_MS = 5 * 60_000;
