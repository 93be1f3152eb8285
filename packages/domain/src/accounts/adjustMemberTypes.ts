import { ageInYearsOn } from '../validation/ageOn';
import { JUNIOR_MAX_AGE } from '../validation/ages';
import type { IsoDate } from '../time/isoDate';

/** The previous members of a membership, as the existing-membership lookup answers them. */
export interface PreviousMembers<Member extends { dateOfBirth: IsoDate }> {
  additionalMembers: Member[];
  juniorMembers: Member[];
}

/**
 * The lookup's adjustMemberTypes option
 * (product/accounts-and-sign-in.md#existing-membership-lookup): the previous members sorted by who
 * they are today. A junior is 3 months to 13 years old (product/member-forms.md#ages), so a former
 * junior older than 13 on `today` comes back among the additional members, after the adults, in
 * their own order; the rest stay where they were. Adults never become juniors again, so only
 * juniors move.
 */
export function adjustMemberTypes<Member extends { dateOfBirth: IsoDate }>(
  members: PreviousMembers<Member>,
  today: IsoDate,
): PreviousMembers<Member> {
  const isJuniorStill = (member: Member) =>
    ageInYearsOn(member.dateOfBirth, today) <= JUNIOR_MAX_AGE;
  return {
    additionalMembers: [
      ...members.additionalMembers,
      ...members.juniorMembers.filter((member) => !isJuniorStill(member)),
    ],
    juniorMembers: members.juniorMembers.filter(isJuniorStill),
  };
}
