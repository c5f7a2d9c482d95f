'use client';

import type { Step } from '@/lib/engine/step';
import { useT } from '@/components/i18n/locale-provider';

/** The code a step carries: the server_tool_use's program. */
function programOf(step: Step): string | undefined {
  if (step.kind === 'code-run') return step.payload.code;
  if (step.kind !== 'model-code-call') return undefined;
  const call = step.payload.find((b) => b.type === 'server_tool_use' && b.name === 'code_execution');
  const code = call?.type === 'server_tool_use' ? (call.input as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

const PRE = 'max-h-[50vh] overflow-auto whitespace-pre rounded-md bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-500';

/**
 * Programmatic tool calling, readable: the Python a step carries as a listing (the payload holds
 * it as one JSON string), and the program's output as it printed it.
 */
export function CodeListing({ step }: { step: Step }) {
  const t = useT();
  const c = t.player.code;
  const program = programOf(step);
  if (program !== undefined) {
    return (
      <figure className="flex flex-col gap-1" data-testid="code-listing">
        <figcaption className="text-sm font-semibold text-slate-600 dark:text-slate-300">{c.program}</figcaption>
        {/* Focusable: a long listing scrolls, and a keyboard must reach it to scroll it. */}
        <pre className={PRE} tabIndex={0}>
          <code>{program}</code>
        </pre>
      </figure>
    );
  }
  if (step.kind !== 'code-output' && step.kind !== 'code-output-inject') return null;
  const content = step.payload.content;
  if (content.type !== 'code_execution_result') return null;
  return (
    <figure className="flex flex-col gap-1" data-testid="code-output">
      <figcaption className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        {c.stdout} <span className="font-normal">({c.exit(content.return_code)})</span>
      </figcaption>
      <pre className={PRE} tabIndex={0}>
        <code>{content.stdout}</code>
      </pre>
      {content.stderr && (
        <>
          <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">{c.stderr}</span>
          <pre className={PRE} tabIndex={0}>
            <code>{content.stderr}</code>
          </pre>
        </>
      )}
    </figure>
  );
}
