import { isCodeCaller, type CodeCallerType } from '@/lib/protocol/code-execution';
import type { ContentBlock, ContentBlockParam, MessageParam } from '@/lib/scenario/types';

/**
 * Programmatic tool calling as Claude's context sees it. A `tool_use` that code issued (its
 * `caller` names a code execution version and the server_tool_use running the code) and the
 * `tool_result` answering it travel between the container and the client: the docs say such
 * results "do not enter Claude's context", only what the code prints does. That the calls
 * themselves stay out too is this app's reading (nothing says otherwise; marked unverified).
 */

type AnyBlock = ContentBlock | ContentBlockParam;

type CodeIssued = Extract<AnyBlock, { type: 'tool_use' }> & { caller: { type: CodeCallerType; tool_id: string } };

/** A tool_use that code issued, not Claude. */
export function isCodeIssued(block: AnyBlock): block is CodeIssued {
  return block.type === 'tool_use' && isCodeCaller((block as { caller?: unknown }).caller);
}

/** The ids of every tool_use code issued in these messages. */
export function codeIssuedIds(messages: readonly MessageParam[]): Set<string> {
  const ids = new Set<string>();
  for (const message of messages) {
    if (message.role === 'system' || typeof message.content === 'string' || !message.content) continue;
    for (const block of message.content) if (isCodeIssued(block)) ids.add(block.id);
  }
  return ids;
}

const hidden = (ids: ReadonlySet<string>) => (block: AnyBlock) => isCodeIssued(block) || (block.type === 'tool_result' && ids.has(block.tool_use_id));

/**
 * The conversation as Claude holds it: code-issued calls and their results left out, and a
 * message left with nothing dropped. The same array when there is nothing to leave out, so a
 * conversation without code costs exactly what it did.
 */
export function modelVisibleMessages(messages: readonly MessageParam[]): readonly MessageParam[] {
  const ids = codeIssuedIds(messages);
  if (ids.size === 0) return messages;
  const hide = hidden(ids);
  return messages.flatMap((message): MessageParam[] => {
    if (message.role === 'system' || typeof message.content === 'string' || !message.content) return [message];
    const content = message.content.filter((b) => !hide(b));
    return content.length === 0 ? [] : [{ ...message, content }];
  });
}

/** A response's blocks as Claude holds them: without the calls its code issued. */
export function modelVisibleTurn(turn: readonly ContentBlock[]): readonly ContentBlock[] {
  return turn.some(isCodeIssued) ? turn.filter((b) => !isCodeIssued(b)) : turn;
}

/**
 * The calls code issued that the request's last message answers: a continuation that resumes
 * code in its container rather than asking Claude anything. Empty for any other request.
 */
export function answeredCodeCalls(messages: readonly MessageParam[]): Array<Extract<ContentBlockParam, { type: 'tool_result' }>> {
  const last = messages.at(-1);
  const asked = messages.at(-2);
  if (last?.role !== 'user' || asked?.role !== 'assistant' || typeof last.content === 'string' || typeof asked.content === 'string') return [];
  const ids = new Set(asked.content.filter(isCodeIssued).map((b) => b.id));
  return last.content.filter((b): b is Extract<ContentBlockParam, { type: 'tool_result' }> => b.type === 'tool_result' && ids.has(b.tool_use_id));
}
