import { DEFAULT_SEARCH_LIMIT } from '@/lib/protocol/limits';
import { callableDirectly, callableFromCode, CODE_EXECUTION_TOOLS, isCodeExecutionType, isCodeCaller } from '@/lib/protocol/code-execution';
import { algorithmOfSearchTool } from '@/lib/protocol/search-tools';
import type { ContentBlock, ContentBlockParam } from '@/lib/scenario/types';
import type { ModelTool } from '../model-context';
import type { ModelAction, ScriptedModelInput } from '../scripted-model';
import { budgetProgram } from './ptc-budget-program';
import type { PlannedProgram, ProgramCall, ProgramCallResult, ProgramExit, ProgramTemplate } from './ptc-program';

/**
 * The scripted model's turn when a question fits a program it knows (ptc-program.ts): it
 * searches for the program's tools when they are deferred, then either writes the program for
 * the code execution tool (programmatic tool calling) or, when the request has no code
 * execution, makes the same calls itself, round by round. Every other question is left to the
 * rest of the scripted model (undefined). Like it, a deterministic script, not Claude.
 */

export type PtcAction =
  | Extract<ModelAction, { type: 'search' | 'end' }>
  | { type: 'code'; program: PlannedProgram }
  | { type: 'calls'; calls: Array<{ tool: ModelTool; input: Record<string, unknown> }> };

export interface PtcTurn {
  text: string;
  action: PtcAction;
  decision: string;
}

function plan<P>(template: ProgramTemplate<P>, params: P): PlannedProgram {
  return {
    id: template.id,
    tools: template.tools,
    searchPattern: template.searchPattern,
    purpose: template.purpose(params),
    code: template.code(params),
    run: () => template.run(params),
    answer: (stdout) => template.answer(stdout, params),
  };
}

const PROGRAMS = [budgetProgram] as const;

/** The program that answers this question, if the scripted model knows one. */
export function programFor(question: string): PlannedProgram | undefined {
  for (const template of PROGRAMS) {
    const params = template.read(question);
    if (params !== undefined) return plan(template as ProgramTemplate<typeof params>, params);
  }
  return undefined;
}

type AnyBlock = ContentBlock | ContentBlockParam;

/** The latest question and every block since it (the history's, then this response's). */
function sinceQuestion(input: ScriptedModelInput): { question: string; blocks: AnyBlock[] } {
  let question = '';
  let blocks: AnyBlock[] = [];
  for (const message of input.messages) {
    if (message.role === 'system' || message.content === undefined) continue;
    const content = typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content;
    const asks = message.role === 'user' && !content.some((b) => b.type === 'tool_result');
    const text = asks ? content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n').trim() : '';
    if (text) {
      question = text;
      blocks = [];
    } else blocks.push(...content);
  }
  return { question, blocks: [...blocks, ...input.turn] };
}

const resultText = (content: unknown): string =>
  typeof content === 'string' ? content : Array.isArray(content) ? content.flatMap((c: { type?: string; text?: string }) => (c.type === 'text' ? [c.text ?? ''] : [])).join('\n') : '';

/** The calls Claude made itself since the question, each with its answer when one came back. */
function directCalls(blocks: readonly AnyBlock[]) {
  const calls: Array<{ id: string; name: string; input: unknown; result?: ProgramCallResult }> = [];
  for (const block of blocks) {
    if (block.type === 'tool_use' && !isCodeCaller((block as { caller?: unknown }).caller)) calls.push({ id: block.id, name: block.name, input: block.input });
    if (block.type === 'tool_result') {
      const call = calls.find((c) => c.id === block.tool_use_id);
      if (call) call.result = { text: resultText(block.content), isError: block.is_error === true };
    }
  }
  return calls;
}

/**
 * Plays the program against the calls already made, round by round: the first round not yet
 * made is what to call next; when every round has its answers, the program's end is what the
 * model works out from the results in its context.
 */
function replay(program: PlannedProgram, made: ReturnType<typeof directCalls>): { next: number; round: ProgramExit | ProgramCall[] } {
  const run = program.run();
  let step = run.next();
  let cursor = 0;
  let rounds = 0;
  while (!step.done) {
    const round = step.value;
    const answered = made.slice(cursor, cursor + round.length);
    const same = answered.length === round.length && round.every((c, i) => answered[i]?.name === c.name && JSON.stringify(answered[i]?.input) === JSON.stringify(c.input));
    if (!same || answered.some((c) => !c.result)) return { next: rounds + 1, round };
    step = run.next(answered.map((c) => c.result!));
    cursor += round.length;
    rounds += 1;
  }
  return { next: rounds, round: step.value };
}

const counted = (calls: ReadonlyArray<{ name: string }>) =>
  [...new Set(calls.map((c) => c.name))].map((name) => {
    const n = calls.filter((c) => c.name === name).length;
    return n === 1 ? name : `${name} ×${n}`;
  });
const andList = (parts: readonly string[]) => (parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

function answerOf(program: PlannedProgram, exit: Pick<ProgramExit, 'stdout' | 'stderr' | 'returnCode'>): string {
  if (exit.returnCode === 0) return program.answer(exit.stdout);
  const last = exit.stderr.trim().split('\n').at(-1) ?? '';
  return `The program stopped with an error (${last}), so I can't answer from it.`;
}

export function ptcModelTurn(input: ScriptedModelInput): PtcTurn | undefined {
  const { question, blocks } = sinceQuestion(input);
  const program = programFor(question);
  if (!program) return undefined;
  const q = JSON.stringify(question);

  const output = blocks.findLast((b): b is Extract<AnyBlock, { type: 'code_execution_tool_result' }> => b.type === 'code_execution_tool_result');
  if (output) {
    const content = output.content;
    const exit = content.type === 'code_execution_result' ? { stdout: content.stdout, stderr: content.stderr, returnCode: content.return_code } : { stdout: '', stderr: content.type, returnCode: 1 };
    return {
      text: answerOf(program, exit),
      action: { type: 'end' },
      decision: `the ${program.id} program printed ${exit.stdout.length} characters (exit code ${exit.returnCode}); answering from that output alone, the only part of the run in the context`,
    };
  }

  const visible = new Map(input.tools.map((t) => [t.name, t]));
  const missing = program.tools.filter((name) => !visible.has(name));
  if (missing.length > 0) {
    const searcher = input.tools.find((t) => t.kind === 'search');
    const searched = blocks.some((b) => b.type === 'server_tool_use' && b.name === searcher?.name);
    if (!searcher || searched || input.deferredCount === 0) return undefined;
    const variant = algorithmOfSearchTool(searcher.name);
    const query = variant === 'regex' ? { pattern: program.searchPattern, limit: DEFAULT_SEARCH_LIMIT } : { query: program.searchPattern.split('|').join(' '), limit: DEFAULT_SEARCH_LIMIT };
    return {
      text: `To answer this I need tools that ${program.tools.map((t) => t.replace(/^get_/, 'get ').replaceAll('_', ' ')).join(', ')}. Searching for them.`,
      action: { type: 'search', tool: searcher, input: query },
      decision: `question ${q} fits the ${program.id} program, but ${andList(missing)} ${missing.length === 1 ? 'is' : 'are'} not loaded (${input.deferredCount} definitions deferred); searching with ${searcher.name} ${JSON.stringify(query)}`,
    };
  }

  const tools = program.tools.map((name) => visible.get(name)!);
  const codeTool = input.tools.find((t) => 'type' in t.definition && isCodeExecutionType(t.definition.type));
  const codeType = codeTool && 'type' in codeTool.definition && isCodeExecutionType(codeTool.definition.type) ? codeTool.definition.type : undefined;
  if (codeType && CODE_EXECUTION_TOOLS[codeType].callsTools === 'yes' && tools.every((t) => callableFromCode(t.definition))) {
    return {
      text: `I'll write a program that ${program.purpose}, so the raw results stay in the code execution container.`,
      action: { type: 'code', program },
      decision: `question ${q} fits the ${program.id} program and ${andList(program.tools)} are callable from ${codeType}; writing it (${program.code.split('\n').length} lines) so their results go to the code, not to the context`,
    };
  }
  if (!tools.every((t) => callableDirectly(t.definition))) return undefined;

  const made = directCalls(blocks);
  const { next, round } = replay(program, made);
  if (!Array.isArray(round)) {
    return {
      text: answerOf(program, round),
      action: { type: 'end' },
      decision: `every round of the ${program.id} plan has its results in the context (${made.length} calls); working the answer out from them (the same arithmetic as the program's JavaScript model)`,
    };
  }
  const calls = round.map((c) => ({ tool: visible.get(c.name)!, input: c.input }));
  const names = counted(round);
  return {
    text: next === 1 ? `I'll start with ${andList(names)}.` : `Next, ${andList(names)}${round.length > 1 ? ', in parallel' : ''}.`,
    action: { type: 'calls', calls },
    decision: `question ${q} fits the ${program.id} plan; no code execution ${codeType ? `that can call tools (${codeType})` : 'tool'} in the request, so calling round ${next} directly: ${names.join(', ')}; every result will enter the context`,
  };
}
