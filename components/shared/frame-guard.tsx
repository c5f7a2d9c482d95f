'use client';

import { useEffect, type ReactNode } from 'react';
import { useT } from '@/components/i18n/locale-provider';
import { useFramed } from '@/hooks/use-framed';

/**
 * Inside a frame, every link leaves it: a click on any link opens a new
 * top-level tab instead of navigating the frame. Mounted once, in the root
 * layout, so it covers links a page adds later. The attribute is set in the
 * capture phase, before Next's <Link> looks at it: Link leaves a click with a
 * `target` other than `_self` to the browser, so no client-side navigation
 * can carry the frame to /live.
 */
export function LeaveFrameLinks() {
  const framed = useFramed();
  useEffect(() => {
    if (!framed) return;
    const leave = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    };
    document.addEventListener('click', leave, true);
    return () => document.removeEventListener('click', leave, true);
  }, [framed]);
  return null;
}

/**
 * What can spend a key (live runs, exact token counts) renders only outside a
 * frame: inside one, another site could lay its own page over it and steer
 * the clicks. Until hydration says where the page is, the server's HTML shows
 * as usual; nothing in it can run without the page's script.
 */
export function NotInFrame({ children }: { children: ReactNode }) {
  const framed = useFramed();
  const t = useT();
  if (framed !== true) return children;
  return (
    <div role="alert" className="card max-w-2xl" data-testid="framed-refusal">
      <p className="font-semibold">{t.framed.refused}</p>
      <a href={window.location.href} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sky-700 underline dark:text-sky-300">
        {t.framed.open}
      </a>
    </div>
  );
}
