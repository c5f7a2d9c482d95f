import { callableDirectly, CODE_EXECUTION_NAME } from '@/lib/protocol/code-execution';
import type { Exchange } from '@/lib/scenario/types';
import type { RunPlan } from './settings';

/**
 * The note a live run against the emulator gets when code was offered the tools but the emulated
 * model wrote no program: its script knows one question, and for any other it calls the tools
 * itself. Said in the decisions panel, so the run never passes for programmatic tool calling.
 * Data saved with the run, in the library's language (English), like liveScenarioText.
 */
export function codeFallbackNote(plan: Pick<RunPlan, 'codeCalls'>, exchanges: readonly Exchange[], emulator: boolean): string | undefined {
  if (!plan.codeCalls || !emulator) return undefined;
  const answered = exchanges.flatMap((e) => (e.kind === 'messages' && e.response ? [e] : []));
  if (answered.length === 0) return undefined;
  const blocks = answered.flatMap((e) => e.response?.content ?? []);
  if (blocks.some((b) => b.type === 'server_tool_use' && b.name === CODE_EXECUTION_NAME)) return undefined;

  const direct = answered.flatMap((e) =>
    (e.response?.content ?? []).flatMap((b) => {
      if (b.type !== 'tool_use') return [];
      const entry = (e.request.tools ?? []).find((t) => 'name' in t && t.name === b.name);
      return [{ name: b.name, allowed: callableDirectly(entry) }];
    }),
  );
  const refused = [...new Set(direct.filter((c) => !c.allowed).map((c) => c.name))];
  return (
    'note from the live page, not the emulated model: code execution was offered, but the emulated model wrote no program. ' +
    'Its script knows one: the budget question of the ptc-budget scenario on the demo expenses catalog, and this question does not fit it. ' +
    (direct.length > 0 ? 'So it fell back to calling the tools directly (caller: direct), and every result entered its context. ' : 'So it answered without code. ') +
    (refused.length > 0
      ? `${refused.join(', ')} allow only code as caller: the real API would not let Claude call ${refused.length === 1 ? 'it' : 'them'} directly; the emulator does not check. `
      : '') +
    'Claude would write a program of its own; against the emulator, programmatic tool calling is shown by the budget question only.'
  );
}
