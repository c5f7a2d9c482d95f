/**
 * The words that teach a newcomer: the primer of a first visit, the glossary of
 * the terms the app uses, and the legend of its badges.
 */

/** The terms a newcomer meets first; each is defined where it first appears in a text. */
export const GLOSSARY_TERMS = ['search-tool', 'deferred', 'tool-reference', 'connector', 'mcp-server', 'sampling'] as const;
export type GlossaryTerm = (typeof GLOSSARY_TERMS)[number];

export const teach = {
  primer: {
    title: 'Tool search in 30 seconds',
    /** Three or four sentences, with the diagram in view; the glossary marks each term where it first appears. */
    sentences: [
      'The model starts with only one tool: the search tool.',
      'Every other tool is deferred: its definition is sent with the request, but the API keeps it out of the model’s context.',
      'To find one, the model searches. The search returns tool_reference blocks, names only; the API expands each into the full definition, and the model calls the tool it found.',
      'Each arrow of the diagram is one of these moves: step through them with → or Next.',
    ],
    dismiss: 'Got it',
    /** Opens the primer again after the first visit. */
    reopen: 'What is this?',
  },
  glossary: {
    /** The popover's heading names the term; this names the list of them all, for screen readers. */
    label: (term: string) => `What “${term}” means`,
    close: 'Close',
    terms: {
      'search-tool': {
        name: 'search tool',
        match: ['search tool'],
        definition:
          'A tool the API runs for the model (its regex or its BM25 variant), or one the client offers itself. The model calls it to find the tools it cannot see yet.',
      },
      deferred: {
        name: 'deferred',
        match: ['deferred', 'defer_loading'],
        definition:
          'A tool marked defer_loading: true. Its definition still travels with the request, but the API keeps it out of the model’s context until a search names it: it costs no context, and the model cannot call it yet.',
      },
      'tool-reference': {
        name: 'tool_reference',
        match: ['tool_reference'],
        definition:
          'What a search returns for each tool it found: a block with the tool’s name only ({"type": "tool_reference", "tool_name": …}). The API replaces it with the full definition in the model’s context.',
      },
      connector: {
        name: 'MCP connector',
        match: ['MCP connector'],
        definition:
          'A Messages API beta that lets the API itself reach a remote MCP server: it lists the server’s tools and calls them, so the client runs nothing.',
      },
      'mcp-server': {
        name: 'MCP server',
        match: ['MCP server'],
        definition: 'A server that speaks the Model Context Protocol: it lists its tools (tools/list) and runs them (tools/call).',
      },
      sampling: {
        name: 'sampling',
        match: ['sampling'],
        definition:
          'One pass of the model writing output. One response can hold several: the model writes a search, the API runs it, and the model samples again with the result in its context.',
      },
    } satisfies Record<GlossaryTerm, { name: string; match: string[]; definition: string }>,
  },
  legend: {
    title: 'What the badges mean',
  },
  /** The step card's second layer: the protocol's fine print under the plain sentence. */
  details: 'Details',
};
