/**
 * The mobile breakpoint of product/wizard.md#layout-constants (768 px), as global.css documents it.
 */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Whether the screen is at least as wide as the mobile breakpoint
 * (product/wizard.md#layout-constants).
 */
export function isWideScreen(): boolean {
  return window.matchMedia(WIDE_SCREEN).matches;
}
