/** The history state the back button leaves on the page it goes to. */
export const ARRIVED_BY_BACK = { arrivedBy: 'back' } as const;

/**
 * Whether the page was reached with the back button. A step that passes straight through when it
 * has nothing to ask (program information without identifier parts) must then stay, or Back
 * from the next step would bounce the person forward again and never get further back.
 */
export function arrivedByBack(locationState: unknown): boolean {
  return (
    typeof locationState === 'object' &&
    locationState !== null &&
    (locationState as { arrivedBy?: unknown }).arrivedBy === ARRIVED_BY_BACK.arrivedBy
  );
}
