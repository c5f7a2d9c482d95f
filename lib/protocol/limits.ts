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
