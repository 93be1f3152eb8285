// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ClientDetail,
  completeSession,
  getClient,
  listTrainingPackages,
  planSession,
} from '@clubjoin/contract/coaching';
import { listWorkouts } from '@clubjoin/contract/workouts';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { SessionDetailPage } from './CoachingPages';

const api = setupFakeApi();
const CLIENT_ID = '3f0c8a52-0000-4000-8000-000000000001';

function detail(change: Partial<ClientDetail> = {}): ClientDetail {
  return {
    client: {
      clientId: CLIENT_ID,
      clubId: '5',
      firstName: 'Jane',
      lastName: 'Doe',
      email: null,
      phoneNumber: null,
      membershipId: 'M-700001',
      trainerId: 'pat',
      trainerName: 'Pat Trainer',
      sessionsLeft: 3,
      validUntil: '2027-01-20T18:00:00.000Z',
      lastSession: '2026-11-20T07:30',
      nextSession: '2026-11-23T07:30',
      daysSinceAssessed: null,
    },
    access: { needed: true, grantedAt: null },
    sessions: [
      {
        sessionId: 'planned-1',
        clientId: CLIENT_ID,
        trainerName: 'Pat Trainer',
        date: '2026-11-23',
        time: '07:30',
        exercises: [],
        notes: '',
        completedAt: null,
      },
      {
        sessionId: 'done-1',
        clientId: CLIENT_ID,
        trainerName: 'Pat Trainer',
        date: '2026-11-20',
        time: '07:30',
        exercises: [],
        notes: 'Left knee tender.',
        completedAt: '2026-11-20T08:30:00.000Z',
      },
    ],
    program: null,
    ...change,
  };
}

function open() {
  const path = '/member/coaching/session-detail';
  const router = createMemoryRouter([{ path, element: <SessionDetailPage /> }], {
    initialEntries: [`${path}?clientId=${CLIENT_ID}`],
  });
  render(
    <ServerDataProvider>
      <RouterProvider router={router} />
    </ServerDataProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  answerSignedInAdvisor(api);
  api.answer(listTrainingPackages, { clubId: '5', packages: [], mayDefine: false });
  api.answer(listWorkouts, { workouts: [] });
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('session detail (docs/decisions/0033)', () => {
  it('says a member has given no access, and shows the server’s refusal to plan', async () => {
    api.answer(getClient, detail());
    api.answer(planSession, failure(403, COACHING_MESSAGES.noConsent));
    const user = open();
    expect((await screen.findByRole('note', { name: 'No consent' })).textContent).toContain(
      'Jane Doe has not given you access',
    );
    expect(screen.getByRole('region', { name: 'Previous session notes' }).textContent).toContain(
      'Left knee tender.',
    );
    await user.type(screen.getByLabelText('Date'), '2026-11-24');
    await user.type(screen.getByLabelText('Time'), '07:30');
    await user.click(screen.getByRole('button', { name: 'Plan the session' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COACHING_MESSAGES.noConsent);
  });

  it('names the member while acting for them, and completes a session from the package', async () => {
    let completed = false;
    const consented = { needed: true, grantedAt: '2026-11-21T18:00:00.000Z' };
    api.answer(getClient, () => detail({ access: consented }));
    api.answer(completeSession, () => {
      completed = true;
      return detail({
        access: consented,
        client: { ...detail().client, sessionsLeft: 2 },
      });
    });
    const user = open();
    expect(
      (await screen.findByRole('note', { name: 'Acting for a member' })).textContent,
    ).toContain('Acting for Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Complete the session of 2026-11-23' }));
    expect(await screen.findByText('Session completed: 2 sessions left.')).toBeDefined();
    expect(completed).toBe(true);
    const [call] = await api.calls(completeSession);
    expect(call?.params).toEqual({ sessionId: 'planned-1' });
  });
});
