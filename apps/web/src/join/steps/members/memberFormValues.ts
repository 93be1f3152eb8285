import type { MembershipMember } from '@clubjoin/contract/membership';
import { isoToDateOfBirth } from '@clubjoin/domain/validation/dateOfBirth';
import { NEW_MEMBER_SELECTION } from '@clubjoin/domain/validation/formerMember';
import { formatPhoneMask } from '@clubjoin/domain/validation/phoneNumber';
import type { MemberDetails } from '../../stores/membershipState';

/**
 * What a member form holds (product/member-forms.md#member-fields), every text in its form shape
 * (MM/DD/YYYY, masked phone).
 */
export interface MemberFormValues {
  /** The former-member chooser: '' (not chosen), 'NewMember' or a previous member's party id. */
  formerMember: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string;
  dateOfBirth: string;
  relationship: string;
  sendSmsOptIn: boolean;
}

/**
 * The fields a previous membership may fill, which are then locked
 * (product/member-forms.md#member-info-form).
 */
export const PREFILLABLE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'gender',
  'dateOfBirth',
] as const;
export type PrefillableField = (typeof PREFILLABLE_FIELDS)[number];

/** The form's values for a stored member: what was entered before, else empty. */
export function memberFormValues(
  member: MemberDetails | undefined,
  formerMember = '',
): MemberFormValues {
  return {
    formerMember,
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    gender: member?.gender ?? '',
    dateOfBirth: member?.dateOfBirth ?? '',
    relationship: member?.relationship ?? '',
    sendSmsOptIn: member?.sendSmsOptIn ?? false,
  };
}

/**
 * The fields of a previous membership's member in form shape
 * (product/member-forms.md#member-info-form: taken from the existing membership), only those the
 * member system holds.
 */
export function previousMemberFields(
  member: MembershipMember,
): Partial<Pick<MemberFormValues, PrefillableField>> {
  const fields: Partial<Pick<MemberFormValues, PrefillableField>> = {
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: isoToDateOfBirth(member.dateOfBirth),
  };
  if (member.email) fields.email = member.email;
  if (member.phoneNumber) fields.phone = formatPhoneMask(member.phoneNumber);
  if (member.gender) fields.gender = member.gender;
  return fields;
}

/**
 * The chooser's value for a stored member: the previous member it was taken from, 'New Member'
 * when it was entered by hand, or nothing yet.
 */
export function formerMemberChoice(
  member: MemberDetails | undefined,
  previousMembers: readonly MembershipMember[],
): string {
  if (member?.partyId && previousMembers.some((previous) => previous.partyId === member.partyId)) {
    return member.partyId;
  }
  return member?.firstName ? NEW_MEMBER_SELECTION : '';
}

const STORED_TEXTS = [...PREFILLABLE_FIELDS, 'relationship'] as const;

/**
 * The member details to store from a form's checked values
 * (product/member-forms.md#submitting-a-member-step: on submit store the data): the trimmed texts
 * the form's schema kept and the text-message opt-in; the chooser is not stored.
 */
export function memberDetailsOf(values: Partial<MemberFormValues>): MemberDetails {
  const details: MemberDetails = {};
  for (const field of STORED_TEXTS) {
    const value = values[field];
    if (value !== undefined) details[field] = value;
  }
  if (values.sendSmsOptIn !== undefined) details.sendSmsOptIn = values.sendSmsOptIn;
  return details;
}
