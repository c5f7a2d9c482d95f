'use client';

import { useEffect } from 'react';

/**
 * Links out of this page load the next page in full, rather than Next's client-side navigation.
 * A page's Content-Security-Policy is read once, when it loads; the "Your tools" page allows
 * connections anywhere (to the user's MCP server), and a client-side navigation would carry that
 * policy to pages that hold a key. Stopped in the capture phase, the click never reaches
 * next/link's handler, and the browser follows the link itself.
 */
export function useFullPageLoads(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return;
      event.stopPropagation();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
