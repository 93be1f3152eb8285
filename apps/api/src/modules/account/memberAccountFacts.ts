import type { Club } from '@clubjoin/contract/catalog/club';
import type { MemberAccount } from '@clubjoin/contract/memberAccount';
import { wasEverCached } from '@clubjoin/domain/accounts/guestPass';
import {
  type AccountMembership,
  autoRenewalTerms,
  cancellationConfirmation,
  cancelOnlineRefusal,
  type CancelRefusal,
  MEMBER_ACCOUNT_TEXTS,
  nextCharge,
} from '@clubjoin/domain/accounts/memberAccount';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import { WAITLIST_STATUS } from '@clubjoin/domain/completion/initialStatus';
import { evaluateFlags, type FlagRule } from '@clubjoin/domain/flags/featureFlags';
import { type Currency, currencyForCountry } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';
import { PRODUCT_TYPES, type ProductType } from '@clubjoin/domain/vocabulary';
import type { Caller } from '../auth/authenticate';
import { todayAtClub } from '../clubs/clubToday';
import { findClub } from '../clubs/findClub';
import { findMembershipOrder, type MembershipOrder } from '../completion/membershipOrder';
import { accountOf } from '../identity/accountOf';
import { type OwnMembership, ownMembership } from '../membership/ownMembership';
import type { ModuleContext } from '../moduleContext';
import { readProfile } from '../profile/readProfile';

/** Everything the account's rules read of a member's membership, as of today at its club. */
export interface MemberAccountFacts {
  own: OwnMembership;
  order: MembershipOrder | undefined;
  club: Club;
  today: IsoDate;
  currency: Currency;
  /** The membership as the domain's account rules read it. */
  renewal: AccountMembership;
  clickToCancel: boolean;
}

function productTypeOf(text: string): ProductType | undefined {
  return PRODUCT_TYPES.find((type) => type === text);
}

/**
 * Whether the membership takes dues monthly, by the charge terms of the order that bought it
 * (pricing/chargeTerms.ts): a membership no order of ours bought has no dues known here.
 */
function billsMonthly(own: OwnMembership, order: MembershipOrder | undefined, club: Club): boolean {
  if (!order) return false;
  return chargeTerms({
    flows: own.membershipStatus === WAITLIST_STATUS ? ['Waitlist'] : [],
    productType: productTypeOf(order.productType),
    presaleClub: isPresaleClub(club),
  }).billsMonthly;
}

/**
 * The facts of the caller's own account, or undefined for an account with no membership. The
 * click-to-cancel flag is evaluated for the membership's club (its country, state and id).
 */
export async function memberAccountFacts(
  context: ModuleContext,
  partyId: string,
  flagRules: readonly FlagRule[],
): Promise<{ username: string; facts: MemberAccountFacts | undefined }> {
  const username = (await accountOf(context.db, partyId))?.username ?? '';
  const own = await ownMembership(context, partyId);
  if (!own) return { username, facts: undefined };
  const club = await findClub(context, own.mmsClubId);
  // The memberships' foreign key keeps their clubs in the catalog: a missing one is a bug.
  if (!club) throw new Error(`Club ${own.mmsClubId} of a membership is not in the catalog`);
  const order = await findMembershipOrder(context, own.membershipId);
  const flags = evaluateFlags(flagRules, {
    country: club.country,
    stateAbbr: club.stateAbbr,
    clubId: club.mmsClubId,
  });
  return {
    username,
    facts: {
      own,
      order,
      club,
      today: todayAtClub(context, club),
      currency: currencyForCountry(club.country),
      renewal: {
        status: own.membershipStatus,
        billsMonthly: billsMonthly(own, order, club),
        startedOn: own.startedOn,
        monthlyAmount: order?.monthlyAmount ?? 0,
      },
      clickToCancel: flags['click-to-cancel'],
    },
  };
}

/** Why the rules refuse this member cancelling online, or undefined where they allow it. */
export function cancelRefusalOf(facts: MemberAccountFacts): CancelRefusal | undefined {
  return cancelOnlineRefusal({
    clickToCancel: facts.clickToCancel,
    memberType: facts.own.you,
    membership: facts.renewal,
  });
}

/** Online cancellation as the account offers, refuses or reports it. */
function onlineCancellation(
  facts: MemberAccountFacts,
): NonNullable<MemberAccount['membership']>['cancellation'] {
  const { own, renewal, today, currency } = facts;
  if (own.cancellation) {
    return {
      state: 'cancelled',
      endsOn: own.cancellation.endsOn,
      message: cancellationConfirmation(own.cancellation),
    };
  }
  const refusal = cancelRefusalOf(facts);
  return refusal
    ? { state: 'refused', message: MEMBER_ACCOUNT_TEXTS.refusals[refusal] }
    : {
        state: 'offered',
        autoRenewalTerms: autoRenewalTerms(
          renewal,
          today,
          formatMoney(renewal.monthlyAmount, currency),
        ),
      };
}

/**
 * The account as its member sees it (product/accounts-and-sign-in.md#a-members-own-account), with
 * the guest passes of the caller's profile after the reset rule, as of today at the club.
 */
export async function memberAccountView(
  context: ModuleContext,
  caller: Caller,
  username: string,
  facts: MemberAccountFacts | undefined,
): Promise<MemberAccount> {
  if (!facts) return { username, membership: null };
  const { own, order, club, today, currency, renewal } = facts;
  const profile = await readProfile(context, caller);
  const details = profile.ok ? profile.value.memberDetails : null;
  const charge = nextCharge(renewal, today);
  return {
    username,
    membership: {
      membershipId: own.membershipId,
      clubId: club.mmsClubId,
      clubName: club.marketingClubName,
      status: own.membershipStatus,
      membershipLevel: own.membershipLevel,
      startedOn: own.startedOn,
      you: own.you,
      members: own.members
        .filter((member) => member.memberType !== 'purchaser')
        .map(({ memberType, firstName, lastName, memberId }) => ({
          memberType,
          firstName,
          lastName,
          memberId,
        })),
      currency,
      nextCharge: charge ? { date: charge.date, amount: charge.amount } : null,
      agreements: (order?.agreements ?? []).map((agreement) => ({
        ...agreement,
        acceptedAt: agreement.acceptedAt.toISOString(),
      })),
      guestPasses:
        details && wasEverCached(details)
          ? {
              period: details.guestPassPeriod,
              balance: details.guestPassBalance,
              total: details.guestPassTotal,
              clubVisits: details.clubVisits,
            }
          : null,
      cancellation: onlineCancellation(facts),
    },
  };
}
