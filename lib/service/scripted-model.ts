import type { ContentBlock, MessageParam } from '@/lib/scenario/types';
import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { algorithmOfSearchTool, type SearchAlgorithm } from '@/lib/protocol/search-tools';
import type { ModelTool } from './model-context';
import { analyzeQuestion, describeIntent, type Intent } from './model/analyze';
import { readSpelling } from './model/spelling';
import { root } from './model/words';
import { demoDisclaimer, summarizeCall } from './model/answer';
import { fillArguments } from './model/args';
import { LARGE_CATALOG, searchLimit, searchQueries } from './model/queries';
import { withProducts, type RequestVocabulary, type ServerInfo } from './model/products';
import { readInOwnWords } from './model/own-concepts';
import { NO_REQUEST_WORDS } from './model/request-words';
import { bestEvidence, closestLoaded, FIT_THRESHOLD, fits, rankTools, whyQuiet, type Fit } from './model/rank';
import { lookupBefore, lookupIntent, wasLookup } from './model/lookup-first';
import { readConversation, type CallEvent, type SearchEvent } from './scripted-history';

/**
 * The emulator's stand-in for Claude: a deterministic script, NOT a language
 * model. Each call is one sampling iteration: it reads the conversation (and
 * what this response has produced so far), works out which part of the
 * question is still open, and either searches for a tool, calls one, or
 * writes the answer. Anything that shows its output must say it is emulated.
 */

export interface ScriptedModelInput {
  /** The system prompt as plain text. */
  system: string;
  messages: readonly MessageParam[];
  /** Blocks already produced in this response. */
  turn: readonly ContentBlock[];
  /** The tools the model can see now (never a deferred one). */
  tools: readonly ModelTool[];
  /** How many definitions are deferred: the model knows a catalog exists, not what is in it. */
  deferredCount: number;
  /** The request's MCP servers, with the instructions their `initialize` gave: what the model knows of a server before any of its tools is loaded. */
  servers?: readonly ServerInfo[];
  /** The products the request's own tools name (products.ts), built once per request. */
  vocabulary?: RequestVocabulary;
}

export type ModelAction =
  | { type: 'search'; tool: ModelTool; input: Record<string, unknown> }
  | { type: 'call'; tool: ModelTool; input: Record<string, unknown> }
  | { type: 'end' };

export interface ModelTurn {
  text: string;
  action: ModelAction;
  /** Why, in one line, for `emulated_model.decisions`. */
  decision: string;
}

const quote = (s: string) => JSON.stringify(s);
const excerpt = (s: string, max = 160) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** A client-side search tool is an ordinary tool that says it searches tools and takes a query. */
export function isClientSearchTool(tool: ModelTool): boolean {
  // The client's search tool is sent loaded, as it must be to be called; a deferred tool a search found
  // (search_cloudflare_documentation: "This tool should be used to answer any question about Cloudflare …") is a tool to choose.
  if (tool.kind !== 'custom' || tool.how === 'discovered' || !('input_schema' in tool.definition)) return false;
  const description = 'description' in tool.definition ? String(tool.definition.description ?? '') : '';
  const schema = tool.definition.input_schema as { properties?: Record<string, unknown> };
  return /search/i.test(tool.name) && /\btools?\b/i.test(description) && schema.properties?.query !== undefined;
}

function variantOf(tool: ModelTool): SearchAlgorithm {
  return tool.kind === 'custom' ? 'keyword' : algorithmOfSearchTool(tool.name);
}

/** A system prompt may script the first search ("… first tool search … `pattern` …"): used by the search-error scenario. */
function scriptedFirstQuery(system: string): string | undefined {
  return /first tool search[^`]*`([^`]+)`/i.exec(system)?.[1];
}

function searchInput(searcher: ModelTool, variant: SearchAlgorithm, query: string, limit: number): Record<string, unknown> {
  if (variant === 'regex') return { pattern: query, limit };
  if (variant === 'bm25') return { query, limit };
  const schema = (searcher.definition as { input_schema?: { properties?: Record<string, unknown> } }).input_schema;
  if (schema?.properties?.max_results) return { query, max_results: limit };
  return schema?.properties?.limit ? { query, limit } : { query };
}

/** Completes "a tool that can …". */
export function purposeOf(intent: Intent): string {
  const head = intent.concepts[0];
  const object = head ? head.phrase : intent.words.slice(0, 4).join(' ') || 'do this';
  if (intent.verb.class === 'read') {
    if (intent.verb.id === 'convert') return `convert ${object}`;
    return `${intent.specific ? 'get' : head?.broad ? 'list' : 'look up'} ${object}`;
  }
  const verb = intent.verbWord && /^[a-z ]+$/.test(intent.verbWord) ? intent.verbWord : intent.verb.id;
  return `${verb} ${head?.id === 'message' && verb !== 'message' ? 'a message' : object}`.replace(/^(tell|let|dm|ping|notify|inform|alert) a message$/, 'send a message');
}

/** The answer so far: a sentence or two per result, then the demo-data disclaimer once. */
function finalText(intents: readonly Intent[], calls: readonly CallEvent[]): string {
  const parts = intents.map((intent, i) => (calls[i] ? summarizeCall(calls[i], intent, { disclaimer: false }) : '')).filter(Boolean);
  const used = intents.flatMap((_, i) => (calls[i] && !calls[i].result?.isError ? [calls[i].name] : []));
  return [...parts, demoDisclaimer(used)].filter(Boolean).join(' ');
}

function describeFits(ranked: readonly Fit[]): string {
  const shown = ranked.slice(0, 3).map((f) => `${f.tool.name} ${f.rejected ? 'rejected' : f.score}`);
  const rejected = ranked.filter((f) => f.rejected).slice(0, 2).map((f) => f.rejected);
  // Why the closest one still does not fit, in words a reader can check against its name and description.
  const closest = ranked.find((f) => !f.rejected);
  const short = closest && (closest.score < FIT_THRESHOLD || !closest.objectHit) ? `; closest ${closest.tool.name}: ${closest.why.slice(0, 4).join(', ') || 'no word of the task in its name or description'}${closest.objectHit ? `, score ${closest.score} below the ${FIT_THRESHOLD} a fit needs` : ', names nothing the task is about'}` : '';
  return `${shown.join(', ')}${rejected.length > 0 ? `; ${rejected.join('; ')}` : ''}${short}`;
}

export function scriptedModelTurn(input: ScriptedModelInput): ModelTurn {
  const serverSearch = input.tools.find((t) => t.kind === 'search');
  const clientSearch = input.tools.find(isClientSearchTool);
  const conversation = readConversation(input.messages, input.turn, (name) => name === clientSearch?.name);
  // Which products each part names is read against what the model sees now: loaded tools and the servers' names and instructions.
  // Misspelt words are read as the request's own words they are nearest to; a first word no tool says is no verb unless it acts on something.
  const words = input.vocabulary?.words;
  const spelling = words ? readSpelling(conversation.question, words) : { question: conversation.question, corrections: [] };
  const says = words && words.size > 0 ? (w: string) => words.counts(root(w)).texts > 0 && !input.vocabulary!.isProduct(w) && !input.vocabulary!.isName(w) : undefined;
  const read = (question: string, earlier: readonly string[] = []) => analyzeQuestion(question, earlier, says).map((i) => readInOwnWords(withProducts(i, input.tools, input.servers, input.vocabulary), words ?? NO_REQUEST_WORDS));
  const parts = read(spelling.question, conversation.earlierQuestions);
  const calls = conversation.events.filter((e): e is CallEvent => e.kind === 'call' && e.result !== undefined);
  const candidates = input.tools.filter((t) => t.kind !== 'search' && t !== clientSearch);
  const rank = (intent: Intent, tools: readonly ModelTool[] = candidates) => rankTools(tools, intent, input.servers, input.vocabulary?.words, input.vocabulary?.isProduct);
  // A change whose best tool needs the id of a thing the question names only by its name looks the thing up first.
  // The change's ranking is passed in where it is already made; the lookup's is returned with it, so neither is made twice.
  const lookupOf = (change: Intent, changeRanked: readonly Fit[] = rank(change)) => {
    const best = changeRanked[0];
    const lookup = lookupBefore(best, change);
    const found = lookup && read(lookup.clause)[0];
    if (!lookup || !found) return undefined;
    const intent = lookupIntent(lookup, found, change);
    return { intent, ranked: rank(intent), why: `${best!.tool.name} needs ${lookup.field}, which the question does not give: looking up ${quote(lookup.name)} by its name first` };
  };
  // Each call answered a part, or looked up what the open change needs (a tool that cannot make the change): then it is still open.
  const intents: Intent[] = [];
  let part = 0;
  for (const call of calls) {
    const change = parts[part];
    const tool = candidates.find((t) => t.name === call.name);
    if (change && !intents.at(-1)?.lookup && wasLookup(tool, change, (t) => rank(change, [t])[0])) intents.push(lookupOf(change)?.intent ?? { ...change, lookup: 'id' });
    else {
      if (change) intents.push(change);
      part += 1;
    }
  }
  // The reading of the question is logged once per response, at its first iteration.
  const misspelt = spelling.corrections.map((c) => `"${c.written}" read as "${c.read}", a word of the request's tools`).join(', ');
  const reading = `question ${quote(conversation.question)}${misspelt ? ` (${misspelt})` : ''} → ${parts.map(describeIntent).join(', ')}`;
  let plan = input.turn.length === 0 ? reading : `part ${Math.min(part + 1, parts.length)} of ${parts.length}`;

  // Not when the part before already looks for something ("find the entry titled 'X', then publish it").
  const open = parts[part];
  const before = part > 0 ? parts[part - 1] : undefined;
  const lastCallAt = conversation.events.findLastIndex((e) => e.kind === 'call');
  const searches = conversation.events.slice(lastCallAt + 1).filter((e): e is SearchEvent => e.kind === 'search');
  const openRanked = open ? rank(open) : [];
  const wanted = open && !intents.at(-1)?.lookup && before?.verb.class !== 'read' ? lookupOf(open, openRanked) : undefined;
  // A lookup its searches did not find a tool for leaves the change as asked: the model makes it with what it has.
  const lookup = wanted && (searches.length < 3 || fits(wanted.ranked[0]) || bestEvidence(wanted.ranked) !== undefined) ? wanted : undefined;
  if (lookup) plan = `${plan}: ${lookup.why}`;
  const intent = lookup?.intent ?? open;
  if (intent) intents.push(intent);
  if (!intent) {
    return {
      text: finalText(intents, calls),
      action: { type: 'end' },
      decision: `${plan}: every part is answered (${calls.map((c) => c.name).join(', ')}); writing the answer from the results and ending the turn`,
    };
  }
  const purpose = purposeOf(intent);

  const lastSearch = searches.at(-1);
  const ranked = lookup?.ranked ?? openRanked;
  const best = ranked[0];
  // What a later part composes from earlier results (the body of "post a summary"): the summary only, never the answer's disclaimer.
  const earlier = calls.map((c, i) => summarizeCall(c, intents[i], { disclaimer: false }));

  const searcher = serverSearch ?? clientSearch;
  const variant = searcher ? variantOf(searcher) : undefined;
  const forced = calls.length === 0 ? scriptedFirstQuery(input.system) : undefined;
  // The next query is written only when a search may follow (a turn that calls at once needs none), and once.
  let next: { query: string | undefined } | undefined;
  const nextQuery = (): string | undefined => {
    if (next) return next.query;
    const tried = new Set(searches.map((s) => s.query));
    const planned = variant ? searchQueries(intent, variant, input.vocabulary?.words) : [];
    const query = forced && searches.length === 0 ? forced : (forced ? [forced, ...planned.filter((q) => q !== forced)] : planned).find((q) => !tried.has(q));
    next = { query };
    return query;
  };
  const large = input.deferredCount >= LARGE_CATALOG;
  // Over a large catalog one search's references are a thin slice of what may fit (a regex returns its matches in
  // catalog order, not by fit): before its first call the model looks once more with its next query and chooses among both.
  const looksAgain = fits(best) && calls.length === 0 && searches.length === 1 && large && nextQuery() !== undefined;

  if (fits(best) && !looksAgain) {
    const { tool } = best;
    const args = fillArguments((tool.definition as { input_schema?: unknown }).input_schema, { intent, toolName: tool.name, earlier });
    // Found by the last search, or by the one before it when a large catalog is searched twice before choosing.
    const foundBy = (s: SearchEvent | undefined) => s?.result !== undefined && 'references' in s.result && s.result.references.includes(tool.reference);
    const justFound = foundBy(lastSearch) || (large && searches.some(foundBy));
    const text = justFound
      ? `Found ${tool.name}. Calling it to ${purpose}.`
      : tool.how === 'discovered'
        ? `${tool.name} is still loaded from an earlier search, so no new search is needed. Calling it to ${purpose}.`
        : `Calling ${tool.name} to ${purpose}.`;
    return {
      text,
      action: { type: 'call', tool, input: args },
      decision: `${plan}: ${tool.name} (${tool.how}) fits "${purpose}" best (score ${best.score}: ${best.why.join(', ')}; ranked ${describeFits(ranked)}); calling it with ${excerpt(JSON.stringify(args))}`,
    };
  }

  const done = finalText(intents, calls);
  if (!searcher || !variant) {
    return {
      text: `${done ? `${done} ` : ''}I don't have a tool that can ${purpose}, and no tool search is available to find one.`,
      action: { type: 'end' },
      decision: `${plan}: no loaded tool fits "${purpose}" and there is no search tool; ending the turn`,
    };
  }

  const query = nextQuery();
  const seen = ranked.length > 0 ? ` (what is loaded: ${describeFits(ranked)})` : '';
  if (query === undefined || searches.length >= 3) {
    // The searches are spent: the best of what they loaded is still the best guess, unless something rules it out.
    const guess = searches.length > 0 ? bestEvidence(ranked) : undefined;
    if (guess) {
      const { tool } = guess;
      const args = fillArguments((tool.definition as { input_schema?: unknown }).input_schema, { intent, toolName: tool.name, earlier });
      return {
        text: `No tool matches "${purpose}" exactly; ${tool.name} is the closest of what my searches found. Calling it.`,
        action: { type: 'call', tool, input: args },
        decision: `${plan}: after ${searches.length} ${searches.length === 1 ? 'search' : 'searches'} no loaded tool is a full fit for "${purpose}" (score ${FIT_THRESHOLD} naming what the task is about); ${tool.name} is the best of what they loaded${guess === closestLoaded(ranked) ? '' : `, as ${whyQuiet(ranked)}`} (score ${guess.score}: ${guess.why.join(', ')}; it shares ${guess.evidence!.map((w) => quote(w)).join(', ')} with the task, does the same kind of action and needs nothing the question lacks; ranked ${describeFits(ranked)}); calling it as the best guess with ${excerpt(JSON.stringify(args))}`,
      };
    }
    return {
      text: `${done ? `${done} ` : ''}I searched ${searches.length === 1 ? 'once' : `${searches.length} times`} but found no tool that can ${purpose}, so I can't do that with the tools available. Nothing was called for it.`,
      action: { type: 'end' },
      decision: `${plan}: ${searches.length} searches found nothing that fits "${purpose}"${seen}; ${whyQuiet(ranked)}; giving up without calling a tool`,
    };
  }

  const failed = lastSearch?.result && 'error' in lastSearch.result ? lastSearch.result.error : undefined;
  const text = looksAgain
    ? `${best!.tool.name} may fit, but ${input.deferredCount} tools are deferred: searching once more with ${quote(query)} before choosing.`
    : !lastSearch
    ? calls.length === 0
      ? `I'll search my tools for one that can ${purpose}.`
      : `Next I need a tool that can ${purpose}. Searching for one.`
    : failed
      ? `That search failed (${failed}). Trying again with ${quote(query)}.`
      : `None of those tools can ${purpose}. Searching again with ${quote(query)}.`;
  const why = forced && searches.length === 0 ? 'the system prompt scripts this first search' : `search #${searches.length + 1}`;
  return {
    text,
    action: { type: 'search', tool: searcher, input: searchInput(searcher, variant, query, searchLimit(intent, DEFAULT_SEARCH_LIMIT, input.vocabulary?.words, variant, input.deferredCount, query)) },
    decision: looksAgain
      ? `${plan}: ${best!.tool.name} fits "${purpose}" (score ${best!.score}), but one search over ${input.deferredCount} deferred definitions loaded only a slice of them${seen}; search #2 with ${searcher.name} ${variant} ${quote(query)} before choosing among both`
      : `${plan}: no loaded tool fits "${purpose}" (${input.deferredCount} definitions deferred)${lastSearch ? seen : ''}; ${why} with ${searcher.name} ${variant} ${quote(query)}`,
  };
}
