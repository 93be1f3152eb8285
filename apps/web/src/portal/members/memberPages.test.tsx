// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { teamMemberSelf } from '@clubjoin/contract/teamMember';
import {
  addMembershipNote,
  getDepartmentCounts,
  getMembershipDetails,
  getMembershipTimeline,
  getOnboardingList,
  markStageDone,
  type MembershipDetails,
  type OnboardingEntry,
  searchMembers,
  type Timeline,
} from '@clubjoin/contract/portalMembers';
import { MEMBER_SEARCH_MESSAGES } from '@clubjoin/domain/staff/memberSearch';
import { ONBOARDING_PLAN, ONBOARDING_STAGES } from '@clubjoin/domain/staff/onboarding';
import { STAFF_NOTE_MESSAGES } from '@clubjoin/domain/staff/staffNote';
import { renderAt } from '../../testing/memoryHistory';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { LISTED_CLUB } from '../../join/navigation/clubSync.fixture';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { MemberDetailsPage } from './MemberDetailsPage';
import { MemberSearchPage } from './MemberSearchPage';
import {
  DepartmentDashboardPage,
  MemberServicesDashboardPage,
  OnboardingPage,
} from './OnboardingPages';

const api = setupFakeApi();

const JOINED = '2026-11-19T18:00:00.000Z';

function entry(change: Partial<OnboardingEntry> = {}): OnboardingEntry {
  return {
    membershipId: 'M-700001',
    clubId: '5',
    status: 'Active',
    joinedAt: JOINED,
    primary: { memberId: '7000001', firstName: 'Jane', lastName: 'Doe' },
    stages: ONBOARDING_STAGES.map((stage, index) => ({
      stage,
      owner: ONBOARDING_PLAN[stage].owner,
      dueAt: new Date(Date.parse(JOINED) + ONBOARDING_PLAN[stage].dueAfterMs).toISOString(),
      state: index === 0 ? 'overdue' : 'due',
      doneAt: null,
    })),
    overdue: 1,
    lastVisitAt: null,
    atRisk: ['noOrientationBooked'],
    score: 60,
    saleCredit: null,
    ...change,
  };
}

function open(path: string, element: ReactNode) {
  renderAt(path, element, { wrapper: ServerDataProvider });
  return userEvent.setup();
}

beforeEach(() => {
  answerSignedInAdvisor(api);
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('new member onboarding (product/team-portal.md#new-member-onboarding)', () => {
  it('lists each new member with overdue stages and at-risk reasons in words', async () => {
    api.answer(getOnboardingList, { clubId: '5', memberships: [entry()] });
    open('/member/nmo', <OnboardingPage />);
    const stages = await screen.findByRole('list', { name: 'Onboarding stages of Jane Doe' });
    expect(within(stages).getByText(/^Welcome call, member services: overdue since/)).toBeDefined();
    expect(screen.getByText('At risk: No orientation booked')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toBe(
      '/member/member-details?membershipId=M-700001',
    );
  });

  it('marks a stage done with a note, refusing an empty note first', async () => {
    let done = false;
    api.answer(getOnboardingList, () => ({
      clubId: '5',
      memberships: [
        done
          ? entry({
              stages: entry().stages.map((stage) =>
                stage.stage === 'welcomeCall' ? { ...stage, state: 'done', doneAt: JOINED } : stage,
              ),
            })
          : entry(),
      ],
    }));
    api.answer(markStageDone, () => {
      done = true;
      return entry();
    });
    const user = open('/member/nmo', <OnboardingPage />);
    const form = await screen.findByRole('form', { name: 'Mark a stage done for Jane Doe' });
    await user.click(within(form).getByRole('button', { name: 'Mark done' }));
    expect(within(form).getByText(STAFF_NOTE_MESSAGES.required)).toBeDefined();
    await user.type(within(form).getByLabelText('Note'), 'Called, booked orientation');
    await user.click(within(form).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByText(/^Welcome call, member services: done/)).toBeDefined();
    const [call] = await api.calls(markStageDone);
    expect(call?.params).toEqual({ membershipId: 'M-700001', stage: 'welcomeCall' });
    expect(call?.body).toEqual({ note: 'Called, booked orientation' });
  });

  it('shows member services only the stages it owns', async () => {
    api.answer(getOnboardingList, { clubId: '5', memberships: [entry()] });
    open('/member/nmo/member-services-dashboard', <MemberServicesDashboardPage />);
    const stages = await screen.findByRole('list', { name: 'Onboarding stages of Jane Doe' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(',')[0]),
    ).toEqual(['Welcome call', 'Orientation booked', 'Week-2 check']);
  });

  it('has an administrator, who works at no club in particular, pick the club first', async () => {
    api.answer(teamMemberSelf, {
      partyId: 'staff-6',
      displayName: 'Alex Admin',
      role: 'administrator',
      roleLabel: 'Administrator',
      clubIds: [],
      everyClub: true,
    });
    api.answer(getAllClubs, [
      { ...LISTED_CLUB, mmsClubId: '5', marketingClubName: 'Chanhassen, MN' },
      { ...LISTED_CLUB, mmsClubId: '17', marketingClubName: 'Target Center' },
    ]);
    api.answer(getOnboardingList, ({ query }) => ({ clubId: query.clubId ?? '', memberships: [] }));
    const user = open('/member/nmo', <OnboardingPage />);
    const club = await screen.findByRole('combobox', { name: 'Club' });
    expect((await api.calls(getOnboardingList)).length).toBe(0);
    await user.selectOptions(club, 'Target Center');
    expect(await screen.findByText('No new members in the last 100 days.')).toBeDefined();
    expect((await api.calls(getOnboardingList)).map((call) => call.query)).toEqual([
      { clubId: '17' },
    ]);
  });

  it('keeps the club a team member picked as they move to another page, for them alone', async () => {
    const manager = {
      partyId: 'staff-9',
      displayName: 'Casey Manager',
      role: 'clubManager',
      roleLabel: 'Club manager',
      clubIds: ['17', '5'],
      everyClub: false,
    } as const;
    api.answer(teamMemberSelf, manager);
    api.answer(getAllClubs, [
      { ...LISTED_CLUB, mmsClubId: '5', marketingClubName: 'Chanhassen, MN' },
      { ...LISTED_CLUB, mmsClubId: '17', marketingClubName: 'Target Center' },
    ]);
    api.answer(getOnboardingList, ({ query }) => ({ clubId: query.clubId ?? '', memberships: [] }));
    const user = open('/member/nmo', <OnboardingPage />);
    // By its value: the clubs' names may still be on their way.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Club' }), '5');
    await vi.waitFor(async () =>
      expect((await api.calls(getOnboardingList)).map((call) => call.query.clubId)).toContain('5'),
    );
    cleanup();

    open('/member/nmo', <OnboardingPage />);
    const club = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Club' });
    expect(club.value).toBe('5');
    cleanup();

    // Another team member signed in after them starts at their own first club.
    api.answer(teamMemberSelf, { ...manager, partyId: 'staff-10' });
    open('/member/nmo', <OnboardingPage />);
    const theirs = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Club' });
    expect(theirs.value).toBe('17');
  });

  it('counts by stage and owner in the department view', async () => {
    api.answer(getDepartmentCounts, {
      clubId: '5',
      memberships: 4,
      atRisk: 2,
      rows: ONBOARDING_STAGES.map((stage) => ({
        stage,
        owner: ONBOARDING_PLAN[stage].owner,
        due: 1,
        overdue: stage === 'welcomeCall' ? 3 : 0,
        done: 0,
      })),
    });
    open('/member/nmo/department-dashboard', <DepartmentDashboardPage />);
    expect(await screen.findByText('4 new memberships, 2 at risk.')).toBeDefined();
    const row = screen.getByRole('row', { name: /Welcome call/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Member services', '3', '1', '0']);
  });
});

describe('search all members (product/team-portal.md#search-all-members)', () => {
  it('checks the query, then shows a page of members linking to their details', async () => {
    api.answer(searchMembers, ({ query }) => ({
      total: 30,
      totalCapped: false,
      page: Number(query.page ?? 1),
      pageSize: 25,
      members: [
        {
          memberId: '7000001',
          firstName: 'Jane',
          lastName: 'Doe',
          membershipId: 'M-700001',
          memberType: 'primary',
          email: 'jane.doe@example.com',
          phoneNumber: '(555) 010-0000',
          clubId: '5',
          clubName: 'Chanhassen, MN',
          status: 'Active',
        },
      ],
    }));
    const user = open('/member/search-all-members', <MemberSearchPage />);
    await user.type(screen.getByLabelText('Name, email, phone or member id'), 'd');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(MEMBER_SEARCH_MESSAGES.textShort)).toBeDefined();
    expect(await api.requests()).toEqual([]);
    await user.type(screen.getByLabelText('Name, email, phone or member id'), 'oe');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('30 members match; page 1 of 2.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Doe, Jane' }).getAttribute('href')).toBe(
      '/member/member-details?membershipId=M-700001',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('30 members match; page 2 of 2.')).toBeDefined();
    expect((await api.calls(searchMembers)).map((call) => call.query)).toEqual([
      { text: 'doe', page: 1, pageSize: 25 },
      { text: 'doe', page: 2, pageSize: 25 },
    ]);
  });

  it('says "1,000+" when more match than the server counts, and pages on while pages are full', async () => {
    const member = (index: number) => ({
      memberId: String(7000000 + index),
      firstName: 'Sam',
      lastName: `Smith${index}`,
      membershipId: `M-${700000 + index}`,
      memberType: 'primary',
      email: null,
      phoneNumber: null,
      clubId: '5',
      clubName: 'Chanhassen, MN',
      status: 'Active',
    });
    api.answer(searchMembers, ({ query }) => ({
      total: 1000,
      totalCapped: true,
      page: Number(query.page ?? 1),
      pageSize: 25,
      members: Array.from({ length: 25 }, (_, index) => member(index)),
    }));
    const user = open('/member/search-all-members', <MemberSearchPage />);
    await user.type(screen.getByLabelText('Name, email, phone or member id'), 'sm');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('1,000+ members match; page 1. Narrow the search to count them all.'),
    ).toBeDefined();
    // Typed but not searched: the next page is still the search for "sm".
    await user.type(screen.getByLabelText('Name, email, phone or member id'), 'ith');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await screen.findByText('1,000+ members match; page 2. Narrow the search to count them all.'),
    ).toBeDefined();
    expect((await api.calls(searchMembers)).at(-1)?.query).toMatchObject({ text: 'sm', page: 2 });
  });
});

const DETAILS: MembershipDetails = {
  membershipId: 'M-700001',
  clubId: '5',
  clubName: 'Chanhassen, MN',
  currency: { code: 'USD', symbol: '$' },
  status: 'Active',
  terminationReason: null,
  membershipLevel: 'Gold',
  isDigital: false,
  startedOn: '2026-11-19',
  endsOn: null,
  joinedAt: JOINED,
  members: [
    {
      memberId: '7000001',
      memberType: 'primary',
      firstName: 'Jane',
      lastName: 'Doe',
      dateOfBirth: '1990-01-01',
      email: 'jane.doe@example.com',
      phoneNumber: '(555) 010-0000',
    },
  ],
  purchase: null,
  agreements: [],
  connectivity: {
    email: 'jane.doe@example.com',
    phoneNumber: '(555) 010-0000',
    smsOptIn: true,
    emailConsent: 'transactional',
    account: {
      username: 'jane.doe@example.com',
      signInCount: 3,
      lastSignedInAt: '2026-11-20T15:30:00.000Z',
    },
  },
  visits: { count: 0, lastVisitAt: null },
  packages: [],
};

describe('member details (product/team-portal.md#member-details)', () => {
  it('shows the timeline, and adds a note to it', async () => {
    const timeline = (notes: string[]): Timeline => ({
      membershipId: 'M-700001',
      events: [
        ...notes.map((note) => ({
          at: '2026-11-21T18:00:00.000Z',
          kind: 'note' as const,
          title: 'Note',
          detail: note,
          by: 'Morgan Member-Services',
        })),
        { at: JOINED, kind: 'joined', title: 'Joined Chanhassen, MN', detail: null, by: null },
      ],
    });
    api.answer(getMembershipDetails, DETAILS);
    api.answer(getMembershipTimeline, timeline([]));
    api.answer(addMembershipNote, ({ body }) => timeline([body.note]));
    const user = open(
      '/member/member-details/activity-timeline?membershipId=M-700001',
      <MemberDetailsPage section="activity-timeline" />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Jane Doe' })).toBeDefined();
    expect(await screen.findByText('Joined Chanhassen, MN')).toBeDefined();
    await user.type(screen.getByLabelText('Note'), 'Asked about towels');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Asked about towels')).toBeDefined();
    expect(screen.getByText(/by Morgan Member-Services/)).toBeDefined();
  });

  it('shows how often the member account signed in, or that there is none', async () => {
    api.answer(getMembershipDetails, DETAILS);
    open(
      '/member/member-details/connectivity?membershipId=M-700001',
      <MemberDetailsPage section="connectivity" />,
    );
    expect(
      await screen.findByText(/^jane\.doe@example\.com: signed in 3 times, last Nov 20, 2026/),
    ).toBeDefined();
    cleanup();
    api.answer(getMembershipDetails, {
      ...DETAILS,
      connectivity: { ...DETAILS.connectivity, account: null },
    });
    open(
      '/member/member-details/connectivity?membershipId=M-700001',
      <MemberDetailsPage section="connectivity" />,
    );
    expect(await screen.findByText('no member account')).toBeDefined();
  });

  it('says workouts come with coaching', async () => {
    api.answer(getMembershipDetails, DETAILS);
    open(
      '/member/member-details/workouts?membershipId=M-700001',
      <MemberDetailsPage section="workouts" />,
    );
    expect(await screen.findByText(/added with coaching/)).toBeDefined();
  });

  it('says so when the membership does not exist', async () => {
    api.answer(getMembershipDetails, failure(404, 'There is no such membership.'));
    open('/member/member-details?membershipId=M-1', <MemberDetailsPage section="overview" />);
    expect(await screen.findByText(/There is no such membership/)).toBeDefined();
  });
});
