import type { PrerenderedDiagram } from '@/lib/diagram/prerendered';
import type { LibraryEntry } from '@/lib/scenario/load-library';
import type { Dictionary } from '@/lib/i18n';
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

/**
 * The player route's page, for the server and the browser alike: `diagram` is
 * the one drawn ahead of time (player-page.tsx, server side), or null to draw it here.
 */
export function PlayerView({
  entries,
  current,
  content,
  diagram,
  t,
  mode,
  firstVisit = false,
}: {
  entries: LibraryEntry[];
  current: string | null;
  content: PlayerPageContent;
  diagram: PrerenderedDiagram | null;
  t: Dictionary;
  mode: ViewMode;
  /** No primer cookie yet: the player opens its primer. */
  firstVisit?: boolean;
}) {
  return (
    <>
      {mode !== 'embed' && <ScenarioNav entries={entries} current={current} t={t} />}
      {content.kind === 'scenario' && <Player scenario={content.scenario} initialIndex={content.initialIndex} linkable diagram={diagram} mode={mode} firstVisit={firstVisit} />}
      {content.kind === 'file' && <ImportedScenarioPlayer fileName={content.fileName} step={content.step} />}
      {content.kind === 'error' && <ErrorPanel message={content.message} detail={content.detail} links={content.links} />}
    </>
  );
}
