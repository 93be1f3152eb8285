// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MemberSearchResults, searchMembers } from '@clubjoin/contract/portalMembers';
import { DESK_REJOIN_MESSAGES } from '@clubjoin/domain/staff/deskRejoin';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { setupFakeApi } from '../../../testing/fakeApi';
import { PersonSearch, REJOIN_GUIDANCE } from './PersonSearch';

const api = setupFakeApi();

type Found = MemberSearchResults['members'][number];
const person = (change: Partial<Found>): Found => ({
  memberId: '1001401',
  firstName: 'Blake',
  lastName: 'Brooks',
  membershipId: 'M-2014',
  memberType: 'primary',
  email: 'blake@example.com',
  phoneNumber: null,
  clubId: '5',
  clubName: 'Chanhassen, MN',
  status: 'Terminated',
  ...change,
});

afterEach(cleanup);

describe('the advisor’s person search (docs/decisions/0039)', () => {
  it('offers Rejoin only for a former primary member of a club the seller works at', async () => {
    const members = [
      person({}),
      person({ memberId: '1000201', firstName: 'Morgan', lastName: 'Lee', clubId: '17' }),
      person({
        memberId: '1000102',
        firstName: 'Alex',
        lastName: 'Rivera',
        memberType: 'additional',
      }),
      person({ memberId: '1000301', firstName: 'Taylor', lastName: 'Nguyen', status: 'Active' }),
    ];
    api.answer(searchMembers, { total: 4, totalCapped: false, page: 1, pageSize: 10, members });
    const onRejoin = vi.fn();
    render(
      <ServerDataProvider>
        <PersonSearch
          worksAt={(clubId) => clubId === '5'}
          onRejoin={onRejoin}
          rejoining={false}
          rejoinProblem="This rejoin was vouched for at another club."
        />
      </ServerDataProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email, phone or name'), 'brooks');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Members found' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryAllByRole('button').length)).toEqual([1, 0, 0, 0]);
    expect(items[0]?.textContent).toContain(REJOIN_GUIDANCE);
    expect(items[1]?.textContent).toContain(DESK_REJOIN_MESSAGES.otherClub);
    expect(items[2]?.textContent).toContain(DESK_REJOIN_MESSAGES.notPrimary);
    expect(items[3]?.textContent).toContain('tied to an active membership');
    await user.click(within(list).getByRole('button', { name: 'Rejoin Blake Brooks' }));
    expect(onRejoin).toHaveBeenCalledWith('1001401');
    expect(screen.getByRole('alert').textContent).toBe(
      'This rejoin was vouched for at another club.',
    );
  });
});
