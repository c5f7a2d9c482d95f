import { isCodeIssued, modelVisibleMessages } from '@/lib/engine/code-calls';
import type { Step } from '@/lib/engine/step';
import type { ContentBlock, ContentBlockParam, MessageParam, Scenario } from '@/lib/scenario/types';
import { budgetsCounted, stepBudgets } from './context-budget';

/** One block that entered the model's context: its type and a few words to recognise it by. */
export interface AddedBlock {
  role: MessageParam['role'];
  type: string;
  /** A tool's name, the tools a search returned, or the start of a text; empty when the type says it all. */
  detail: string;
}

/** How the model's context changed from the step before to this one. */
export interface ContextDiff {
  definitions: { added: string[]; removed: string[] };
  blocks: AddedBlock[];
  /** Change of the estimated context total (context-budget.ts), in tokens; null past MAX_BUDGETED_STEPS, where none is counted. */
  tokens: number | null;
}

const SNIPPET = 48;

function snippet(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SNIPPET ? `${line.slice(0, SNIPPET - 1)}…` : line;
}

function detailOf(block: ContentBlock | ContentBlockParam): string {
  switch (block.type) {
    case 'text':
      return snippet(block.text);
    case 'tool_use':
    case 'server_tool_use':
    case 'mcp_tool_use':
      return block.name;
    case 'tool_search_tool_result': {
      const content = block.content;
      if (content.type !== 'tool_search_tool_search_result') return content.type === 'tool_search_tool_result_error' ? content.error_code : '';
      return content.tool_references.map((r) => r.tool_name).join(', ');
    }
    case 'code_execution_tool_result':
      return block.content.type === 'code_execution_result' ? snippet(block.content.stdout) : block.content.type;
    case 'tool_result':
    case 'mcp_tool_result': {
      const content = block.content;
      if (typeof content === 'string') return snippet(content);
      const text = content?.find((c) => c.type === 'text');
      return text && 'text' in text ? snippet(text.text) : '';
    }
    default:
      return '';
  }
}

const blocksOf = (message: MessageParam): AddedBlock[] =>
  (typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : (message.content ?? [])).map((b) => ({
    role: message.role,
    type: b.type,
    detail: detailOf(b),
  }));

/** The request's conversation as the model holds it: calls its code issued, and their results, are not in it. */
function messagesOf(scenario: Scenario, exchange: number): readonly MessageParam[] {
  const e = scenario.exchanges[exchange];
  return e?.kind === 'messages' ? modelVisibleMessages(e.request.messages) : [];
}

function contentOf(scenario: Scenario, exchange: number): readonly ContentBlock[] {
  const e = scenario.exchanges[exchange];
  return e?.kind === 'messages' ? (e.response?.content ?? []) : [];
}

const seenByModel = (blocks: readonly ContentBlock[]) => blocks.filter((b) => !isCodeIssued(b));

/**
 * What entered (or left) the model's context at step `index`, against the step
 * before; step 1 is compared with an empty context. Built from the steps' own
 * view and turn, and the context budget's totals, so it says no more than they do.
 */
export function contextDiff(scenario: Scenario, steps: readonly Step[], index: number): ContextDiff {
  const step = steps[index];
  if (!step) return { definitions: { added: [], removed: [] }, blocks: [], tokens: 0 };
  const prev = steps[index - 1];
  const before = new Set(prev?.view.loaded.map((t) => t.name));
  const now = new Set(step.view.loaded.map((t) => t.name));
  const definitions = {
    added: [...now].filter((n) => !before.has(n)),
    removed: [...before].filter((n) => !now.has(n)),
  };

  const blocks: AddedBlock[] = [];
  const content = contentOf(scenario, step.turn.exchange);
  if (prev && prev.turn.exchange === step.turn.exchange) {
    for (const b of seenByModel(content.slice(prev.turn.blocks, step.turn.blocks))) blocks.push({ role: 'assistant', type: b.type, detail: detailOf(b) });
  } else {
    // A new request: its messages past those the previous request held, then the new turn so far.
    // Its first new message replays the turn the model already held (client-side tools): not new to it.
    const held = prev ? messagesOf(scenario, prev.turn.exchange).length : 0;
    const fresh = messagesOf(scenario, step.turn.exchange).slice(held);
    if (prev && prev.turn.blocks > 0 && fresh[0]?.role === 'assistant') fresh.shift();
    for (const m of fresh) blocks.push(...blocksOf(m));
    for (const b of seenByModel(content.slice(0, step.turn.blocks))) blocks.push({ role: 'assistant', type: b.type, detail: detailOf(b) });
  }

  if (!budgetsCounted(steps)) return { definitions, blocks, tokens: null };
  const budgets = stepBudgets(scenario, steps);
  const tokens = (budgets[index]?.total ?? 0) - (prev ? (budgets[index - 1]?.total ?? 0) : 0);
  return { definitions, blocks, tokens };
}
