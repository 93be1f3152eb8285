import type { z } from 'zod';

/** Where in a record an issue is: field names and list positions, as zod reports paths. */
export type IssuePath = (string | number)[];

/** Reports a catalog rule broken at `path` with a message a person can act on. */
export function addIssue(ctx: z.RefinementCtx, path: IssuePath, message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/**
 * Reports every item of a list whose key an earlier item already has (a record's list of
 * promotions, cards, quantities ...): `path` locates the item's key, `message` says what repeats.
 */
export function flagDuplicates<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  keyOf: (item: T) => string | number,
  path: (index: number) => IssuePath,
  message: (key: string | number) => string,
): void {
  const seen = new Set<string | number>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) addIssue(ctx, path(index), message(key));
    seen.add(key);
  });
}
