import { describe, expect, it } from 'vitest';
import {
  additionalMembersTitle,
  INVALID_MEMBER_INDEX_MESSAGE,
  memberListPosition,
  memberStepOf,
} from './memberSteps';

describe('memberStepOf (product/member-forms.md#member-info-form: adult steps from index 2, juniors from 1)', () => {
  it.each([
    ['primaryMemberInfo', { memberType: 'primary' }],
    ['additionalMemberTwo', { memberType: 'secondaryAdult', index: 2 }],
    ['additionalMemberSix', { memberType: 'secondaryAdult', index: 6 }],
    ['juniorMemberOne', { memberType: 'junior', index: 1 }],
    ['juniorMemberSix', { memberType: 'junior', index: 6 }],
    ['membershipAddress', undefined],
  ] as const)('%s → %j', (step, expected) => {
    expect(memberStepOf(step)).toEqual(expected);
  });
});

describe('memberListPosition (product/member-forms.md#member-info-form: Invalid member index.)', () => {
  it.each([
    [{ memberType: 'secondaryAdult', index: 2 }, 1, 0],
    [{ memberType: 'secondaryAdult', index: 3 }, 2, 1],
    [{ memberType: 'secondaryAdult', index: 3 }, 1, undefined],
    [{ memberType: 'secondaryAdult', index: 1 }, 5, undefined],
    [{ memberType: 'junior', index: 1 }, 1, 0],
    [{ memberType: 'junior', index: 2 }, 1, undefined],
    [{ memberType: 'junior', index: 0 }, 3, undefined],
    [{ memberType: 'junior', index: 1.5 }, 3, undefined],
  ] as const)('%j in a list of %i → %j', (member, length, expected) => {
    expect(memberListPosition(member, length)).toBe(expected);
  });

  it('words the error as the member info form raises it (product/member-forms.md#member-info-form)', () => {
    expect(INVALID_MEMBER_INDEX_MESSAGE).toBe('Invalid member index.');
  });
});

describe('additionalMembersTitle (product/member-forms.md#member-info-form)', () => {
  const family = { adults: 2, juniors: 2 };
  it.each([
    [{ memberType: 'secondaryAdult', index: 2 }, family, 'Additional Members (1 of 3)'],
    [{ memberType: 'junior', index: 1 }, family, 'Additional Members (2 of 3)'],
    [{ memberType: 'junior', index: 2 }, family, 'Additional Members (3 of 3)'],
    [{ memberType: 'junior', index: 1 }, { adults: 1, juniors: 1 }, 'Additional Members (1 of 1)'],
    [
      { memberType: 'secondaryAdult', index: 4 },
      { adults: 4, juniors: 0 },
      'Additional Members (3 of 3)',
    ],
  ] as const)('%j with %j → %s', (member, quantities, title) => {
    expect(additionalMembersTitle(member, quantities)).toBe(title);
  });
});
