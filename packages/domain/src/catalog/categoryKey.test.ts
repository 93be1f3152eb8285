import { describe, expect, it } from 'vitest';
import { categoryKey, sameCategory } from './categoryKey';

describe('a sale category named in a link (product/club-and-entry.md#entry-links)', () => {
  it.each(['daypass', 'DayPass', 'day-pass', 'day pass', 'Day_Pass'])(
    'reads %s as the day-pass category',
    (name) => {
      expect(categoryKey(name)).toBe('daypass');
      expect(sameCategory(name, 'day-pass')).toBe(true);
    },
  );

  it('tells different categories apart', () => {
    expect(sameCategory('short-term', 'day-pass')).toBe(false);
  });
});
