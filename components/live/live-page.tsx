'use client';

import { LiveImport } from './live-import';
import { LiveRunPanel } from './live-run-panel';
import { LiveRunPlayer } from './live-run-player';
import { LiveSettingsForm } from './live-settings-form';
import { LiveStoreProvider } from './live-store-provider';

export function LivePage() {
  return (
    <LiveStoreProvider>
      <LiveSettingsForm />
      <LiveRunPanel />
      <LiveRunPlayer />
      <LiveImport />
    </LiveStoreProvider>
  );
}
