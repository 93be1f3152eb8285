// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateAccount } from '@clubjoin/contract/identity';
import { ACTIVATION_MESSAGES, ACTIVATION_PAGE_PATH } from '@clubjoin/domain/accounts/activation';
import { dismissCallErrors } from '../api/callTracker';
import { failure, type Reply, setupFakeApi } from '../testing/fakeApi';
import { ActivateAccountPage } from './ActivateAccountPage';
import { renderAt } from '../testing/memoryHistory';

const api = setupFakeApi();

const TOKEN = 'T'.repeat(43);

function open(answer: Reply<typeof activateAccount>) {
  api.answer(activateAccount, answer);
  window.location.hash = `#token=${TOKEN}`;
  renderAt(ACTIVATION_PAGE_PATH, <ActivateAccountPage />);
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  dismissCallErrors();
  window.location.hash = '';
});

describe('the activation page (product/accounts-and-sign-in.md#login-problems)', () => {
  it('activates only when asked, with the token of the link, and says so', async () => {
    const user = open({ username: 'jane@example.com', message: ACTIVATION_MESSAGES.activated });
    expect(screen.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeDefined();
    expect(await api.requests()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    const said = await screen.findByText(ACTIVATION_MESSAGES.activated);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(await api.requests()).toEqual(['POST /api/membership/v1/userIdentity/activation']);
    expect((await api.calls(activateAccount))[0]?.body).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Activate my account' })).toBeNull();
  });

  it('tells a link that no longer works, and how to get a new one', async () => {
    const user = open(failure(400, ACTIVATION_MESSAGES.invalidLink, { requestId: 'r-1' }));
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText(ACTIVATION_MESSAGES.invalidLink)).toBeDefined();
    expect(screen.getByText(/Resend the activation email/)).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
