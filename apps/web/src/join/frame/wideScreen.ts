/** The mobile breakpoint of 01 §9 (768 px), as global.css documents it. */
const WIDE_SCREEN = '(min-width: 768px)';

/** Whether the screen is at least as wide as the mobile breakpoint (01 §9). */
export function isWideScreen(): boolean {
  return window.matchMedia(WIDE_SCREEN).matches;
}
