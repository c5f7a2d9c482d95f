import type {
  BetaCodeExecutionToolResultBlock,
  BetaServerToolUseBlock,
  BetaToolResultBlockParam,
  BetaToolUseBlock,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { callableFromCode, isCodeExecutionType } from '@/lib/protocol/code-execution';
import type { ContentBlock, MessagesRequest, RecordingSource } from '@/lib/scenario/types';
import { answeredCodeCalls, codeIssuedIds } from './code-calls';
import { estimateTokens } from './estimate';
import type { ModelView, StepDraft } from './step';
import { messageOrigin, requestContainer } from './step-facts';

/**
 * The steps of programmatic tool calling, between the service, the model and the code
 * execution container. No client sees any of them: they are the service's side of what the
 * wire shows (a server_tool_use holding code, tool_use blocks whose caller is that code, a
 * code_execution_tool_result), in the order those blocks imply.
 */

type Emit = (draft: StepDraft, view: ModelView) => void;

/** What the derivation tracks of the model's turn while walking a response. */
export interface TurnTracker {
  inTurn: number;
  view(): ModelView;
}

const names = (blocks: ReadonlyArray<{ name: string }>) => [...new Set(blocks.map((b) => b.name))];
const counted = (blocks: ReadonlyArray<{ name: string }>) =>
  names(blocks)
    .map((name) => {
      const n = blocks.filter((b) => b.name === name).length;
      return n === 1 ? name : `${name} ×${n}`;
    })
    .join(', ');

/** The model writes code (a server_tool_use of code execution), and the service starts it in the container. */
export function emitCodeCall(block: BetaServerToolUseBlock, pending: ContentBlock[], request: MessagesRequest, container: string, turn: TurnTracker, emit: Emit) {
  const code = typeof (block.input as { code?: unknown })?.code === 'string' ? String((block.input as { code: string }).code) : '';
  const tool = (request.tools ?? []).find((t) => 'type' in t && isCodeExecutionType(t.type));
  const version = tool && 'type' in tool ? String(tool.type) : '';
  const view = turn.view();
  const loaded = new Set(view.loaded.map((t) => t.name));
  const functions = (request.tools ?? []).flatMap((t) => ('name' in t && callableFromCode(t) && loaded.has(t.name) ? [t.name] : []));
  const discovered = view.loaded.filter((t) => t.how === 'discovered' && functions.includes(t.name)).length;
  const facts = { version, lines: code ? code.split('\n').filter((l) => l.trim() !== '').length : 0, functions: functions.join(', '), count: functions.length, container, discovered };
  emit({ kind: 'model-code-call', payload: pending, from: 'model', to: 'service', seen: 'inside', facts }, view);
  emit({ kind: 'code-run', payload: { tool: version, container, code, functions }, from: 'service', to: 'container', seen: 'inside', facts }, view);
}

/** The code reaches its `await`s: the calls it issued, which the service sends out as the response's tool_use blocks. */
export function emitCodeToolCalls(blocks: BetaToolUseBlock[], turn: TurnTracker, emit: Emit) {
  const caller = blocks[0]?.caller;
  emit(
    {
      kind: 'code-tool-call',
      payload: blocks,
      from: 'container',
      to: 'service',
      seen: 'inside',
      facts: { count: blocks.length, tools: counted(blocks), caller: caller?.type ?? '', runner: caller && 'tool_id' in caller ? caller.tool_id : '' },
    },
    turn.view(),
  );
}

/** A continuation's tool_result blocks handed to the code waiting in its container: no model sampling. */
export function emitCodeResume(request: MessagesRequest, view: ModelView, emit: Emit) {
  const results: BetaToolResultBlockParam[] = answeredCodeCalls(request.messages);
  emit(
    {
      kind: 'code-resume',
      payload: results,
      from: 'service',
      to: 'container',
      seen: 'inside',
      facts: { count: results.length, container: requestContainer(request), errors: results.filter((r) => r.is_error).length },
    },
    view,
  );
}

/** The program ends: its output goes from the container to the service, and into the model's context. */
export function emitCodeOutput(block: BetaCodeExecutionToolResultBlock, request: MessagesRequest, next: string, source: RecordingSource, turn: TurnTracker, emit: Emit) {
  const content = block.content;
  const printed = content.type === 'code_execution_result' ? content.stdout : '';
  const facts = {
    outcome: content.type,
    code: content.type === 'code_execution_tool_result_error' ? content.error_code : content.return_code,
    chars: printed.length,
    stderr: content.type === 'code_execution_tool_result_error' ? '' : content.stderr.trim().split('\n').at(-1) ?? '',
    tokens: estimateTokens(block),
    // Every result the code was handed in this conversation: none of them entered the model's context.
    withheld: codeIssuedIds(request.messages).size,
    origin: messageOrigin(source),
    next,
  };
  emit({ kind: 'code-output', payload: block, from: 'container', to: 'service', seen: 'inside', facts }, turn.view());
  turn.inTurn += 1;
  emit({ kind: 'code-output-inject', payload: block, from: 'service', to: 'model', seen: 'inside', facts }, turn.view());
}
