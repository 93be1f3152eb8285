import type { StagedMember } from '@clubjoin/contract/staging';
import { newCartId } from '../cart/cartIds';
import type { MemberType } from '../membership/enrolMembership';
import type { StagingRecord } from '../staging/stagingOf';

/** A person a completed order enrols, as staged, with their party id. */
export interface Enrolee {
  memberType: MemberType;
  member: StagedMember;
  partyId: string;
}

/**
 * The people of a staged order (product/payment-and-confirmation.md#what-a-purchase-creates:
 * primary, additional adults, juniors, purchaser), each with the party id staging decided for them
 * by position; a purchaser staged before staging decided theirs gets one now.
 */
export function enroleesOf(staging: StagingRecord): Enrolee[] {
  const { request } = staging;
  // Staging refuses a request without a primary member
  // (product/payment-and-confirmation.md#staging), so a kept one has it.
  const primary = request.primaryMember as StagedMember;
  const byPosition =
    (memberType: 'additional' | 'junior', ids: readonly string[]) =>
    (member: StagedMember, index: number): Enrolee => ({
      memberType,
      member,
      partyId: ids[index] ?? newCartId(),
    });
  return [
    { memberType: 'primary', member: primary, partyId: staging.primaryPartyId },
    ...request.additionalMembers.map(byPosition('additional', staging.additionalMemberPartyIds)),
    ...request.juniorMembers.map(byPosition('junior', staging.juniorMemberPartyIds)),
    ...(request.purchaser
      ? [
          {
            memberType: 'purchaser' as const,
            member: request.purchaser,
            partyId: request.purchaser.partyId ?? newCartId(),
          },
        ]
      : []),
  ];
}
