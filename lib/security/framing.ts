/**
 * Whether a page is inside a frame. A page framed by another site must not
 * show or run anything that can spend a key (clickjacking); reading `top`
 * is allowed across origins, and a browser that refuses it counts as framed.
 */
export function isFramed(win: { top: unknown; self: unknown }): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}
