import type { StepFacts, StepKind } from '@/lib/engine/step';

type Template = (facts: StepFacts) => string;

const usageSentence = (f: StepFacts) =>
  f.usage === 'exact'
    ? `Usage, as the API counted it: ${f.input_tokens} input and ${f.output_tokens} output tokens.`
    : `Usage (an estimate: the emulator counts about 4 characters per token): ${f.input_tokens} input and ${f.output_tokens} output tokens.`;

/** The title and explanation of each kind of step, built from that step's facts. */
export const steps: { titles: Record<StepKind, Template>; explanations: Record<StepKind, Template> } = {
  titles: {
    request: (f) => (f.followUp ? 'Next request' : 'Request'),
    'model-input': () => 'What the model sees',
    'model-search-call': () => 'Model searches',
    'search-run': () => 'Search the deferred tools',
    'search-result': (f) => (f.error ? 'Search error' : 'Matching definitions'),
    'search-inject': () => 'References expanded',
    'model-tool-call': (f) => `Call ${f.tool}`,
    'mcp-call': () => 'MCP tools/call',
    'mcp-result': () => 'Tool answers',
    'tool-result-inject': () => 'Result to the model',
    response: (f) => (f.stop_reason === 'tool_use' ? 'Response: tool_use' : 'Final response'),
    'error-response': (f) => `HTTP ${f.status} error`,
    'client-tool-run': (f) => `Client runs ${f.tool}`,
    'client-tool-result': () => 'Tool result',
    'as-written': (f) => String(f.title),
  },
  explanations: {
    request: (f) =>
      `The client sends one HTTP request to POST /v1/messages with the model (${f.model}) and all ${f.tools} tools. ${f.deferred} of them carry defer_loading: every definition still travels on every request, but the deferred ones are kept out of the model’s prompt until a search finds them.`,
    'model-input': (f) =>
      `The service builds the model’s prompt from the request, leaving out the deferred definitions. The model sees ${f.visible} tool ${Number(f.visible) === 1 ? 'definition' : 'definitions'}; ${f.deferred} deferred ones cost it no context and do not disturb the prompt cache.` +
      (Number(f.remembered) > 0
        ? ` ${f.remembered} of the visible ones were discovered earlier: the tool_reference blocks in the conversation history keep them loaded, with no new search.`
        : ''),
    'model-search-call': (f) =>
      `The model has no tool for the question in view, so it calls the search tool: a server_tool_use block (id prefix srvtoolu_) with “${f.query}”. The API runs it itself; the client never answers a server tool.`,
    'search-run': (f) =>
      `The service runs ${f.tool} over the ${f.deferred} deferred definitions: names, descriptions, argument names and argument descriptions.`,
    'search-result': (f) =>
      f.error
        ? `The search input was rejected with ${f.error}. This is not an HTTP error: the result goes back to the model, which can try again.`
        : Number(f.count) === 0
          ? 'Nothing matched. An empty tool_references list is a normal result, not an error.'
          : `The search matches ${f.count}: ${f.names}. These are the full definitions that will be loaded into the model’s context.`,
    'search-inject': (f) =>
      f.error
        ? `The model receives a tool_search_tool_result holding the error (${f.error}) and can search again.`
        : `The model receives a tool_search_tool_result with tool_reference blocks. The service expands each reference into its full definition in the model’s context: ${f.names || 'none'}.`,
    'model-tool-call': (f) =>
      (Number(f.discovered) ? `Now that ${f.tool} is in view, the model calls it` : `The model calls ${f.tool}`) +
      (f.server
        ? `: an mcp_tool_use block naming the MCP server “${f.server}”. The API will run it; the client does nothing.`
        : ` with an ordinary tool_use block. It is a client tool, so the response will stop here with stop_reason "tool_use".`),
    'mcp-call': (f) =>
      `The service calls the MCP server “${f.server}” with a JSON-RPC tools/call request for ${f.tool}, built from the mcp_tool_use block.`,
    'mcp-result': (f) => `The MCP server answers the tools/call with the tool’s result${f.is_error === 'true' ? ', flagged as an error' : ''}.`,
    'tool-result-inject': (f) =>
      `The service puts the result into the model’s context as an mcp_tool_result block, and the model writes its answer from it. ${f.tool} ran without the client taking part.`,
    response: (f) =>
      f.stop_reason === 'tool_use'
        ? `The response ends with stop_reason "tool_use": the client must run the tool and send the result back in a new request. ${usageSentence(f)}`
        : `The service returns the whole turn in one response — the search, the references, the tool call and its result, and the final text — with stop_reason "${f.stop_reason}". ${usageSentence(f)}`,
    'error-response': (f) => `The API rejects the request before the model runs: HTTP ${f.status}. “${f.message}”`,
    'client-tool-run': (f) => `The client’s own code runs ${f.tool} with the arguments from the tool_use block.${f.implementation ? ` (${f.implementation})` : ''}`,
    'client-tool-result': (f) =>
      Number(f.references) > 0
        ? `The client’s search answers with ${f.references} tool_reference ${Number(f.references) === 1 ? 'block' : 'blocks'} inside a tool_result. Sent in the next request, they make the API expand those deferred definitions for the model.`
        : `The client wraps ${f.tool}’s output in a tool_result block, to be sent in the next request as a user message.`,
    'as-written': (f) => String(f.explanation),
  },
};
