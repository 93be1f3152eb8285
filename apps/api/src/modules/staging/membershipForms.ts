import type { PartnerProgram } from '@clubjoin/contract/catalog/partnerProgram';
import type { FieldError } from '@clubjoin/contract/errors';
import type {
  StagedAdditionalMember,
  StagedAddress,
  StagedMember,
  StageRequest,
} from '@clubjoin/contract/staging';
import {
  employeeReferralPrefill,
  employeeReferralProblems,
  type ReferralPrefill,
} from '@clubjoin/domain/accounts/employeeReferral';
import { couponSaleFlow } from '@clubjoin/domain/catalog/couponFlow';
import { STAGING_FORM_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { addressFormSchema } from '@clubjoin/domain/validation/address';
import { isoToDateOfBirth } from '@clubjoin/domain/validation/dateOfBirth';
import { type FieldProblem, fieldProblemsOf } from '@clubjoin/domain/validation/fieldErrors';
import {
  memberFormContextOf,
  type MemberFormSlot,
  type MembersInForms,
  type SaleFormContext,
} from '@clubjoin/domain/validation/memberFormContext';
import { memberFormSchema, primaryMemberFormSchema } from '@clubjoin/domain/validation/memberForms';
import type { MemberType } from '@clubjoin/domain/validation/memberTypes';
import { programIdentifierProblems } from '@clubjoin/domain/validation/programIdentifier';
import { countryOfState } from '@clubjoin/domain/validation/regions';
import {
  asksProgramInformation,
  type PurchaserFlow,
} from '@clubjoin/domain/wizard/applicableSteps';
import type { z } from 'zod';
import type { StoredCart } from '../cart/orderCart';
import { findClub } from '../clubs/findClub';
import { findCoupon } from '../coupon/catalogCoupons';
import { todayAtClub } from '../clubs/clubToday';
import type { ModuleContext } from '../moduleContext';

/**
 * What the server knows of a sale, for judging its forms
 * (product/member-forms.md#member-info-form): never what a caller says of it, but the cart's club
 * and product, the cart's coupon, its own clock, and the purchaser flow.
 */
export interface KnownSale {
  /** What every member form reads alike. */
  form: SaleFormContext;
  /**
   * The partner program whose identifier the sale asks for
   * (product/member-forms.md#program-information).
   */
  program: PartnerProgram | undefined;
  /**
   * What the cart's employee referral coupon filled and locked on the primary member
   * (product/member-forms.md#employee-referral); empty for any other sale.
   */
  referralPrefill: ReferralPrefill;
}

/**
 * The sale of a cart as its forms are judged: today at the cart's club
 * (product/decisions-and-platform.md#time-and-clocks), the product type, the club's country and
 * phone, and the flows the server can tell: the cart's coupon's
 * (product/membership-and-promotions.md#coupons) and the purchaser flow, which an entry link
 * chooses (product/club-and-entry.md#initialize: purchaser, purchaserChild) and which the member
 * rules read (product/member-forms.md#purchaser). The program asked for is the cart's coupon's
 * partner program, when it has identifier parts and the flows keep the step
 * (product/wizard.md#steps-each-flow-drops).
 */
export async function knownSale(
  context: ModuleContext,
  cart: StoredCart,
  purchaserFlow: PurchaserFlow | undefined,
): Promise<KnownSale> {
  const club = await findClub(context, cart.clubId);
  // A cart's club is in the catalog (its foreign key): a missing one is a bug.
  if (!club) throw new Error(`Club ${cart.clubId} of cart ${cart.cartId} is not in the catalog`);
  // The cart took its coupon only while it was usable at the club (the cart service checks it).
  const coupon = cart.coupon === undefined ? undefined : await findCoupon(context, cart.coupon);
  const flows = [coupon && couponSaleFlow(coupon, cart.productType), purchaserFlow].filter(
    (flow) => flow !== undefined,
  );
  const program = coupon && 'partnerProgram' in coupon ? coupon.partnerProgram : undefined;
  const asked =
    program !== undefined &&
    program.identifierFormat.identifierParts.length > 0 &&
    asksProgramInformation(flows);
  return {
    form: {
      today: todayAtClub(context, club),
      flows,
      productType: cart.productType,
      clubCountry: club.country,
      supportPhone: club.phone,
    },
    program: asked ? program : undefined,
    referralPrefill: employeeReferralPrefill(coupon),
  };
}

type SentMember = StagedMember & Partial<Pick<StagedAdditionalMember, 'relationship'>>;

/**
 * A member as their form holds them (product/member-forms.md#date-of-birth): the date of birth
 * MM/DD/YYYY, empty fields absent.
 */
function inForm(member: SentMember) {
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? undefined,
    phone: member.phone ?? undefined,
    gender: member.gender ?? undefined,
    dateOfBirth: member.dateOfBirth ? isoToDateOfBirth(member.dateOfBirth) : undefined,
    relationship: member.relationship ?? undefined,
    sendSmsOptIn: member.sendSmsOptIn ?? undefined,
  };
}

/** Problems found in one part of the request, named under its `path` ('' is the part itself). */
function under(path: string, problems: readonly FieldProblem[]): FieldError[] {
  return problems.map(({ field, message }) => ({
    field: field === '' ? path : `${path}.${field}`,
    message,
  }));
}

/** A form's problems (one per field, the form's own message) under `path` of the request. */
function problemsAt(path: string, result: z.ZodSafeParseResult<unknown>): FieldError[] {
  return result.success ? [] : under(path, fieldProblemsOf(result.error));
}

/**
 * The members a body sends (product/payment-and-confirmation.md#staging), as the wire holds them.
 */
export interface SentMembers {
  primaryMember?: StagedMember | null | undefined;
  additionalMembers: readonly StagedAdditionalMember[];
  juniorMembers: readonly StagedMember[];
  purchaser?: StagedMember | null | undefined;
}

/**
 * Each member through the form of their type (product/member-forms.md#member-info-form): the
 * primary member's, a secondary adult's, a junior's, the purchaser's, each with the context the
 * other members give it (the parents' dates of birth, the emails before it; the account's username
 * stands for the primary's email when the primary sends none). The former-member chooser is no
 * field here: its choice travels as the member's party id, which staging keeps only for a previous
 * member.
 */
export function memberProblems(
  sale: SaleFormContext,
  members: SentMembers,
  accountUsername: string | undefined,
): FieldError[] {
  const inForms: MembersInForms = {
    primaryMember: members.primaryMember ? inForm(members.primaryMember) : undefined,
    accountUsername,
    adultMembers: members.additionalMembers.map(inForm),
  };
  const check = (memberType: MemberType, slot: MemberFormSlot, member: SentMember, path: string) =>
    problemsAt(
      path,
      memberFormSchema(memberType, memberFormContextOf(sale, inForms, slot)).safeParse(
        inForm(member),
      ),
    );
  const { primaryMember, purchaser } = members;
  return [
    ...(primaryMember
      ? check('primary', { list: 'primary' }, primaryMember, 'body.primaryMember')
      : []),
    ...members.additionalMembers.flatMap((member, position) =>
      check(
        'secondaryAdult',
        { list: 'adult', position },
        member,
        `body.additionalMembers.${position}`,
      ),
    ),
    ...members.juniorMembers.flatMap((member, position) =>
      check('junior', { list: 'junior', position }, member, `body.juniorMembers.${position}`),
    ),
    ...(purchaser ? check('purchaser', { list: 'purchaser' }, purchaser, 'body.purchaser') : []),
  ];
}

/**
 * The membership's text-message opt-in
 * (product/payment-and-confirmation.md#completing-the-purchase) judged as the primary member's own
 * opt-in is, by the primary member's form (product/member-forms.md#text-message-opt-in: a US club,
 * not the purchaser-child flow, 18 or older). Only the opt-in's problem is named: the primary's
 * others are the member's own.
 */
export function membershipOptInProblems(
  sale: SaleFormContext,
  primaryMember: StagedMember,
  sendSmsOptIn: boolean,
): FieldError[] {
  if (!sendSmsOptIn) return [];
  const form = primaryMemberFormSchema(
    memberFormContextOf(sale, { adultMembers: [] }, { list: 'primary' }),
  );
  return problemsAt('body', form.safeParse({ ...inForm(primaryMember), sendSmsOptIn })).filter(
    (problem) => problem.field === 'body.sendSmsOptIn',
  );
}

/**
 * The membership address through the address form (product/member-forms.md#address); the country
 * must be the state's.
 */
export function addressProblems(address: StagedAddress): FieldError[] {
  const path = 'body.membershipAddress';
  const problems = problemsAt(path, addressFormSchema.safeParse(address));
  const country = countryOfState(address.state);
  if (country !== undefined && country !== address.country) {
    problems.push({
      field: `${path}.country`,
      message: STAGING_FORM_MESSAGES.countryOfState(address.state, country),
    });
  }
  return problems;
}

/**
 * The program information (product/member-forms.md#program-information) through the program
 * information form of the program the sale asks for: one value per identifier part, in the parts'
 * order (as saved values must be to be reused, product/member-forms.md#program-information), each
 * required, within its length and matching its rule. Information for a sale that asks none, or for
 * another program, is refused.
 */
export function programProblems(
  program: PartnerProgram | undefined,
  sent: StageRequest['partnerProgramIdentifierParts'],
): FieldError[] {
  const path = 'body.partnerProgramIdentifierParts';
  if (!program) return sent ? [{ field: path, message: STAGING_FORM_MESSAGES.noProgram }] : [];
  return under(path, programIdentifierProblems(program, sent ?? undefined));
}

/** Who pays is named with the purchaser flow, and the purchaser flow with who pays. */
export function purchaserFlowProblems(body: StageRequest): FieldError[] {
  if (body.purchaser && !body.purchaserFlow) {
    return [{ field: 'body.purchaserFlow', message: STAGING_FORM_MESSAGES.purchaserFlowMissing }];
  }
  if (!body.purchaser && body.purchaserFlow) {
    return [{ field: 'body.purchaser', message: STAGING_FORM_MESSAGES.purchaserMissing }];
  }
  return [];
}

/**
 * Every form a stage carries (product/member-forms.md#member-info-form), judged with what the
 * server knows of the sale: the members, the membership's text-message opt-in, the fields an
 * employee referral coupon locked, the address and the program information.
 */
export function stageProblems(
  sale: KnownSale,
  body: StageRequest,
  accountUsername: string | undefined,
): FieldError[] {
  return [
    ...memberProblems(sale.form, body, accountUsername),
    ...(body.primaryMember
      ? [
          ...membershipOptInProblems(sale.form, body.primaryMember, body.sendSmsOptIn),
          ...under(
            'body.primaryMember',
            employeeReferralProblems(sale.referralPrefill, body.primaryMember),
          ),
        ]
      : []),
    ...(body.membershipAddress ? addressProblems(body.membershipAddress) : []),
    ...programProblems(sale.program, body.partnerProgramIdentifierParts),
  ];
}
