import { describe, expect, it } from 'vitest';
import { COMPLETED_MEMBER_TYPE_LABELS, COMPLETED_MEMBER_TYPES } from './enrolledMembers';

describe('the kinds of person a completed membership records (product/payment-and-confirmation.md#what-a-purchase-creates)', () => {
  it('names each kind once, with a label of its own', () => {
    const labels = COMPLETED_MEMBER_TYPES.map((type) => COMPLETED_MEMBER_TYPE_LABELS[type]);
    expect(new Set(labels).size).toBe(COMPLETED_MEMBER_TYPES.length);
    expect(Object.keys(COMPLETED_MEMBER_TYPE_LABELS).sort()).toEqual(
      [...COMPLETED_MEMBER_TYPES].sort(),
    );
  });
});
