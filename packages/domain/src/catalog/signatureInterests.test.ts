import { describe, expect, it } from 'vitest';
import { hasSignatureInterest } from './signatureInterests';

describe('signature interests (product/membership-and-promotions.md#card-order)', () => {
  it.each([
    { displayName: 'Work', signature: true },
    { displayName: 'Tennis', signature: true },
    { displayName: 'Pilates', signature: true },
    { displayName: 'Swimming', signature: true },
    { displayName: 'Child Center', signature: true },
    { displayName: 'Kids Activities', signature: true },
    { displayName: 'Group Fitness / Studio Classes', signature: true },
    { displayName: 'Group Fitness', signature: true },
    { displayName: 'Small Group Training', signature: true },
    { displayName: 'PILATES', signature: true },
    { displayName: 'Personal Training', signature: false },
    { displayName: 'Active Aging', signature: false },
    { displayName: 'Pickleball', signature: false },
    { displayName: 'Group', signature: false },
  ])('$displayName is a signature interest: $signature', ({ displayName, signature }) => {
    expect(hasSignatureInterest([{ displayName }])).toBe(signature);
  });

  it('one signature interest among others is enough', () => {
    expect(hasSignatureInterest([{ displayName: 'Pickleball' }, { displayName: 'Tennis' }])).toBe(
      true,
    );
  });

  it('no interests chosen is no signature interest', () => {
    expect(hasSignatureInterest([])).toBe(false);
  });
});
