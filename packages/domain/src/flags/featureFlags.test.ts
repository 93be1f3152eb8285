import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_VALUES, evaluateFlags, type FlagRule } from './featureFlags';

const rules: FlagRule[] = [
  { name: 'add-payment-form', enabled: true },
  { name: 'click-to-cancel', enabled: true, when: { country: ['US'], stateAbbr: ['CA', 'NY'] } },
  { name: 'in-club-membership-options', enabled: true, when: { experienceType: ['employee'] } },
];

describe('feature flags (product/decisions-and-platform.md#feature-flags)', () => {
  it.each([
    {
      rule: 'a rule with no conditions is on for everyone',
      context: {},
      expected: {
        'add-payment-form': true,
        'click-to-cancel': false,
        'in-club-membership-options': false,
      },
    },
    {
      rule: 'a rule is on when the context meets every condition',
      context: { country: 'US', stateAbbr: 'NY', experienceType: 'employee' as const },
      expected: {
        'add-payment-form': true,
        'click-to-cancel': true,
        'in-club-membership-options': true,
      },
    },
    {
      rule: 'one unmet condition turns it off',
      context: { country: 'CA', stateAbbr: 'NY', experienceType: 'prospect' as const },
      expected: {
        'add-payment-form': true,
        'click-to-cancel': false,
        'in-club-membership-options': false,
      },
    },
    {
      rule: 'a condition on an attribute the context lacks is unmet',
      context: { country: 'US' },
      expected: {
        'add-payment-form': true,
        'click-to-cancel': false,
        'in-club-membership-options': false,
      },
    },
  ])('$rule', ({ context, expected }) => {
    expect(evaluateFlags(rules, context)).toEqual(expected);
  });

  it('keeps a disabled flag off whatever the context', () => {
    expect(
      evaluateFlags([{ name: 'add-payment-form', enabled: false }], {})['add-payment-form'],
    ).toBe(false);
  });

  it('answers the defaults when there are no rules', () => {
    expect(evaluateFlags([], { country: 'US' })).toEqual(DEFAULT_FLAG_VALUES);
  });
});
