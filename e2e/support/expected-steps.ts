import { deriveSteps } from '@/lib/engine/derive-steps';
import type { Step } from '@/lib/engine/step';
import { stepTitle } from '@/lib/i18n/describe-step';
import { en as t } from '@/lib/i18n/en';
import { startsFolded } from '@/lib/json/fold';
import { loadLibraryScenario } from '@/lib/scenario/load-library';

/**
 * What the player must show at each step, computed from the same scenario file
 * and dictionary the app uses. A copy of the payloads in the tests would go stale
 * the day the recorder rewrites the scenario; derived expectations follow it.
 */
export interface ExpectedStep {
  scenario: string;
  number: number;
  title: string;
  /** "Client → Service (API)", as the step card prints it. */
  route: string;
  caption: string;
  /**
   * Lines the JSON view shows at this step (whole lines, as `"key": value`): the
   * one that best tells it from the others, plus, for the steps the article
   * dwells on, the field it points at.
   */
  shows: string[];
  /** A line a neighbouring step shows and this one does not (when there is one): proves the pane is not one step off. */
  lacks: string | undefined;
  /** What "Copy JSON" must put on the clipboard. */
  json: string;
  step: Step;
}

export function expectedSteps(scenarioId: string): ExpectedStep[] {
  const parsed = loadLibraryScenario(scenarioId);
  if (!parsed || !parsed.ok) throw new Error(`scenario ${scenarioId} does not load: ${parsed ? parsed.error : 'unknown id'}`);
  const steps = deriveSteps(parsed.scenario);
  const visible = steps.map((s) => visibleKeyLines(s.payload));
  return steps.map((step, i) => {
    const title = stepTitle(step, t);
    const best = distinguishingLine(visible, i);
    return {
      scenario: scenarioId,
      number: step.number,
      title,
      route: `${t.actors[step.from]} → ${t.actors[step.to]}`,
      caption: t.player.step.caption(step.number, steps.length, title),
      shows: [...new Set([...(best === undefined ? [] : [best]), ...landmarks(step)])],
      lacks: missingLine(visible, i),
      json: JSON.stringify(step.payload, null, 2),
      step,
    };
  });
}

/**
 * The `"key": scalar` lines the JSON view renders before anything is expanded.
 * Mirrors components/shared/json-view.tsx: a node folded by `startsFolded` hides its
 * children, so text inside it is not on screen and must not be expected.
 */
export function visibleKeyLines(value: unknown): string[] {
  const lines: string[] = [];
  const walk = (v: unknown, depth: number, name?: string) => {
    if (v === null || typeof v !== 'object') {
      if (name !== undefined) lines.push(`${JSON.stringify(name)}: ${JSON.stringify(v ?? null)}`);
      return;
    }
    if (startsFolded(v, depth, name)) return;
    const entries: Array<[string | undefined, unknown]> = Array.isArray(v) ? v.map((x) => [undefined, x]) : Object.entries(v);
    for (const [k, child] of entries) walk(child, depth + 1, k);
  };
  walk(value, 0);
  return lines;
}

/** The field a reader of the article looks for at these steps, read from the step's own payload. */
function landmarks(step: Step): string[] {
  const line = (key: string, value: unknown) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  switch (step.kind) {
    case 'model-search-call': {
      // The search tool's argument: "pattern" for regex, "query" for BM25.
      const call = step.payload.find((b) => b.type === 'server_tool_use');
      const input = (call && 'input' in call ? call.input : {}) as Record<string, unknown>;
      return Object.entries(input).slice(0, 1).map(([k, v]) => line(k, v));
    }
    case 'search-inject': {
      const content = step.payload.content;
      return content.type === 'tool_search_tool_search_result' ? content.tool_references.slice(0, 1).map((r) => line('tool_name', r.tool_name)) : [];
    }
    case 'mcp-call':
      return [line('method', step.payload.method)];
    case 'response':
      return [line('stop_reason', step.payload.stop_reason)];
    default:
      return [];
  }
}

const linesOf = (visible: string[][], indices: number[]) => new Set(indices.flatMap((j) => visible[j] ?? []));

/**
 * The line that best identifies step i: one neither neighbour shows (so a pane
 * one step off fails), and among those the one the fewest other steps show.
 * A step whose payload is a subset of its neighbour's (the model's input is the
 * request minus a few fields) falls back to its rarest line; `lacks` covers it.
 */
function distinguishingLine(visible: string[][], i: number): string | undefined {
  const own = [...new Set(visible[i] ?? [])];
  const neighbours = linesOf(visible, [i - 1, i + 1]);
  const shownBy = (line: string) => visible.filter((lines, j) => j !== i && lines.includes(line)).length;
  const score = (line: string) => (neighbours.has(line) ? visible.length : 0) + shownBy(line);
  return own.reduce<string | undefined>((a, l) => (a === undefined || score(l) < score(a) ? l : a), undefined);
}

function missingLine(visible: string[][], i: number): string | undefined {
  const own = new Set(visible[i] ?? []);
  for (const j of [i - 1, i + 1]) {
    const line = (visible[j] ?? []).find((l) => !own.has(l));
    if (line) return line;
  }
  return undefined;
}
