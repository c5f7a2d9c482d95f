import { runScenario, type Inflight, type RunRecord } from '@/lib/live/live-scenario';
import { viewOf } from '@/lib/live/run-view';
import { baseUrlFor, type LiveSettings } from '@/lib/live/settings';
import type { RunExportInput } from './scenario-file';

/**
 * A live run as the "Export run" file sees it. Structural, so the files layer
 * needs nothing from the store: the store's run is one of these.
 */
export interface ExportableRun extends Pick<RunExportInput, 'plan' | 'status' | 'requestsSent' | 'end' | 'failure' | 'simulated' | 'partial'> {
  record: RunRecord;
  inflight: Inflight | null;
}

/**
 * What goes into the run export: where the requests went (by the current
 * settings), how the run ended, the request left unanswered, the complete
 * transcript as a scenario, and the steps as the player shows them now.
 */
export function runExportInput(run: ExportableRun, settings: Pick<LiveSettings, 'route' | 'target' | 'customBaseUrl'>, origin: string): RunExportInput {
  return {
    plan: run.plan,
    baseUrl: baseUrlFor(settings, origin),
    status: run.status,
    requestsSent: run.requestsSent,
    end: run.end,
    failure: run.failure,
    simulated: run.simulated,
    partial: run.partial,
    unanswered: run.inflight?.request ?? null,
    scenario: runScenario(run.record),
    steps: viewOf(run.record, run.inflight).steps,
  };
}
