'use client';

import { useEffect } from 'react';
import { LOCALE_PARAM } from '@/lib/i18n/resolve-locale';
import { stepFromQuery, stepQuery, type StepUrlSource } from '@/lib/scenario/step-url';
import { viewModeOf, withViewMode } from '@/lib/scenario/view-mode';
import type { PlayerStoreApi } from '@/lib/store/player-store';

/**
 * Keeps the step in the address bar so any step can be linked and reloaded, and
 * follows the address bar back: Back/Forward and the browser's page cache can show
 * a page whose player was made for another step than the URL now names.
 * replaceState, not the router: a step change must not refetch the page nor add a
 * history entry per step.
 */
export function useStepUrl(store: PlayerStoreApi, source: StepUrlSource | null) {
  const key = source ? JSON.stringify(source) : null;
  useEffect(() => {
    if (!key) return;
    const where = JSON.parse(key) as StepUrlSource;
    const follow = () => {
      const index = stepFromQuery(where, window.location.search);
      const { steps, index: current } = store.getState();
      // An out-of-range step was already explained by the page; keep what it chose.
      if (index !== null && index < steps.length && index !== current) store.getState().goTo(index);
    };
    follow();
    window.addEventListener('popstate', follow);
    window.addEventListener('pageshow', follow);

    // replaceState costs about a millisecond, most of a step change's budget: write it
    // in a task of its own right after the step is drawn, once for a burst of steps.
    // A MessageChannel task, not a timer, so it is not delayed by timer clamping.
    const channel = new MessageChannel();
    let pending = false;
    channel.port1.onmessage = () => {
      pending = false;
      const url = new URL(window.location.href);
      const lang = url.searchParams.get(LOCALE_PARAM);
      // The view mode stays as the address bar has it: presenter mode sets and clears its own flag.
      url.search = withViewMode(stepQuery(where, store.getState().index), viewModeOf((name) => url.searchParams.get(name)));
      // A link that came with its language keeps it, step after step.
      if (lang) url.searchParams.set(LOCALE_PARAM, lang);
      window.history.replaceState(window.history.state, '', url);
    };
    const unsubscribe = store.subscribe((state, prev) => {
      if (state.index === prev.index || pending) return;
      pending = true;
      channel.port2.postMessage(null);
    });
    return () => {
      channel.port1.close();
      unsubscribe();
      window.removeEventListener('popstate', follow);
      window.removeEventListener('pageshow', follow);
    };
  }, [store, key]);
}
