import type { MemberFormContext } from './memberForms';

/**
 * What the sale tells every member form alike (product/member-forms.md#member-info-form): today at
 * the club, the flows, the product type, the club's country and the phone the parent age-gap
 * message asks to call.
 */
export type SaleFormContext = Pick<
  MemberFormContext,
  'today' | 'flows' | 'productType' | 'clubCountry' | 'supportPhone'
>;

/** What a member form reads of another member: their email, date of birth and relationship. */
export interface OtherMember {
  email?: string | undefined;
  /** As entered: MM/DD/YYYY. */
  dateOfBirth?: string | undefined;
  relationship?: string | undefined;
}

/** The members of a membership as far as their forms are filled. */
export interface MembersInForms {
  primaryMember?: OtherMember | undefined;
  /** The account's username: the primary's email when the primary's form leaves it empty. */
  accountUsername?: string | undefined;
  /** The additional adults, in order. */
  adultMembers: readonly OtherMember[];
}

/** Which member a form is for: the primary, the purchaser, or a slot of a member list. */
export type MemberFormSlot =
  | { list: 'primary' }
  | { list: 'purchaser' }
  | { list: 'adult'; position: number }
  | { list: 'junior'; position: number };

const given = (text: string | undefined): string | undefined =>
  text === undefined || text.trim() === '' ? undefined : text;

/**
 * The context of one member's form (product/member-forms.md#ages,
 * #relationship-and-former-members): the sale's, plus what the other members give it. The parents
 * are the primary and the partner (the first additional adult whose relationship is Partner, never
 * the member themself); a secondary adult's email must differ from the primary's (the account's
 * username when the primary gives none) and from those of the adults before them.
 * `previousMemberPartyIds` are the previous membership's members the form's chooser offers.
 */
export function memberFormContextOf(
  sale: SaleFormContext,
  members: MembersInForms,
  slot: MemberFormSlot,
  previousMemberPartyIds: readonly string[] = [],
): MemberFormContext {
  const partner = members.adultMembers.find(
    (member, index) =>
      member.relationship === 'Partner' && !(slot.list === 'adult' && slot.position === index),
  );
  const earlierAdults = slot.list === 'adult' ? members.adultMembers.slice(0, slot.position) : [];
  const primaryEmail = given(members.primaryMember?.email) ?? members.accountUsername;
  return {
    ...sale,
    primaryDateOfBirth: members.primaryMember?.dateOfBirth,
    partnerDateOfBirth: partner?.dateOfBirth,
    otherAdultEmails: [primaryEmail, ...earlierAdults.map((member) => member.email)]
      .map(given)
      .filter((email) => email !== undefined),
    previousMemberPartyIds,
  };
}
