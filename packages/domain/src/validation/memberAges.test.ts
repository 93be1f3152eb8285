import { describe, expect, it } from 'vitest';
import { JUNIOR_MAX_AGE } from './ages';
import { ADULT_MIN_AGE, MEMBER_AGES } from './memberAges';

describe('the ages of adults and juniors (product/membership-and-promotions.md#adults-and-juniors)', () => {
  it('says them as the Add Members counters show them', () => {
    expect(MEMBER_AGES).toEqual({
      adult: 'Ages 14 and up',
      junior: 'Ages 3 months to 13 years',
    });
  });

  it('leaves no age between a junior and an adult', () => {
    expect(ADULT_MIN_AGE).toBe(JUNIOR_MAX_AGE + 1);
  });
});
