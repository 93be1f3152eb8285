import { describe, expect, it } from 'vitest';
import {
  SALE_CREDIT_PARTNER_MESSAGE,
  SALE_CREDIT_SHARE_MESSAGE,
  SALE_CREDIT_TOTAL_MESSAGE,
  saleCreditSplitSchema,
  saleCreditText,
} from './saleCredit';

const PARTNER = '3f0c3a4e-1111-4a1b-8c2d-000000000001';

/** The messages a split is refused with, by field. */
function problems(input: unknown): Record<string, string> {
  const parsed = saleCreditSplitSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the split of an in-club sale’s credit (docs/decisions/0028)', () => {
  it('accepts two whole shares that add up to 100', () => {
    expect(
      saleCreditSplitSchema.parse({
        partnerStaffId: PARTNER,
        sellerPercent: 60,
        partnerPercent: 40,
      }),
    ).toEqual({ partnerStaffId: PARTNER, sellerPercent: 60, partnerPercent: 40 });
  });

  it('refuses shares that do not add up to 100, under the partner’s share', () => {
    expect(problems({ partnerStaffId: PARTNER, sellerPercent: 60, partnerPercent: 30 })).toEqual({
      partnerPercent: SALE_CREDIT_TOTAL_MESSAGE,
    });
  });

  it.each([
    ['a zero share', 0, 100],
    ['a whole share', 100, 0],
    ['a fraction', 50.5, 49.5],
  ])('refuses %s with the share message, before the total', (_, sellerPercent, partnerPercent) => {
    const found = problems({ partnerStaffId: PARTNER, sellerPercent, partnerPercent });
    expect(Object.values(found)).toContain(SALE_CREDIT_SHARE_MESSAGE);
    expect(Object.values(found)).not.toContain(SALE_CREDIT_TOTAL_MESSAGE);
  });

  it('asks for the team member who shares the credit', () => {
    expect(problems({ partnerStaffId: 'nobody', sellerPercent: 50, partnerPercent: 50 })).toEqual({
      partnerStaffId: SALE_CREDIT_PARTNER_MESSAGE,
    });
  });
});

describe('saleCreditText', () => {
  it('names the seller alone without a split', () => {
    expect(saleCreditText([{ displayName: 'Sam Lee', percent: 100 }])).toBe('Sold by Sam Lee');
  });

  it('names the seller first, then the partner, with their shares', () => {
    expect(
      saleCreditText([
        { displayName: 'Sam Lee', percent: 70 },
        { displayName: 'Ana Ruiz', percent: 30 },
      ]),
    ).toBe('Sold by Sam Lee (70%) and Ana Ruiz (30%)');
  });
});
