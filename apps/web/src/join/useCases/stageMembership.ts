import type {
  StagedAdditionalMember,
  StagedMember,
  StageRequest,
  StageResponse,
} from '@clubjoin/contract/staging';
import { stageMembership as stageEndpoint } from '@clubjoin/contract/staging';
import type { z } from 'zod';
import { assignPartyIdsByPosition } from '@clubjoin/domain/staging/partyIdsByPosition';
import { dateOfBirthToIso } from '@clubjoin/domain/validation/dateOfBirth';
import { GENDERS } from '@clubjoin/domain/validation/gender';
import { toPhoneDigits } from '@clubjoin/domain/validation/phoneNumber';
import { countryOfState } from '@clubjoin/domain/validation/regions';
import { ADDITIONAL_MEMBER_KINDS, type Channel } from '@clubjoin/domain/vocabulary';
import { asksProgramInformation, purchaserFlowOf } from '@clubjoin/domain/wizard/applicableSteps';
import { ApiError } from '../../api/ApiError';
import { callFailed } from '../../api/callTracker';
import { callKey, trackedCall } from '../../api/trackedCall';
import { couponStore, validCouponCode } from '../stores/couponStore';
import { inClubSaleStore, saleChannel } from '../stores/inClubSaleStore';
import type { MemberDetails, MembershipState } from '../stores/membershipState';
import { membershipStore } from '../stores/membershipStore';
import { saveMembershipCart } from './saveMembershipCart';
import { accountRefusalOf, showStageRefusal } from '../stores/stageRefusal';

/**
 * product/errors-and-messages.md#thrown-messages: thrown when the membership has no product to
 * stage.
 */
export const NO_PRODUCT_MESSAGE = 'Selected product is undefined';

/** A text the forms may have left empty, as the stage call leaves it out. */
const given = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** A choice the forms made, when it is one the stage call offers; else left out. */
const offered = <Choice extends string>(
  choices: readonly Choice[],
  value: string | undefined,
): Choice | undefined =>
  (choices as readonly (string | undefined)[]).includes(value) ? (value as Choice) : undefined;

/**
 * A member as staging sends it (product/payment-and-confirmation.md#staging): the phone as its
 * digits, the date of birth as YYYY-MM-DD, empty fields left out.
 */
function stagedMember(member: MemberDetails, partyId = member.partyId): StagedMember {
  const phone = given(member.phone);
  const dateOfBirth = given(member.dateOfBirth);
  return {
    partyId: given(partyId),
    firstName: member.firstName?.trim() ?? '',
    lastName: member.lastName?.trim() ?? '',
    email: given(member.email),
    phone: phone === undefined ? undefined : toPhoneDigits(phone),
    dateOfBirth: dateOfBirth === undefined ? undefined : dateOfBirthToIso(dateOfBirth),
    gender: offered(GENDERS, member.gender),
    sendSmsOptIn: member.sendSmsOptIn,
  };
}

/**
 * An additional adult as staging sends it: a member with their relationship
 * (product/member-forms.md#relationship-and-former-members).
 */
function stagedAdditionalMember(member: MemberDetails): StagedAdditionalMember {
  return {
    ...stagedMember(member),
    relationship: offered(ADDITIONAL_MEMBER_KINDS, member.relationship),
  };
}

/**
 * The address as staging sends it, with the country derived from the state
 * (product/member-forms.md#address).
 */
function stagedAddress(address: MembershipState['membershipAddress']) {
  const country = countryOfState(address?.state ?? '');
  if (address === undefined || country === undefined) return undefined;
  return {
    street: address.street ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zip: address.zip ?? '',
    country,
  };
}

/**
 * The stage request of a membership (product/payment-and-confirmation.md#staging): the cart's ids,
 * club, product and counts, the members (the primary with the account's party id, and a new
 * account's update token as proof), the purchaser and its flow, the address, the program
 * information and the coupon (the one the server said is valid, as the cart was saved with),
 * through `channel` (InClub for a sale started at the club's settings page, docs/decisions/0028). Missing parts are left for the server to refuse with the
 * spec's messages (product/errors-and-messages.md#thrown-messages); only a missing product cannot
 * even be described.
 */
export function stageRequestOf(
  membership: MembershipState,
  couponCode: string | undefined,
  channel: Channel,
): z.input<typeof StageRequest> {
  const { product, transaction, primaryMember } = membership;
  if (product === undefined) throw new Error(NO_PRODUCT_MESSAGE);
  const { memberAccount } = membership;
  const primaryPartyId = memberAccount?.partyId ?? primaryMember?.partyId;
  // A new account proves itself by the update token its reservation answered
  // (product/accounts-and-sign-in.md#accounts-and-proof); an existing one by the session of its
  // login, which the browser sends as a cookie.
  const updateToken = memberAccount?.existing === false ? memberAccount.updateToken : undefined;
  // A purchaser pays only in a purchaser flow, whose rules the server's member forms read
  // (product/member-forms.md#member-info-form).
  const purchaserFlow =
    membership.purchaser && purchaserFlowOf(membership.membershipDescriptor.flows);
  return {
    cartId: transaction?.cartId,
    magentoCartId: transaction?.magentoCartId,
    orderId: transaction?.orderId,
    stagingId: transaction?.stagingId,
    clubId: membership.mmsClubId ?? '',
    productType: product.productType,
    productId: product.productId,
    adultProductQuantity: membership.quantities.adults,
    juniorProductQuantity: membership.quantities.juniors,
    mmsPromotionCode: product.mmsPromotionCode,
    mmsPromotionCodesSelected: product.mmsPromotionCode ? [product.mmsPromotionCode] : [],
    coupon: couponCode,
    opportunityId: membership.options.opportunityId,
    contactId: membership.options.contactId,
    joinSource: membership.options.source,
    sendSmsOptIn: primaryMember?.sendSmsOptIn ?? false,
    primaryMember: primaryMember && stagedMember(primaryMember, primaryPartyId),
    updateToken,
    additionalMembers: membership.adultMembers.map(stagedAdditionalMember),
    juniorMembers: membership.juniorMembers.map((member) => stagedMember(member)),
    purchaser: purchaserFlow && membership.purchaser && stagedMember(membership.purchaser),
    purchaserFlow,
    membershipAddress: stagedAddress(membership.membershipAddress),
    // The program information step's values; a Medicare (Qualified) sale has no such step and
    // gave its member identifier to the cart, as its door asks (issue 15 §2).
    partnerProgramIdentifierParts: asksProgramInformation(membership.membershipDescriptor.flows)
      ? membership.partnerProgramIdentifierParts
      : undefined,
    channel,
  };
}

/**
 * The membership after a staging (product/payment-and-confirmation.md#staging): the party ids of
 * the additional adults and juniors by position (only when the counts match), the transaction ids
 * and the revised total.
 */
export function withStaging(membership: MembershipState, staged: StageResponse): MembershipState {
  return {
    ...membership,
    adultMembers: assignPartyIdsByPosition(
      membership.adultMembers,
      staged.additionalMemberPartyIds,
    ),
    juniorMembers: assignPartyIdsByPosition(membership.juniorMembers, staged.juniorMemberPartyIds),
    transaction: {
      ...membership.transaction,
      partyId: staged.partyId,
      cartId: staged.cartId,
      magentoCartId: staged.magentoCartId,
      orderId: staged.orderId,
      stagingId: staged.stagingId,
      revisedOrderTotal: staged.revisedOrderTotal,
    },
  };
}

/** Whether the membership has a product but no cart to stage it with (its ids were reset). */
function needsCartBeforeStaging(membership: MembershipState): boolean {
  return membership.product !== undefined && membership.transaction?.cartId === undefined;
}

/**
 * Stages the membership before payment (product/payment-and-confirmation.md#staging) through the
 * tracked call, with a new Idempotency-Key for this attempt
 * (product/payment-and-confirmation.md#charging-once: a repeat of the same request answers the
 * first answer), and stores what it answered; a membership whose cart ids were reset gets its cart
 * created again first. A refusal of the account (another account's email, an account not proven) is
 * shown by the step's frame; any other failure, or a membership with nothing to stage, opens the
 * error modal. Either is rethrown, so the step stays where it is.
 */
export async function stageMembership(): Promise<void> {
  // Get started throws the cart's ids away when the account's existence changes, the first answer
  // included (product/accounts-and-sign-in.md#get-started); the cart is then created again, for the
  // account, before staging.
  if (needsCartBeforeStaging(membershipStore.getState())) {
    await saveMembershipCart(new AbortController().signal);
  }
  let body: z.input<typeof StageRequest>;
  try {
    const channel = saleChannel();
    const { creditSplit: split, rejoinToken } = inClubSaleStore.getState();
    body = {
      ...stageRequestOf(
        membershipStore.getState(),
        validCouponCode(couponStore.getState()),
        channel,
      ),
      // The seller is the signed-in team member; the body names only a split's partner.
      ...(channel === 'InClub' && split
        ? {
            saleCredit: {
              partnerStaffId: split.partnerStaffId,
              sellerPercent: split.sellerPercent,
              partnerPercent: split.partnerPercent,
            },
          }
        : {}),
      // A former member the seller vouched for at the desk (docs/decisions/0039).
      ...(channel === 'InClub' && rejoinToken ? { rejoinToken } : {}),
    };
  } catch (error) {
    // Nothing to send: held like a failed call, so the error modal tells the person.
    callFailed(callKey(stageEndpoint), (error as Error).message);
    throw error;
  }
  showStageRefusal(undefined);
  try {
    const staged = await trackedCall(
      stageEndpoint,
      { body },
      {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        // A refusal about the account is the person's to act on, shown by the step's frame.
        handled: (error) => accountRefusalOf(error) !== undefined,
      },
    );
    membershipStore.setState((state) => withStaging(state, staged));
  } catch (error) {
    if (error instanceof ApiError) showStageRefusal(accountRefusalOf(error));
    throw error;
  }
}
