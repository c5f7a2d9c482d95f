import type { StepFacts, StepKind } from '@/lib/engine/step';

/**
 * A step's facts plus what the model can see at it (lib/i18n/describe-step.ts
 * adds these from the step's view), so a plain sentence can say "only the search tool"
 * only when that is so.
 */
export type PlainFacts = StepFacts & { seesSearch: number; seesAlways: number; seesFound: number };

type Template = (facts: PlainFacts) => string;

const n = (value: string | number | undefined) => Number(value ?? 0);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const list = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** A few names, then how many more: a sentence read from the back of a room stays short. */
export const someNames = (names: string | number | undefined, max = 3) => {
  const all = String(names ?? '').split(', ').filter(Boolean);
  return all.length <= max ? list(all) : `${all.slice(0, max).join(', ')} and ${all.length - max} more`;
};

const seesOnlySearch = (f: PlainFacts) => f.seesSearch > 0 && f.seesAlways + f.seesFound === 0;

const request: Template = (f) => {
  if (n(f.followUp)) return 'The client sends a new request: the conversation so far, with what happened since.';
  if (n(f.toolsets) > 0)
    return (
      `The client asks its question and points the API at ${plural(n(f.servers), 'MCP server', 'MCP servers')} through the MCP connector` +
      (n(f.listedDeferred) > 0 ? `: ${n(f.listedDeferred)} of their ${n(f.listed)} tools are deferred.` : '.')
    );
  const defs = n(f.definitions);
  const deferred = n(f.deferred);
  if (deferred === 0) return `The client asks its question and sends ${plural(defs, 'tool', 'tools')} with it; none is deferred.`;
  return f.search
    ? `The client asks its question and sends the search tool with ${plural(deferred, 'deferred tool', 'deferred tools')}.`
    : `The client asks its question and sends ${plural(defs, 'tool', 'tools')}, ${deferred} of them deferred.`;
};

/** The plain first layer of each step: one or two sentences a newcomer reads before the details. */
export const plain: { sentences: Record<StepKind, Template> } = {
  sentences: {
    request,
    'model-input': (f) => {
      const deferred = n(f.deferred);
      if (deferred === 0) return 'Nothing is deferred: the model sees every tool from the start.';
      const hidden = `the ${plural(deferred, 'deferred tool stays', 'deferred tools stay')} out of its context.`;
      if (seesOnlySearch(f)) return `The model starts with only the search tool: ${hidden}`;
      const parts = [
        ...(f.seesSearch > 0 ? ['the search tool'] : []),
        ...(f.seesAlways > 0 ? [plural(f.seesAlways, 'tool loaded from the start', 'tools loaded from the start')] : []),
        ...(f.seesFound > 0 ? [plural(f.seesFound, 'tool found earlier', 'tools found earlier')] : []),
      ];
      return `The model sees ${list(parts)}; ${hidden}`;
    },
    'model-search-call': (f) =>
      n(f.attempt) > 1
        ? `That search gave it nothing to call, so the model searches again: “${f.query}”.`
        : seesOnlySearch(f)
          ? `It sees only the search tool, so to answer the question the model first searches for a tool: “${f.query}”.`
          : `The model searches the deferred tools for one that fits: “${f.query}”.`,
    'search-run': (f) =>
      `The API runs the search itself, over the names and descriptions of ${plural(n(f.deferred), 'deferred tool', 'deferred tools')}.` +
      (f.servers ? ' The MCP server never sees the query.' : ''),
    'search-result': (f) =>
      f.error ? `The search is rejected (${f.error}). The model is told, and can try again.` : n(f.count) === 0 ? 'Nothing matches.' : `${n(f.count) === 1 ? 'One tool matches' : `${n(f.count)} tools match`}: ${someNames(f.names)}.`,
    'search-inject': (f) =>
      f.error
        ? 'The model gets the error back; no tool is loaded.'
        : n(f.count) === 0
          ? 'The model gets an empty result; no tool is loaded.'
          : `The search returns tool_reference blocks, names only. The API expands each into its full definition, so the model can now see ${someNames(f.names)}.`,
    'model-tool-call': (f) =>
      f.server
        ? `The model calls the tool it found, ${f.tool}; the API runs it on the MCP server “${f.server}”.`
        : `The model asks the client to run ${f.tool}.` + (f.stop_reason === 'tool_use' ? ' The response stops here.' : ''),
    'mcp-call': (f) => `The API calls ${f.tool} on the MCP server “${f.server}”.`,
    'mcp-result': (f) => (f.is_error === 'true' ? 'The MCP server answers with an error.' : 'The MCP server sends back the tool’s result.'),
    'tool-result-inject': (f) =>
      'The API puts the result into the model’s context' +
      (f.next === 'text' ? ', and the model writes its answer.' : f.next === 'server_tool_use' ? ', and the model searches again.' : f.next === 'mcp_tool_use' ? ', and the model calls another tool.' : '.'),
    response: (f) => {
      if (f.stop_reason === 'tool_use') return `The response stops so that the client can run ${f.clientTools} itself.`;
      if (f.stop_reason !== 'end_turn') return `The response stops early: stop_reason is “${f.stop_reason}”.`;
      if (n(f.searches) + n(f.mcpCalls) + n(f.toolCalls) === 0) return 'The model answers straight away, with no search and no tool call.';
      return 'The client gets the answer, with every search and tool call that led to it.';
    },
    'error-response': (f) => `The API refuses the request with HTTP ${f.status}, before any model runs.`,
    'client-tool-run': (f) => (n(f.byCode) ? `The client runs ${f.tool} for the program: to the client it is an ordinary call.` : `The client’s own code runs ${f.tool}.`),
    'client-tool-result': (f) =>
      n(f.byCode)
        ? `The result of ${f.tool} goes back in the next request, to the program waiting in its container, not to the model.`
        : n(f.references) > 0
          ? `The client’s search answers with ${plural(n(f.references), 'tool_reference block', 'tool_reference blocks')}; in the next request, the API expands them for the model.`
          : `The client wraps the output of ${f.tool} as a tool result, for the next request.`,
    'model-code-call': (f) => `Instead of calling the tools one by one, the model writes a short Python program that calls ${someNames(f.functions) || 'them'}.`,
    'code-run': () => 'The API runs the program in a code execution container, out of every client’s sight.',
    'code-tool-call': (f) =>
      `The program calls ${someNames(f.tools)}. Each call goes out to the client as a tool_use block from the code, not from Claude; the model is not sampled.`,
    'code-resume': () => 'The results go to the waiting program, not to the model: the code carries on without any sampling.',
    'code-output': (f) => (f.code === 0 ? 'The program finishes and prints its result.' : 'The program fails.') + (f.origin === 'modelled' ? ' (Its output is modelled: the emulator runs no Python.)' : ''),
    'code-output-inject': () => 'Only what the program printed enters the model’s context, not the tool results it worked on.',
    'as-written': (f) => String(f.explanation),
  },
};
