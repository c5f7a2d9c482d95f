import type { ContentBlock, ContentBlockParam, MessageParam } from '@/lib/scenario/types';

/** A search the model ran (server tool or a client-side search tool) and what came back. */
export interface SearchEvent {
  kind: 'search';
  id: string;
  query: string;
  result?: { references: string[] } | { error: string };
}

/** A call of an ordinary tool (MCP or custom) and its answer. */
export interface CallEvent {
  kind: 'call';
  id: string;
  name: string;
  input: unknown;
  result?: { text: string; isError: boolean };
}

export type HistoryEvent = SearchEvent | CallEvent;

export interface Conversation {
  /** The latest user text: what the model is answering now. */
  question: string;
  /** Earlier user texts, oldest first: context for follow-ups like "What about New York?". */
  earlierQuestions: string[];
  /** Searches and calls since the latest question, in order. */
  events: HistoryEvent[];
}

type AnyBlock = ContentBlock | ContentBlockParam;

const textOf = (content: readonly AnyBlock[] | string): string =>
  typeof content === 'string' ? content : content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n');

export function inputQuery(input: unknown): string {
  if (input && typeof input === 'object') {
    const record = input as Record<string, unknown>;
    for (const key of ['pattern', 'query']) if (typeof record[key] === 'string') return record[key] as string;
  }
  return '';
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .filter((c): c is { type: 'text'; text: string } => c?.type === 'text' && typeof c.text === 'string')
    .map((c) => c.text)
    .join('\n');
}

/**
 * Reads the conversation the way the scripted model needs it: the question it
 * is answering and what it has already tried since. `isSearchTool` tells a
 * client-side search tool's `tool_use` apart from an ordinary call.
 */
export function readConversation(
  messages: readonly MessageParam[],
  turn: readonly ContentBlock[],
  isSearchTool: (name: string) => boolean,
): Conversation {
  const questions: string[] = [];
  let events: HistoryEvent[] = [];
  const byId = new Map<string, HistoryEvent>();

  const visit = (role: string, block: AnyBlock) => {
    switch (block.type) {
      case 'server_tool_use':
        push({ kind: 'search', id: block.id, query: inputQuery(block.input) });
        break;
      case 'tool_use':
        if (isSearchTool(block.name)) push({ kind: 'search', id: block.id, query: inputQuery(block.input) });
        else push({ kind: 'call', id: block.id, name: block.name, input: block.input });
        break;
      case 'mcp_tool_use':
        push({ kind: 'call', id: block.id, name: block.name, input: block.input });
        break;
      case 'tool_search_tool_result': {
        const event = byId.get(block.tool_use_id);
        if (event?.kind !== 'search') break;
        event.result =
          block.content.type === 'tool_search_tool_result_error'
            ? { error: block.content.error_code }
            : { references: block.content.tool_references.map((r) => r.tool_name) };
        break;
      }
      case 'mcp_tool_result':
      case 'tool_result': {
        const event = byId.get(block.tool_use_id);
        if (!event || (role === 'assistant' && block.type === 'tool_result')) break;
        if (event.kind === 'search') {
          const refs = Array.isArray(block.content)
            ? block.content.flatMap((c) => (c.type === 'tool_reference' ? [c.tool_name] : []))
            : [];
          event.result = block.is_error ? { error: resultText(block.content) || 'error' } : { references: refs };
        } else {
          event.result = { text: resultText(block.content), isError: block.is_error === true };
        }
        break;
      }
    }
  };
  const push = (event: HistoryEvent) => {
    events.push(event);
    byId.set(event.id, event);
  };

  for (const message of messages) {
    if (message.role === 'system' || message.content === undefined) continue;
    // A user message that answers tool calls continues the task, even if it carries a note.
    const answersTools = typeof message.content !== 'string' && message.content.some((b) => b.type === 'tool_result');
    const text = message.role === 'user' && !answersTools ? textOf(message.content).trim() : '';
    if (text) {
      questions.push(text);
      events = [];
    }
    if (typeof message.content !== 'string') for (const block of message.content) visit(message.role, block);
  }
  for (const block of turn) visit('assistant', block);

  return { question: questions.at(-1) ?? '', earlierQuestions: questions.slice(0, -1), events };
}
