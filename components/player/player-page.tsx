import { deriveSteps } from '@/lib/engine/derive-steps';
import { prerenderedForSteps } from '@/lib/diagram/prerendered';
import type { Dictionary } from '@/lib/i18n';
import type { LibraryEntry } from '@/lib/scenario/load-library';
import type { Scenario } from '@/lib/scenario/types';
import type { ViewMode } from '@/lib/scenario/view-mode';
import { ErrorPanel } from '@/components/shared/error-panel';
import { ImportedScenarioPlayer } from './imported-scenario-player';
import { Player } from './player';
import { ScenarioNav } from './scenario-nav';

/** What the player route resolved from its URL: a library scenario, a file in this browser, or an error to explain. */
export type PlayerPageContent =
  | { kind: 'scenario'; scenario: Scenario; initialIndex: number }
  | { kind: 'file'; fileName: string; step: string | undefined }
  | { kind: 'error'; message: string; detail?: string; links: { href: string; label: string }[] };

/** `t`: the request's language, for the diagram drawn ahead of time. */
export function PlayerPage({
  entries,
  current,
  content,
  t,
  mode = 'full',
}: {
  entries: LibraryEntry[];
  current: string | null;
  content: PlayerPageContent;
  t: Dictionary;
  mode?: ViewMode;
}) {
  return (
    <>
      {mode !== 'embed' && <ScenarioNav entries={entries} current={current} t={t} />}
      {content.kind === 'scenario' && (
        // Server side: a shipped scenario's diagram comes drawn, in the first HTML.
        <Player scenario={content.scenario} initialIndex={content.initialIndex} linkable diagram={prerenderedForSteps(deriveSteps(content.scenario), t)} mode={mode} />
      )}
      {content.kind === 'file' && <ImportedScenarioPlayer fileName={content.fileName} step={content.step} />}
      {content.kind === 'error' && <ErrorPanel message={content.message} detail={content.detail} links={content.links} />}
    </>
  );
}
