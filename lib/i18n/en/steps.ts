import type { StepFacts, StepKind } from '@/lib/engine/step';

type Template = (facts: StepFacts) => string;

const n = (value: string | number | undefined) => Number(value ?? 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "a, b and c": the parts of a list sentence. */
const list = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

const usageSentence = (f: StepFacts) =>
  f.usage === 'exact'
    ? `Usage, as the API counted it: ${f.input_tokens} input and ${f.output_tokens} output tokens.`
    : `Usage (an estimate: the emulator counts about 4 characters per token): ${f.input_tokens} input and ${f.output_tokens} output tokens.`;

/** What step 1 carries, per mode: inline definitions (client-side), toolsets and servers (MCP-hosted), or both. */
const requestCarries = (f: StepFacts) => {
  const parts = [`the model (${f.model})`];
  if (f.search) parts.push(`the search tool (${f.search})`);
  if (f.codeExecution) parts.push(`the code execution tool (${f.codeExecution})`);
  if (n(f.definitions) > 0) parts.push(`${plural(n(f.definitions), 'tool definition', 'tool definitions')}, ${n(f.deferred)} of them with defer_loading: true`);
  if (n(f.toolsets) > 0) parts.push(`${plural(n(f.toolsets), 'mcp_toolset entry', 'mcp_toolset entries')} for ${plural(n(f.servers), 'MCP server', 'MCP servers')} in mcp_servers`);
  return list(parts);
};

/** Where the MCP servers' tools come from for this request: asked for, pinned by a toolset, or a listing sent back. */
const listingSentence = (f: StepFacts) => {
  const pinned = n(f.pinned);
  const sentBack = n(f.sentBack);
  if (pinned === 0 && sentBack === 0) return 'Before sampling, the API asks each MCP server for its tools (initialize, then tools/list).';
  const parts: string[] = [];
  if (n(f.asked) > 0) parts.push(`Before sampling, the API asks ${plural(n(f.asked), 'MCP server', 'MCP servers')} for ${n(f.asked) === 1 ? 'its' : 'their'} tools (initialize, then tools/list).`);
  if (pinned > 0)
    parts.push(
      pinned === 1
        ? 'One toolset pins its server’s tools (mcp_toolset.tools), so that server is not asked for them.'
        : `${pinned} toolsets pin their servers’ tools (mcp_toolset.tools), so those servers are not asked for them.`,
    );
  if (sentBack > 0)
    parts.push(
      sentBack === 1
        ? 'The messages send back an mcp_tool_listing block from an earlier response, so the API uses that listing instead of asking the server again.'
        : `The messages send back ${sentBack} mcp_tool_listing blocks from earlier responses, so the API uses those listings instead of asking the servers again.`,
    );
  return parts.join(' ');
};

const requestWhy = (f: StepFacts) => {
  const inline = n(f.definitions) > 0;
  const mcp = n(f.toolsets) > 0;
  const sentences: string[] = [];
  if (mcp && !inline) sentences.push('It carries no tool definitions.');
  if (inline && n(f.deferred) > 0)
    sentences.push(`Every definition travels on every request; the API keeps the deferred ones out of the model’s prompt until a tool_reference names them.`);
  if (mcp)
    sentences.push(
      `${listingSentence(f)} The toolsets’ default_config and configs decide which tools are deferred.` +
        (n(f.listed) > 0 ? ` Here there ${n(f.listed) === 1 ? 'is' : 'are'} ${plural(n(f.listed), 'MCP tool', 'MCP tools')}, ${n(f.listedDeferred)} of them deferred.` : ''),
    );
  if (n(f.builtinDeferred) > 0)
    sentences.push(`${plural(n(f.builtinDeferred), 'built-in server tool is', 'built-in server tools are')} marked defer_loading; whether the API defers and searches those is unverified.`);
  if (n(f.fromCode) > 0)
    sentences.push(`${plural(n(f.fromCode), 'tool names', 'tools name')} ${f.codeExecution || 'a code execution version'} in allowed_callers: code the model writes may call ${n(f.fromCode) === 1 ? 'it' : 'them'} (the docs call this “not a security boundary”).`);
  if (n(f.examples) > 0)
    sentences.push(`${plural(n(f.exampleTools), 'definition carries', 'definitions carry')} input_examples (${n(f.examples)} in all): each must validate against its tool’s input_schema, and they cost context only while their tool is loaded.`);
  if (n(f.codeResults) > 0)
    sentences.push(
      `It names the container ${f.container}, and its new user message holds only the ${plural(n(f.codeResults), 'tool_result block', 'tool_result blocks')} the code is waiting on: no text, as the API requires. Every intermediate result still travels here, between your code and the API: programmatic tool calling spares the model’s context and its sampling, not this round trip.`,
    );
  return sentences.join(' ');
};

const examplesLoaded = (f: StepFacts) =>
  n(f.examples) > 0 ? ` ${plural(n(f.exampleTools), 'of them carries', 'of them carry')} input_examples (${n(f.examples)}): they load with the definition and count in the context from here.` : '';

/** The blocks a response holds, named only when they are there. */
const responseContents = (f: StepFacts) => {
  const parts: string[] = [];
  if (n(f.searches) > 0)
    parts.push(
      `${plural(n(f.searches), 'search', 'searches')} with ${n(f.searches) === 1 ? 'its result' : 'their results'}` +
        (n(f.searchErrors) > 0 ? ` (${n(f.searchErrors)} rejected)` : '') +
        (n(f.references) > 0 ? ` naming ${plural(n(f.references), 'tool', 'tools')}` : ''),
    );
  if (n(f.listings) > 0) parts.push(plural(n(f.listings), 'MCP tool listing', 'MCP tool listings'));
  if (n(f.mcpCalls) > 0) parts.push(`${plural(n(f.mcpCalls), 'MCP tool call', 'MCP tool calls')} with ${n(f.mcpResults) === 1 ? 'its result' : `${n(f.mcpResults)} results`}`);
  if (n(f.toolCalls) > 0) parts.push(`${plural(n(f.toolCalls), 'tool_use block', 'tool_use blocks')} for the client (${f.clientTools})`);
  if (n(f.codeRuns) > 0) parts.push(`${plural(n(f.codeRuns), 'program', 'programs')} for the code execution tool`);
  if (n(f.codeCalls) > 0) parts.push(`${plural(n(f.codeCalls), 'tool_use block', 'tool_use blocks')} the code issued (${f.codeTools})`);
  if (n(f.codeOutputs) > 0) parts.push('the program’s output (code_execution_tool_result)');
  if (n(f.texts) > 0) parts.push(plural(n(f.texts), 'text block', 'text blocks'));
  return list(parts);
};

/** Said of a text the emulator wrote in the API's place (its 400s, its search errors). */
const modelledText = (f: StepFacts) => (f.origin === 'modelled' ? ' The message text is modelled: the emulator wrote it, and the real API’s wording may differ.' : '');

/** How many references came back against how many the search could return: the wire says nothing of how many matched. */
const capSentence = (f: StepFacts) =>
  n(f.count) >= n(f.cap) ? `That is its limit (${f.cap}): more tools may have matched; how many is not on the wire.` : `Its limit was ${f.cap}.`;

const callerSentence = (f: StepFacts) =>
  f.caller ? ` The block carries "caller": {"type": "${f.caller}"}, a field the API may send; not every response has it.` : '';

const searchInput = (f: StepFacts) =>
  (f.field ? `whose input.${f.field} is “${f.query}”` : `with the input ${f.query}`) + (f.limit !== '' && f.limit !== undefined ? ` and limit ${f.limit}` : '');

/** The title and explanation of each kind of step, built only from that step's facts (lib/engine/step-facts.ts). */
export const steps: { titles: Record<StepKind, Template>; explanations: Record<StepKind, Template> } = {
  titles: {
    request: (f) => (f.followUp ? 'Next request' : 'Request'),
    'model-input': () => 'What the model sees',
    'model-search-call': (f) => (n(f.attempt) > 1 ? 'Model searches again' : 'Model searches'),
    'search-run': () => 'Search the deferred tools',
    'search-result': (f) => (f.error ? 'Search error' : n(f.count) === 0 ? 'No match' : 'Matching definitions'),
    'search-inject': (f) => (f.error ? 'Search error to the model' : n(f.count) === 0 ? 'Empty result to the model' : 'References expanded'),
    'model-tool-call': (f) => `Call ${f.tool}`,
    'mcp-call': () => 'MCP tools/call',
    'mcp-result': (f) => (f.is_error === 'true' ? 'Tool answers with an error' : 'Tool answers'),
    'tool-result-inject': () => 'Result to the model',
    response: (f) => (f.stop_reason === 'end_turn' ? 'Final response' : `Response: ${f.stop_reason}`),
    'error-response': (f) => `HTTP ${f.status} error`,
    'client-tool-run': (f) => `Client runs ${f.tool}`,
    'client-tool-result': () => 'Tool result',
    'model-code-call': () => 'Model writes code',
    'code-run': () => 'Code runs in the container',
    'code-tool-call': (f) => `Code calls ${f.tools}`,
    'code-resume': () => 'Results to the waiting code',
    'code-output': (f) => (f.code === 0 ? 'The program ends' : 'The program fails'),
    'code-output-inject': () => 'Output to the model',
    'as-written': (f) => String(f.title),
  },
  explanations: {
    request: (f) =>
      `The client sends ${f.followUp ? 'the next' : 'one'} HTTP request to POST /v1/messages with ${requestCarries(f)}. ${requestWhy(f)}`.trimEnd(),
    'model-input': (f) =>
      (n(f.deferred) > 0
        ? `The service builds the model’s prompt from the request${f.listed ? ' and the MCP servers’ tool listings' : ''}, leaving out the deferred definitions. The model sees ${plural(n(f.visible), 'tool definition', 'tool definitions')}; ${f.deferred} deferred ones cost it no context and do not disturb the prompt cache.`
        : `The service builds the model’s prompt from the request${f.listed ? ' and the MCP servers’ tool listings' : ''}. Nothing is deferred: the model sees all ${plural(n(f.visible), 'tool definition', 'tool definitions')}.`) +
      (n(f.remembered) > 0
        ? ` ${f.remembered} of the visible ones were discovered earlier: the tool_reference blocks in the conversation history keep them loaded, with no new search.`
        : '') +
      (n(f.examples) > 0 ? ` ${plural(n(f.exampleTools), 'visible definition carries', 'visible definitions carry')} input_examples (${n(f.examples)}), counted in the context like the rest of each definition.` : ''),
    'model-search-call': (f) =>
      `${n(f.attempt) > 1 ? 'The model searches again' : 'The model calls the search tool'}: a server_tool_use block (id prefix srvtoolu_) naming ${f.tool}, ${searchInput(f)}. The API runs it itself; the client never answers a server tool.${callerSentence(f)}`,
    'search-run': (f) =>
      `The service runs ${f.tool} over ${plural(n(f.deferred), 'deferred definition', 'deferred definitions')}` +
      (f.servers ? ` listed by the MCP server${String(f.servers).includes(',') ? 's' : ''} ${f.servers}` : f.inline ? ' from the request’s tools' : '') +
      `, matching names, descriptions, argument names and argument descriptions.` +
      (f.servers ? ' The search runs inside the API over that listing: the MCP server never sees the query.' : ''),
    'search-result': (f) =>
      f.error
        ? `The search input was rejected with ${f.error}${f.message ? `: “${f.message}”` : ''}. This is not an HTTP error: the result goes back to the model, which can try again.${modelledText(f)}`
        : n(f.count) === 0
          ? 'Nothing matched. An empty tool_references list is a normal result, not an error.'
          : `The search returns ${plural(n(f.count), 'reference', 'references')}: ${f.names}. ${capSentence(f)} These are the full definitions that will be loaded into the model’s context.`,
    'search-inject': (f) =>
      f.error
        ? `The model receives a tool_search_tool_result holding the error (${f.error}); no definition is loaded.${f.next === 'server_tool_use' ? ' It searches again.' : ''}`
        : n(f.count) === 0
          ? `The model receives a tool_search_tool_result with an empty tool_references list; no definition is loaded.${f.next === 'server_tool_use' ? ' It searches again.' : ''}`
          : `The model receives a tool_search_tool_result with ${plural(n(f.count), 'tool_reference block', 'tool_reference blocks')}. The service expands each reference into its full definition in the model’s context: ${f.names}.${examplesLoaded(f)}`,
    'model-tool-call': (f) =>
      (n(f.discovered) ? `Now that ${f.tool} is in view, the model calls it` : `The model calls ${f.tool}`) +
      (f.server
        ? `: an mcp_tool_use block naming the MCP server “${f.server}”. The API runs it; the client does nothing.`
        : ` with an ordinary tool_use block, a tool the client runs.` +
          (f.stop_reason === 'tool_use' ? ' The response stops here with stop_reason "tool_use".' : '')) +
      callerSentence(f),
    'mcp-call': (f) =>
      `The service calls the MCP server “${f.server}” with a JSON-RPC tools/call request for ${f.tool}, built from the mcp_tool_use block.`,
    'mcp-result': (f) => `The MCP server answers the tools/call with the tool’s result${f.is_error === 'true' ? ', flagged as an error' : ''}.`,
    'tool-result-inject': (f) =>
      `The service puts the result into the model’s context as an mcp_tool_result block${f.is_error === 'true' ? ' with is_error: true' : ''}. ${f.tool} ran without the client taking part.` +
      (f.next === 'text' ? ' The model goes on to write text from it.' : f.next === 'server_tool_use' ? ' The model goes on to search again.' : f.next === 'mcp_tool_use' ? ' The model goes on to call another tool.' : ''),
    response: (f) => {
      const contents = responseContents(f);
      if (f.stop_reason === 'tool_use' && n(f.codeCalls) > 0)
        return (
          `The response holds ${contents} and ends with stop_reason "tool_use": the client runs the ${plural(n(f.codeCalls), 'tool', 'tools')} the code called and sends the results back in a new request naming the container ${f.container}.` +
          (n(f.iterations) === 0 ? ' No model sampling produced it: the code resumed and made more calls.' : '') +
          ` Every intermediate result still travels between the client and the API: programmatic tool calling saves model sampling and room in the context, not round trips. ${usageSentence(f)}`
        );
      if (n(f.codeOutputs) > 0)
        return `The code has ended. The response holds ${contents}, with stop_reason "${f.stop_reason}": only what the program printed entered the model’s context, never the results it worked on. ${usageSentence(f)}`;
      const quiet = n(f.searches) + n(f.mcpCalls) + n(f.toolCalls) === 0;
      if (f.stop_reason === 'tool_use')
        return `The response holds ${contents} and ends with stop_reason "tool_use": the client must run the tool and send the result back in a new request. ${usageSentence(f)}`;
      if (f.stop_reason === 'max_tokens')
        return `The response stops early (stop_reason "max_tokens"): it reached max_tokens, so the turn is unfinished. It holds ${contents || 'no content'}. ${usageSentence(f)}`;
      if (f.stop_reason === 'pause_turn')
        return `The API pauses the turn (stop_reason "pause_turn"): the response holds ${contents || 'no content'} so far. Sent back unchanged as the assistant’s message, it lets the API go on. ${usageSentence(f)}`;
      if (quiet) return `The model answers with ${contents || 'no content'}: no search and no tool call in this response. It ends with stop_reason "${f.stop_reason}". ${usageSentence(f)}`;
      if (f.stop_reason === 'end_turn') return `The service returns the whole turn in one response: ${contents}, with stop_reason "${f.stop_reason}". ${usageSentence(f)}`;
      return `The response holds ${contents} and ends with stop_reason "${f.stop_reason}". ${usageSentence(f)}`;
    },
    'error-response': (f) =>
      `The API rejects the request before the model runs: HTTP ${f.status}${f.type ? ` (${f.type})` : ''}. “${f.message}”${modelledText(f)}`,
    'client-tool-run': (f) =>
      (n(f.byCode)
        ? `The client’s own code runs ${f.tool} with the arguments from a tool_use block the program issued: its caller names the code, not Claude, but to the client it is an ordinary call.`
        : `The client’s own code runs ${f.tool} with the arguments from the tool_use block.`) + (f.implementation ? ` (${f.implementation})` : ''),
    'client-tool-result': (f) =>
      n(f.byCode)
        ? `The client wraps ${f.tool}’s output in a tool_result block${f.is_error === 'true' ? ' with is_error: true' : ''}. It goes back in the next request, to the code waiting in its container: it never enters the model’s context.`
        : n(f.references) > 0
        ? `The client’s search answers with ${plural(n(f.references), 'tool_reference block', 'tool_reference blocks')} inside a tool_result. Sent in the next request, they make the API expand those deferred definitions for the model.`
        : `The client wraps ${f.tool}’s output in a tool_result block${f.is_error === 'true' ? ' with is_error: true' : ''}, to be sent in the next request as a user message.`,
    'model-code-call': (f) =>
      `The model calls the code execution tool (${f.version}): a server_tool_use (id prefix srvtoolu_) whose input.code is a Python program of ${plural(n(f.lines), 'line', 'lines')}. It calls ${f.functions || 'no tool'} as async functions, ${n(f.count) === 1 ? 'the tool' : 'the tools'} whose allowed_callers name ${f.version}. The API runs it; the client never answers this block.`,
    'code-run': (f) =>
      `The service runs the program in a code execution container${f.container ? ` (${f.container})` : ''}. There the tools code may call are Python functions: ${f.functions || 'none'}. Calling one does not run the tool: it pauses the program and goes out to the client. No client sees inside the container: this step is a model of it.`,
    'code-tool-call': (f) =>
      `The program reaches its await and calls ${f.tools}${n(f.count) > 1 ? `: ${n(f.count)} calls pending at once` : ''}. The service turns each call into a tool_use block whose caller is {"type": "${f.caller}", "tool_id": "${f.runner}"}: the code’s, not Claude’s. The model is not sampled for them.`,
    'code-resume': (f) =>
      `The service hands the ${plural(n(f.count), 'tool_result block', 'tool_result blocks')} to the program waiting in the container ${f.container}, and it resumes where it paused. The model is not sampled, and the results do not enter its context: only the code reads them.`,
    'code-output': (f) =>
      (f.code === 0
        ? `The program ends (exit code 0) and prints ${plural(n(f.chars), 'character', 'characters')}.`
        : `The program fails (${f.code})${f.stderr ? `: ${f.stderr}` : ''}.`) +
      (f.origin === 'modelled' ? ' The emulator does not run Python: a JavaScript model of the program produced this output (modelled).' : ''),
    'code-output-inject': (f) =>
      `The service puts the program’s output into the model’s context as a code_execution_tool_result: about ${n(f.tokens)} tokens. The ${plural(n(f.withheld), 'tool result', 'tool results')} the code worked on never entered it.` +
      (f.next === 'text' ? ' The model goes on to write its answer from the output alone.' : ''),
    'as-written': (f) => String(f.explanation),
  },
};
