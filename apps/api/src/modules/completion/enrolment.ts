import type { StagedMember } from '@clubjoin/contract/staging';
import { newCartId } from '../cart/cartIds';
import type { MemberType } from '../membership/store';
import type { StagingRecord } from '../staging/stagingStore';

/** A person a completed order enrols, as staged, with their party id. */
export interface Enrolee {
  memberType: MemberType;
  member: StagedMember;
  partyId: string;
}

/**
 * The people of a staged order (03 §4: primary, additional adults, juniors, purchaser), each with
 * the party id staging handed out by position; a purchaser keeps their own party id or gets one.
 */
export function enroleesOf(staging: StagingRecord): Enrolee[] {
  const { request } = staging;
  // Staging refuses a request without a primary member (01 §5), so a kept one has it.
  const primary = request.primaryMember as StagedMember;
  return [
    { memberType: 'primary', member: primary, partyId: staging.primaryPartyId },
    ...request.additionalMembers.map((member, index) => ({
      memberType: 'additional' as const,
      member,
      partyId: staging.additionalMemberPartyIds[index] ?? newCartId(),
    })),
    ...request.juniorMembers.map((member, index) => ({
      memberType: 'junior' as const,
      member,
      partyId: staging.juniorMemberPartyIds[index] ?? newCartId(),
    })),
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
