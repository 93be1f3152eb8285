import type { MembershipDetails } from '@clubjoin/contract/portalMembers';
import { currencyForCountry, US_DOLLARS } from '@clubjoin/domain/money/currency';
import { isPackageLine } from '@clubjoin/domain/staff/memberPackages';
import { findClub } from '../clubs/findClub';
import { findMembershipPurchase } from '../completion/membershipPurchase';
import { type AccountSignIns, signInsOf } from '../identity/signIns';
import { findMembershipWithMembers } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import { countVisitsOf, lastVisitsOf } from './store';

/**
 * A membership as the portal's member details show it (product/team-portal.md#member-details):
 * its club, status and members, the purchase with its lines and card, agreements, connectivity,
 * visits and packages. Undefined for no such membership.
 */
export async function membershipDetails(
  context: ModuleContext,
  membershipId: string,
): Promise<MembershipDetails | undefined> {
  const found = await findMembershipWithMembers(context, membershipId);
  if (!found) return undefined;
  const { membership, members } = found;
  const primary = members.find((member) => member.memberType === 'primary');
  const [club, purchase, visitCount, lastVisits, account] = await Promise.all([
    findClub(context, membership.clubId),
    findMembershipPurchase(context, membershipId),
    countVisitsOf(context.db, membershipId),
    lastVisitsOf(context.db, [membershipId]),
    accountOfMembership(context, members),
  ]);
  const lastVisitAt = lastVisits.get(membershipId);
  return {
    membershipId,
    clubId: membership.clubId,
    clubName: club?.name ?? membership.clubId,
    currency: club ? currencyForCountry(club.country) : US_DOLLARS,
    status: membership.membershipStatus,
    terminationReason: membership.terminationReason,
    membershipLevel: membership.membershipLevel,
    isDigital: membership.isDigital,
    startedOn: membership.startedOn,
    endsOn: membership.endsOn,
    joinedAt: membership.joinedAt.toISOString(),
    members: members
      .filter((member) => member.memberType !== 'purchaser')
      .map((member) => ({
        memberId: member.memberId,
        memberType: member.memberType,
        firstName: member.firstName,
        lastName: member.lastName,
        dateOfBirth: member.dateOfBirth,
        email: member.email,
        phoneNumber: member.phoneNumber,
      })),
    purchase: purchase
      ? {
          orderId: purchase.orderId,
          completedAt: purchase.completedAt.toISOString(),
          productType: purchase.productType,
          chargedAmount: purchase.chargedAmount,
          monthlyAmount: purchase.monthlyAmount,
          payment: {
            kind: purchase.paymentKind,
            brand: purchase.brand,
            lastFour: purchase.lastFour,
          },
          lines: purchase.lines,
        }
      : null,
    agreements: (purchase?.agreements ?? []).map((agreement) => ({
      id: agreement.id,
      name: agreement.name,
      version: agreement.version,
      acceptedAt: agreement.acceptedAt.toISOString(),
    })),
    connectivity: {
      email: primary?.email ?? null,
      phoneNumber: primary?.phoneNumber ?? null,
      smsOptIn: purchase ? purchase.smsOptIn : null,
      emailConsent: 'transactional',
      account: account
        ? {
            username: account.username,
            signInCount: account.count,
            lastSignedInAt: account.lastAt ? account.lastAt.toISOString() : null,
          }
        : null,
    },
    visits: { count: visitCount, lastVisitAt: lastVisitAt ? lastVisitAt.toISOString() : null },
    packages: (purchase?.lines ?? [])
      .filter((line) => isPackageLine(line.category))
      .map((line) => ({ description: line.description, amount: line.amount })),
  };
}

/** The member account that pays for and signs in to a membership: the primary member's, else the purchaser's. */
async function accountOfMembership(
  context: ModuleContext,
  members: readonly { memberType: string; partyId: string }[],
): Promise<AccountSignIns | undefined> {
  for (const memberType of ['primary', 'purchaser']) {
    const member = members.find((candidate) => candidate.memberType === memberType);
    const account = member && (await signInsOf(context.db, member.partyId));
    if (account) return account;
  }
  return undefined;
}
