import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERESTS, listInterestOptions, VALID_INTERESTS } from './listInterestOptions';

const names = (options: { displayName: string }[]) => options.map((o) => o.displayName);
const defaults = ['Active Aging', 'Pickleball', 'Small Group Training'];

describe('interests step options (product/membership-and-promotions.md#interests)', () => {
  it.each([
    'Pilates',
    'Group Fitness / Studio Classes',
    'Personal Training',
    'Child Center',
    'Kids Activities',
    'Swimming',
    'Tennis',
  ])('%s from the club is offered', (displayName) => {
    expect(names(listInterestOptions([{ displayName }]))).toEqual([displayName, ...defaults]);
  });

  it.each(['Yoga', 'Cycling', 'pilates', 'Group Fitness', 'Pickleball'])(
    '%s from the club is not on the valid list and is dropped',
    (displayName) => {
      expect(names(listInterestOptions([{ displayName }]))).toEqual(defaults);
    },
  );

  it('keeps the club results in their order, with their fields, then the defaults', () => {
    const tennis = { displayName: 'Tennis', name: 'tennis', interests: [] };
    const pilates = { displayName: 'Pilates', name: 'pilates', interests: [] };
    const yoga = { displayName: 'Yoga', name: 'yoga', interests: [] };
    expect(listInterestOptions([tennis, yoga, pilates])).toEqual([
      tennis,
      pilates,
      { displayName: 'Active Aging' },
      { displayName: 'Pickleball' },
      { displayName: 'Small Group Training' },
    ]);
  });

  it('offers the defaults when the club has no interests', () => {
    expect(names(listInterestOptions([]))).toEqual(defaults);
  });

  it('the lists are the spec’s', () => {
    expect(VALID_INTERESTS).toHaveLength(7);
    expect(DEFAULT_INTERESTS).toEqual(defaults);
  });
});
