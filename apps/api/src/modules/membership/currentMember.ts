import type { IsoDate } from '@clubjoin/domain/time/isoDate';
import type { ModuleContext } from '../moduleContext';
import { clubToday } from '../clubs/clubToday';
import { latestMembershipOf } from './store';

/**
 * What the profile's member details take from the member system
 * (product/accounts-and-sign-in.md#profile).
 */
export interface CurrentMember {
  memberId: string;
  membershipLevel: string;
  /**
   * Today at the membership's club: the guest-pass rule's "today"
   * (product/accounts-and-sign-in.md#guest-passes).
   */
  today: IsoDate;
}

/**
 * The party as a member (product/accounts-and-sign-in.md#profile): its member id and level on its
 * latest membership, whichever kind of member it was; undefined for a party that never held a
 * membership.
 */
export async function currentMember(
  context: ModuleContext,
  partyId: string,
): Promise<CurrentMember | undefined> {
  const membership = await latestMembershipOf(context.db, partyId, 'anyMember');
  if (!membership) return undefined;
  return {
    memberId: membership.memberId,
    membershipLevel: membership.membershipLevel,
    today: await clubToday(context, membership.mmsClubId),
  };
}
