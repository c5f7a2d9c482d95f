/**
 * What a tool may be called.
 *
 * A custom tool's `name` (and so a `tool_use`'s, a `tool_choice`'s): the API
 * answers a 400 "tools.N.custom.name: String should match pattern
 * '^[a-zA-Z0-9_-]{1,128}$'" (seen in API error reports; SDK 1.12's types say
 * only `string`).
 *
 * An MCP server's tool (`tools/list`): the MCP specification (2025-11-25,
 * SEP-986) says names SHOULD be 1 to 128 characters of ASCII letters, digits,
 * `_`, `-` and `.`; @modelcontextprotocol/sdk 1.32 checks the same pattern
 * (shared/toolNameValidation.js). The API composes `{server}_{name}` from it
 * for a `tool_reference`.
 *
 * Either way a name is plain ASCII: no bidi control, zero-width character or
 * look-alike letter can make one name read as another.
 */
export const CUSTOM_TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,128}$/;
export const MCP_TOOL_NAME_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;
/** A `tool_reference`'s name: either kind, an MCP one composed as `{server}_{name}` (so no length is claimed). */
export const REFERENCE_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** What each pattern allows, in words, for a message that follows "expected a string of". */
export const NAME_RULES = {
  custom: 'ASCII letters, digits, "_" and "-", 1 to 128 of them (the API’s tool name pattern ^[a-zA-Z0-9_-]{1,128}$)',
  mcp: 'ASCII letters, digits, "_", "-" and ".", 1 to 128 of them (the MCP specification’s tool names)',
  reference: 'ASCII letters, digits, "_", "-" and "." (a tool’s name, or an MCP tool’s {server}_{name})',
} as const;
