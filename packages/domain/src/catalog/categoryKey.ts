/**
 * The key a sale category is known by (product/club-and-entry.md#entry-links): its name in
 * lowercase without spaces, hyphens and underscores, so a link's `daypass`, `DayPass`, `day pass`
 * and the catalog's `day-pass` name one category.
 */
export function categoryKey(category: string): string {
  return category.toLowerCase().replace(/[\s_-]/g, '');
}

/** Whether two category names name the same category (product/club-and-entry.md#entry-links). */
export function sameCategory(a: string, b: string): boolean {
  return categoryKey(a) === categoryKey(b);
}
