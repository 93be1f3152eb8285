import { describe, expect, it } from 'vitest';
import { pricingCaseFor } from './pricingCase';

describe('which case prices a cart (product/pricing-and-dues.md#pricing-cases)', () => {
  it.each([
    {
      rule: 'an open club on the 1st',
      flow: undefined,
      type: 'Monthly',
      open: 'OPEN',
      date: '2026-06-01',
      expected: 'firstOfMonth',
    },
    {
      rule: 'an open club on any other day',
      flow: undefined,
      type: 'Monthly',
      open: 'OPEN',
      date: '2026-06-02',
      expected: 'prorated',
    },
    {
      rule: 'a presale club, even on the 1st',
      flow: undefined,
      type: 'Monthly',
      open: 'PRESALE',
      date: '2026-06-01',
      expected: 'presale',
    },
    {
      rule: 'a waitlist join, even at an open club',
      flow: 'Waitlist',
      type: 'Monthly',
      open: 'OPEN',
      date: '2026-06-01',
      expected: 'waitlist',
    },
    {
      rule: 'a day pass product',
      flow: undefined,
      type: 'DayPass',
      open: 'OPEN',
      date: '2026-06-15',
      expected: 'dayPass',
    },
    {
      rule: 'the DayPass flow',
      flow: 'DayPass',
      type: 'Monthly',
      open: 'PRESALE',
      date: '2026-06-15',
      expected: 'dayPass',
    },
    {
      rule: 'a short term, paid in full on any day',
      flow: undefined,
      type: 'ShortTerm',
      open: 'OPEN',
      date: '2026-06-15',
      expected: 'paidInFull',
    },
    {
      rule: 'the ShortTerm flow, even at a presale club',
      flow: 'ShortTerm',
      type: 'ShortTerm',
      open: 'PRESALE',
      date: '2026-06-01',
      expected: 'paidInFull',
    },
    {
      rule: 'another flow at an open club',
      flow: 'Employee',
      type: 'Employee',
      open: 'OPEN',
      date: '2026-06-20',
      expected: 'prorated',
    },
  ] as const)('$rule: $expected', ({ flow, type, open, date, expected }) => {
    expect(pricingCaseFor({ flow, productType: type, clubOpen: open, joinDate: date })).toBe(
      expected,
    );
  });
});
