'use client';

import { NotInFrame } from '@/components/shared/frame-guard';
import { LiveImport } from './live-import';
import { LiveRunPanel } from './live-run-panel';
import { LiveRunPlayer } from './live-run-player';
import { LiveSettingsForm } from './live-settings-form';
import { LiveStoreProvider } from './live-store-provider';

/** Runs spend a key: inside a frame the page refuses (NotInFrame), and the store refuses to start (live-store-provider.tsx). */
export function LivePage() {
  return (
    <NotInFrame>
      <LiveStoreProvider>
        <LiveSettingsForm />
        <LiveRunPanel />
        <LiveRunPlayer />
        <LiveImport />
      </LiveStoreProvider>
    </NotInFrame>
  );
}
