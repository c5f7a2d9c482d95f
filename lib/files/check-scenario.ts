import { stepsOf } from '@/lib/engine/steps-of';
import type { Step } from '@/lib/engine/step';
import { parseScenarioText } from '@/lib/scenario/schema';
import type { Scenario } from '@/lib/scenario/types';

/**
 * What importing a file costs: JSON, the schema, the steps. For a big file
 * (24 MB, 83,000 steps) that is seconds of work, so it runs in a worker
 * (import-worker.ts), and on the main thread only where no worker can start.
 * `phase` says when the steps are being derived, for the page's progress.
 */
export type Checked = { ok: true; scenario: Scenario; steps: readonly Step[] } | { ok: false; error: string };

export function checkScenarioText(text: string, fileName: string, phase: (name: 'deriving') => void = () => {}): Checked {
  const parsed = parseScenarioText(text, fileName);
  if (!parsed.ok) return parsed;
  phase('deriving');
  try {
    const steps = stepsOf(parsed.scenario);
    if (steps.length === 0) return { ok: false, error: `${fileName}: exchanges: the scenario has no steps to play; expected at least one exchange with a request` };
    return { ok: true, scenario: parsed.scenario, steps };
  } catch {
    // The schema checks what the engine relies on, so this is a gap in it: say so without the engine's internals.
    return { ok: false, error: `${fileName}: (root): the player could not derive steps from this scenario; expected a transcript it can play` };
  }
}
