/**
 * What a page load is measured by, the same for the app and the seed demo: the
 * init scripts that note when the diagram enters the DOM and when the page first
 * paints, and the rule that turns them into "the diagram is visible".
 * The functions passed to addInitScript travel as source: each is self-contained.
 */

/**
 * Records, from the first byte of the document on, when the diagram is in the
 * page (drawn by the server, data-status=prerendered, or drawn in the page,
 * data-status=ready) and when it answers clicks (ready), each followed by the
 * next animation frame. An animation frame callback runs before that frame's
 * style, layout and paint, and Chromium may hold the first frame back (the
 * stylesheet, the first layout): the diagram is visible at the first paint
 * that can hold it, the later of this frame and `watchFirstPaint`'s
 * (`visibleAt`).
 */
export function watchDiagram() {
  const check = () => {
    const host = document.querySelector('[data-testid="sequence-diagram"]');
    if (!host || !host.querySelector('svg')) return;
    const status = host.getAttribute('data-status');
    if (!window.__diagramShown && (status === 'ready' || status === 'prerendered')) {
      window.__diagramShown = performance.now();
      requestAnimationFrame(() => (window.__diagramFrame = performance.now()));
    }
    if (!window.__diagramReady && status === 'ready') {
      window.__diagramReady = performance.now();
      requestAnimationFrame(() => (window.__diagramReadyFrame = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
}

/** The seed demo's diagram: its arrows, built by an inline script while the page loads. */
export function watchAnchorDiagram() {
  const check = () => {
    if (window.__diagramShown || !document.querySelector('.msg-arrow')) return;
    window.__diagramShown = performance.now();
    requestAnimationFrame(() => (window.__diagramFrame = performance.now()));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

/** The first contentful paint, for both pages (an init script of its own). */
export function watchFirstPaint() {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** When the diagram first shows: the first contentful paint, or the frame after it was drawn if that came later. */
export const visibleAt = (frame, fcp) => (Number.isFinite(frame) && Number.isFinite(fcp) ? Math.max(frame, fcp) : null);

export const navigation = () => {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    fcp_ms: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    response_end_ms: nav?.responseEnd ?? null,
    dom_content_loaded_ms: nav?.domContentLoadedEventEnd ?? null,
    load_event_ms: nav?.loadEventEnd || null,
    cls: window.__cls,
    shifts: window.__shifts ?? [],
  };
};
