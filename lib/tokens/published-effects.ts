/**
 * What Anthropic published about programmatic tool calling and tool use examples (the
 * engineering post "Advanced tool use", seed 004). Every figure here is QUOTED: none was
 * measured by this app, and the pages that show one say whose it is.
 */
export const ADVANCED_TOOL_USE_URL = 'https://www.anthropic.com/engineering/advanced-tool-use';

export const PUBLISHED_EFFECTS = {
  /** "average usage dropped from 43,588 to 27,297 tokens, a 37% reduction on complex research tasks" */
  ptcTokens: { before: 43_588, after: 27_297 },
  /** "internal knowledge retrieval improved from 25.6% to 28.5%" (percent correct) */
  ptcKnowledgeRetrieval: { before: 25.6, after: 28.5 },
  /** "GIA benchmarks from 46.5% to 51.2%" */
  ptcGia: { before: 46.5, after: 51.2 },
  /** "tool use examples improved accuracy from 72% to 90% on complex parameter handling" */
  examplesAccuracy: { before: 72, after: 90 },
} as const;

/**
 * What one input example costs, per the docs page on tool use examples (as PROTOCOL.md quotes
 * it): roughly 20–50 tokens for a simple example, 100–200 for one with nested objects.
 */
export const EXAMPLE_TOKEN_RANGES = { simple: [20, 50], nested: [100, 200] } as const;
