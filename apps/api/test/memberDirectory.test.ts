import { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMembers } from '../src/modules/membership/memberDirectory';
import { cancelOwnMembership } from '../src/modules/membership/ownMembership';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Member search's page and capped count (docs/decisions/0026) over the demo memberships, with a
 * small cap to see it: the five Riveras of Chanhassen (club 5, Terminated) and the rest of
 * data/demo/memberships.json.
 */
describe('a page of member search and its capped count', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.app.close());

  const search = (query: Record<string, string>, cap: number) =>
    searchMembers({ db: subject.db }, MemberSearchQuery.parse(query), cap);
  const names = (found: { members: { firstName: string }[] }) =>
    found.members.map((member) => member.firstName);

  it('counts every match under the cap, and orders by last then first name', async () => {
    const found = await search({ text: 'rivera', pageSize: '10' }, 1000);
    expect([found.total, found.capped, names(found)]).toEqual([
      5,
      false,
      ['Alex', 'Casey', 'Jordan', 'Riley', 'Sam'],
    ]);
    // A page past the last still says how many there are.
    const past = await search({ text: 'rivera', pageSize: '10', page: '2' }, 1000);
    expect([past.total, past.members]).toEqual([5, []]);
  });

  it('stops counting past the cap and says so', async () => {
    const found = await search({ text: 'rivera', pageSize: '10' }, 3);
    expect([found.total, found.capped, found.members.length]).toEqual([3, true, 5]);
  });

  it('filters by the membership before cutting the page, with the same order', async () => {
    const filtered = await search({ text: 'rivera', clubId: '5', status: 'Terminated' }, 4);
    expect([filtered.total, filtered.capped, names(filtered)]).toEqual([
      4,
      true,
      ['Alex', 'Casey', 'Jordan', 'Riley', 'Sam'],
    ]);
    expect(filtered.members[0]).toMatchObject({ clubId: '5', membershipStatus: 'Terminated' });
    const elsewhere = await search({ text: 'rivera', clubId: '17' }, 1000);
    expect([elsewhere.total, elsewhere.capped, elsewhere.members]).toEqual([0, false, []]);
  });

  it('lists a word’s last-name matches first, then the members whose first name alone matches', async () => {
    // 'ro' is Emerson Roy's last name and Rowan Davis's first name.
    const found = await search({ text: 'ro' }, 1000);
    expect(found.members.map((member) => `${member.firstName} ${member.lastName}`)).toEqual([
      'Emerson Roy',
      'Rowan Davis',
    ]);
    // Both parts are counted together.
    const capped = await search({ text: 'ro' }, 1);
    expect([capped.total, capped.capped, capped.members.length]).toEqual([1, true, 2]);
  });

  it('finds a member by the status their membership has now, and by its club', async () => {
    expect((await search({ text: 'okafor', status: 'Active', clubId: '815' }, 1000)).total).toBe(1);
    await subject.db.transaction((tx) =>
      cancelOwnMembership(tx, 'M-2004', {
        status: 'PendingTermination',
        terminationReason: 'MemberRequest',
        endsOn: '2026-12-31',
        cancelledAt: new Date('2026-11-20T12:00:00Z'),
      }),
    );
    const pending = await search({ text: 'okafor', status: 'PendingTermination' }, 1000);
    expect(pending.members).toMatchObject([
      { lastName: 'Okafor', clubId: '815', membershipStatus: 'PendingTermination' },
    ]);
    expect((await search({ text: 'okafor', status: 'Active' }, 1000)).total).toBe(0);
  });
});
