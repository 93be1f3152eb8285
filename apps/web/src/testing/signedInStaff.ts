import { getAllClubs } from '@clubjoin/contract/clubs';
import { teamMemberSelf } from '@clubjoin/contract/teamMember';
import type { FakeApi } from './fakeApi';

/**
 * Answers what every portal page reads first, as for a member-services advisor of club 5 signed
 * in: who the team member is, and the club list their club names come from (empty here).
 */
export function answerSignedInAdvisor(api: FakeApi): void {
  api.answer(teamMemberSelf, {
    partyId: 'staff-2',
    displayName: 'Morgan Services',
    role: 'memberServices',
    roleLabel: 'Member services',
    clubIds: ['5'],
    everyClub: false,
  });
  api.answer(getAllClubs, []);
}
