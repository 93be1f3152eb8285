// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { dynamicNav, teamMemberSelf } from '@clubjoin/contract/teamMember';
import { postLog } from '@clubjoin/contract/logs';
import { getInbox } from '@clubjoin/contract/portalNotifications';
import { navigationFor } from '@clubjoin/domain/staff/portalAccess';
import { STATIC_PORTAL_TREE } from '@clubjoin/domain/staff/portalNavigation';
import { ServerDataProvider } from '../api/ServerDataProvider';
import { dismissCallErrors } from '../api/callTracker';
import { failure, setupFakeApi } from '../testing/fakeApi';
import { renderAt, routes } from '../testing/memoryHistory';
import { PortalShell } from './PortalShell';

const api = setupFakeApi();

const TRAINER = {
  partyId: 'staff-3',
  displayName: 'Pat Trainer',
  role: 'personalTrainer',
  roleLabel: 'Personal trainer',
  clubIds: ['5'],
  everyClub: false,
} as const;

function open(path: string) {
  const pages = ['/member', '/member/coaching', '/member/member-details', '/member/staff-admin'];
  renderAt(
    path,
    <Switch>
      <Route path="/login">
        <h1>Team member login</h1>
      </Route>
      <Route>
        <PortalShell>
          {routes(Object.fromEntries(pages.map((page) => [page, <p>The page at {page}</p>])))}
        </PortalShell>
      </Route>
    </Switch>,
    { wrapper: ServerDataProvider },
  );
}

beforeEach(() => {
  api.answer(teamMemberSelf, TRAINER);
  api.answer(getAllClubs, []);
  api.answer(postLog, null);
  api.answer(getInbox, { unread: 0, entries: [] });
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('the portal shell', () => {
  it('shows who is signed in and the navigation the server answers, hidden pages left out', async () => {
    api.answer(dynamicNav, { pages: navigationFor('personalTrainer', STATIC_PORTAL_TREE) });
    open('/member');
    expect(await screen.findByText('Pat Trainer')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Team portal' });
    expect(await within(nav).findByRole('link', { name: 'Personal Training' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Member Details' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'My Client List' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Search All Members' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('counts the unread notifications of the inbox, linking to the dashboard that lists them', async () => {
    api.answer(dynamicNav, { pages: navigationFor('personalTrainer', STATIC_PORTAL_TREE) });
    api.answer(getInbox, {
      unread: 2,
      entries: [],
    });
    open('/member/coaching');
    const inbox = await screen.findByRole('link', { name: 'Inbox: 2 unread' });
    expect(inbox.getAttribute('href')).toBe('/member');
  });

  it('falls back to the static tree for the role when the navigation call fails', async () => {
    api.answer(dynamicNav, failure(500, 'The navigation is down'));
    open('/member');
    const nav = await screen.findByRole('navigation', { name: 'Team portal' });
    expect(await within(nav).findByRole('link', { name: 'Program Admin' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Location Admin' })).toBeNull();
  });

  it('opens a hidden page by link, and says so for a page the role may not open', async () => {
    api.answer(dynamicNav, { pages: navigationFor('personalTrainer', STATIC_PORTAL_TREE) });
    open('/member/member-details');
    expect(await screen.findByText('The page at /member/member-details')).toBeTruthy();
    cleanup();
    open('/member/staff-admin');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This part of the portal is not available to your role.',
    );
    expect(screen.queryByText('The page at /member/staff-admin')).toBeNull();
  });

  it('sends a visitor who is not signed in to the login', async () => {
    api.answer(teamMemberSelf, failure(401, 'Please sign in as a team member.'));
    open('/member');
    expect(await screen.findByRole('heading', { name: 'Team member login' })).toBeTruthy();
  });

  it('shows the kiosk’s lock, not the portal, to a session the server keeps as a kiosk', async () => {
    api.answer(
      teamMemberSelf,
      failure(
        403,
        'This device is a kiosk: a team member must leave the kiosk before using the portal.',
      ),
    );
    open('/member');
    expect(await screen.findByRole('heading', { name: 'This device is a kiosk' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Leave the kiosk' })).toBeTruthy();
    expect(screen.queryByText('The page at /member')).toBeNull();
  });
});
