import { describe, expect, it } from 'vitest';
import { adjustMemberTypes } from './adjustMemberTypes';

const TODAY = '2025-06-15';
const member = (name: string, dateOfBirth: string) => ({ name, dateOfBirth });

describe('adjustMemberTypes (product/accounts-and-sign-in.md#existing-membership-lookup): former juniors by their age today (product/member-forms.md#ages)', () => {
  it.each<[string, string, 'junior' | 'additional']>([
    ['13, a day before turning 14', '2011-06-16', 'junior'],
    ['turning 14 today', '2011-06-15', 'additional'],
    ['20 years old', '2005-01-01', 'additional'],
    ['a baby', '2025-01-01', 'junior'],
  ])('a former junior %s stays a %s', (_case, dateOfBirth, kind) => {
    const adjusted = adjustMemberTypes(
      { additionalMembers: [], juniorMembers: [member('Sam', dateOfBirth)] },
      TODAY,
    );
    expect(adjusted).toEqual(
      kind === 'junior'
        ? { additionalMembers: [], juniorMembers: [member('Sam', dateOfBirth)] }
        : { additionalMembers: [member('Sam', dateOfBirth)], juniorMembers: [] },
    );
  });

  it('keeps the adults first and every list in its order; adults never become juniors', () => {
    const partner = member('Pat', '1980-03-01');
    const child = member('Kim', '2012-02-02');
    const older = member('Lee', '2010-05-05');
    const younger = member('Max', '2016-07-07');
    const teenNow = member('Ada', '2011-01-01');
    expect(
      adjustMemberTypes(
        { additionalMembers: [partner, child], juniorMembers: [older, younger, teenNow] },
        TODAY,
      ),
    ).toEqual({ additionalMembers: [partner, child, older, teenNow], juniorMembers: [younger] });
  });
});
