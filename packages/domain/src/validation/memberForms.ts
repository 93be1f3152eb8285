import { z } from 'zod';
import type { Flow, ProductType } from '../vocabulary';
import type { IsoDate } from '../time/isoDate';
import {
  checkJuniorAge,
  checkParentAgeGap,
  checkPartnerAge,
  checkPrimaryAge,
  checkSecondaryChildAge,
} from './ages';
import {
  birthDateRule,
  dateOfBirthToIso,
  optionalDateOfBirthSchema,
  requiredDateOfBirthSchema,
} from './dateOfBirth';
import { memberEmailSchema } from './email';
import { fieldsPassed } from './fieldsPassed';
import { formerMemberSelectionSchema } from './formerMember';
import { optionalGenderSchema, requiredGenderSchema } from './gender';
import type { MemberType } from './memberTypes';
import { firstNameSchema, lastNameSchema } from './names';
import { optionalPhoneSchema, requiredPhoneSchema } from './phone';
import type { Country } from './regions';
import { relationshipSchema } from './relationship';
import { checkSmsOptIn } from './smsOptIn';
import { firstBrokenRule, optionalText, type TextRule } from './textField';

/**
 * What a member form's rules read besides its own fields
 * (product/member-forms.md#member-info-form).
 */
export interface MemberFormContext {
  /**
   * Today in the club's time zone (product/decisions-and-platform.md#time-and-clocks); ages are
   * computed on it.
   */
  today: IsoDate;
  /** The membership's flows (Purchaser, PurchaserChild, ...). */
  flows: readonly Flow[];
  /** The chosen product's type, for the primary's product age rules. */
  productType?: ProductType | undefined;
  /** The primary's date of birth as entered (MM/DD/YYYY), once known: a parent for the gap rule. */
  primaryDateOfBirth?: string | undefined;
  /** The partner's date of birth as entered (MM/DD/YYYY), once known: a parent for the gap rule. */
  partnerDateOfBirth?: string | undefined;
  /** The emails of the primary and of the earlier adults, which a secondary adult may not reuse. */
  otherAdultEmails?: readonly string[] | undefined;
  /** The club's country: the text-message opt-in exists for US clubs only. */
  clubCountry: Country;
  /** The phone number the parent age-gap message asks to call. */
  supportPhone: string;
  /**
   * Party ids of the previous membership's members offered in the former-member dropdown. The
   * dropdown shows, and is required, only when there are some
   * (product/member-forms.md#member-info-form, product/club-and-entry.md#which-clubs-are-listed).
   */
  previousMemberPartyIds?: readonly string[] | undefined;
}

/** The parents whose dates of birth are known and valid: the primary and the partner. */
function parentBirthDates(context: MemberFormContext): IsoDate[] {
  return [context.primaryDateOfBirth, context.partnerDateOfBirth]
    .map((text) => dateOfBirthToIso(text ?? ''))
    .filter((date) => date !== undefined);
}

/**
 * The 15-year gap between a child and the primary or the partner (product/member-forms.md#ages).
 */
function parentAgeGapRule(context: MemberFormContext): TextRule {
  return birthDateRule((birth) =>
    checkParentAgeGap({
      childDateOfBirth: birth,
      parentDatesOfBirth: parentBirthDates(context),
      supportPhone: context.supportPhone,
    }),
  );
}

/**
 * The former-member dropdown: required when it has previous members to offer
 * (product/member-forms.md#relationship-and-former-members).
 */
function formerMemberField(context: MemberFormContext) {
  const partyIds = context.previousMemberPartyIds ?? [];
  return partyIds.length > 0 ? formerMemberSelectionSchema(partyIds) : optionalText();
}

/**
 * The primary member's form (product/member-forms.md#email): names; email optional (the account's,
 * 140 characters at most); phone and gender required; date of birth required and within the
 * primary's age rule for the flows and product; the text-message opt-in only where it is offered
 * and from age 18.
 */
export function primaryMemberFormSchema(context: MemberFormContext) {
  const { today, flows, productType, clubCountry } = context;
  return z
    .object({
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      email: memberEmailSchema({ required: false, otherAdultEmails: [] }),
      phone: requiredPhoneSchema,
      gender: requiredGenderSchema,
      dateOfBirth: requiredDateOfBirthSchema(today, [
        birthDateRule((birth) =>
          checkPrimaryAge({ dateOfBirth: birth, today, flows, productType }),
        ),
      ]),
      sendSmsOptIn: z.boolean().optional(),
    })
    .superRefine(
      ({ dateOfBirth, sendSmsOptIn }, ctx) => {
        if (sendSmsOptIn !== true) return;
        const smsRule = birthDateRule((birth) =>
          checkSmsOptIn({ memberType: 'primary', clubCountry, flows, dateOfBirth: birth, today }),
        );
        const message = smsRule(dateOfBirth);
        if (message !== undefined) {
          ctx.addIssue({ code: 'custom', path: ['sendSmsOptIn'], message });
        }
      },
      { when: (payload) => fieldsPassed(payload, ['dateOfBirth', 'sendSmsOptIn']) },
    );
}

/**
 * A secondary adult's form (product/member-forms.md#relationship-and-former-members): names; email
 * required, 140 characters at most and unique against the primary and earlier adults; phone
 * optional; gender, date of birth and relationship required; then by relationship: a Partner is at
 * least 18, a Secondary child is 14 to 25 and 15 years younger than the primary or the partner. The
 * former-member dropdown when offered.
 */
export function secondaryAdultFormSchema(context: MemberFormContext) {
  const { today } = context;
  const partnerRules = [birthDateRule((birth) => checkPartnerAge(birth, today))];
  const childRules = [
    birthDateRule((birth) => checkSecondaryChildAge(birth, today)),
    parentAgeGapRule(context),
  ];
  return z
    .object({
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      email: memberEmailSchema({
        required: true,
        otherAdultEmails: context.otherAdultEmails ?? [],
      }),
      phone: optionalPhoneSchema,
      gender: requiredGenderSchema,
      dateOfBirth: requiredDateOfBirthSchema(today),
      relationship: relationshipSchema,
      formerMember: formerMemberField(context),
    })
    .superRefine(
      ({ dateOfBirth, relationship }, ctx) => {
        const rules = relationship === 'Partner' ? partnerRules : childRules;
        const message = firstBrokenRule(dateOfBirth, rules);
        if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message });
      },
      { when: (payload) => fieldsPassed(payload, ['dateOfBirth', 'relationship']) },
    );
}

/**
 * A junior's form (product/member-forms.md#date-of-birth): names; email, phone and gender optional;
 * date of birth required, 3 months to 13 years, and 15 years younger than the primary or the
 * partner. The former-member dropdown when offered.
 */
export function juniorMemberFormSchema(context: MemberFormContext) {
  const { today } = context;
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: memberEmailSchema({ required: false, otherAdultEmails: [] }),
    phone: optionalPhoneSchema,
    gender: optionalGenderSchema,
    dateOfBirth: requiredDateOfBirthSchema(today, [
      birthDateRule((birth) => checkJuniorAge(birth, today)),
      parentAgeGapRule(context),
    ]),
    formerMember: formerMemberField(context),
  });
}

/**
 * The purchaser's member fields (product/member-forms.md#address, #member-fields; the address
 * beside them uses addressFormSchema): names and phone required; email, gender and date of birth
 * optional, valid when given.
 */
export function purchaserFormSchema(context: MemberFormContext) {
  return z.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: memberEmailSchema({ required: false, otherAdultEmails: [] }),
    phone: requiredPhoneSchema,
    gender: optionalGenderSchema,
    dateOfBirth: optionalDateOfBirthSchema(context.today),
  });
}

/**
 * The form schema of a member type (product/member-forms.md#member-info-form), for callers that
 * hold the type as data.
 */
export function memberFormSchema(memberType: MemberType, context: MemberFormContext) {
  switch (memberType) {
    case 'primary':
      return primaryMemberFormSchema(context);
    case 'secondaryAdult':
      return secondaryAdultFormSchema(context);
    case 'junior':
      return juniorMemberFormSchema(context);
    case 'purchaser':
      return purchaserFormSchema(context);
  }
}
