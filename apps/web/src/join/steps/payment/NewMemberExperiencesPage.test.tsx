// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getClubExperiences,
  getNewMemberExperiences,
  putExperiences,
} from '@clubjoin/contract/content';
import { postLog } from '@clubjoin/contract/logs';
import { NEW_MEMBER_SSO_COOKIE } from '@clubjoin/domain/catalog/newMemberExperiencesLink';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { callTracker } from '../../../api/callTracker';
import { failure, setupFakeApi } from '../../../testing/fakeApi';
import { expireCookie, readCookie } from '../../cookies/cookieJar';
import { NewMemberExperiencesPage } from './NewMemberExperiencesPage';
import { renderAt, routes } from '../../../testing/memoryHistory';

const api = setupFakeApi();

const PROOF = 'Zb3x_Q-7proof';
const LINK = `?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation&sso=${PROOF}`;

const EXPERIENCES = [
  { experienceId: 'club-orientation', title: 'Club Orientation', description: 'A guided tour.' },
  { experienceId: 'pt-intro', title: 'Personal Training Session', description: 'One hour.' },
];

function open(search = LINK) {
  const history = renderAt(
    `${OTHER_APP_PAGES.newMemberExperiences}${search}`,
    routes({
      [OTHER_APP_PAGES.newMemberExperiences]: <NewMemberExperiencesPage />,
      [OTHER_APP_PAGES.confirmation]: <h1>Welcome to the club!</h1>,
      [stepUrl('clubLocation')]: <h1>Club Location</h1>,
    }),
    { wrapper: ServerDataProvider },
  );
  return { history, user: userEvent.setup() };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const experience = (name: string) => screen.getByRole('checkbox', { name });

beforeEach(() => {
  api.answer(getNewMemberExperiences, {
    orderId: 'order-1',
    memberId: 'M-1',
    clubId: '5',
    membershipLevel: 'Gold',
    choice: null,
  });
  api.answer(getClubExperiences, { variations: EXPERIENCES });
  api.answer(putExperiences, null);
  api.answer(postLog, null);
});

afterEach(() => {
  cleanup();
  expireCookie(NEW_MEMBER_SSO_COOKIE);
  callTracker.setState({ loadingCount: 0 });
  window.dataLayer = undefined;
});

describe('the new member experiences page (product/pages.md#new-member-experiences)', () => {
  it('shows the club’s experiences unticked, with Continue disabled until one is ticked', async () => {
    const { user } = open();

    await screen.findByRole('heading', { level: 1, name: 'Your new member experiences' });
    expect(experience('Club Orientation')).toHaveProperty('checked', false);
    expect(experience('Personal Training Session')).toHaveProperty('checked', false);
    expect(continueButton()).toHaveProperty('disabled', true);

    await user.click(experience('Personal Training Session'));
    expect(continueButton()).toHaveProperty('disabled', false);
    await user.click(experience('Personal Training Session'));
    expect(continueButton()).toHaveProperty('disabled', true);
  });

  it('moves the sso into a cookie, off the address, and shows it as the purchase’s proof', async () => {
    const { history } = open();
    await screen.findByRole('heading', { level: 1, name: 'Your new member experiences' });

    expect(history.location.search).toBe('?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation');
    expect(readCookie(NEW_MEMBER_SSO_COOKIE)).toBe(PROOF);
    const [read] = await api.calls(getNewMemberExperiences);
    expect(read?.headers['x-confirmation-token']).toBe(PROOF);
    expect(await api.requests()).toContain('GET /api/content/clubs/5/experiences');
    expect(window.dataLayer).toEqual([{ event: 'new_member_success', clubId: '5' }]);
  });

  it('opens each experience’s description', async () => {
    const { user } = open();
    const about = await screen.findByText('About Club Orientation');
    const details = screen.getByText('A guided tour.').closest('details');
    expect(details?.open).toBe(false);
    await user.click(about);
    expect(details?.open).toBe(true);
  });

  it('saves the ticked experiences with Continue, then goes on to the confirmation', async () => {
    const { history, user } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Club Orientation' }));
    await user.click(continueButton());

    await screen.findByRole('heading', { name: 'Welcome to the club!' });
    expect(history.location.pathname).toBe(OTHER_APP_PAGES.confirmation);
    const [saved] = await api.calls(putExperiences);
    expect(saved?.headers['x-confirmation-token']).toBe(PROOF);
    expect(saved?.body).toEqual({
      memberId: 'M-1',
      clubId: '5',
      confirmationPageDriver: '/join/confirmation',
      membershipLevel: 'Gold',
      skip: false,
      variations: [
        { experienceId: 'club-orientation', selected: true },
        { experienceId: 'pt-intro', selected: false },
      ],
    });
    expect(readCookie(NEW_MEMBER_SSO_COOKIE)).toBeUndefined();
  });

  it('skips: clears what was ticked and saves with skip', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Club Orientation' }));
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));

    await screen.findByRole('heading', { name: 'Welcome to the club!' });
    const [saved] = await api.calls(putExperiences);
    expect(saved?.body.skip).toBe(true);
    expect(saved?.body.variations?.every((variation) => !variation.selected)).toBe(true);
  });

  it('reads the proof from its cookie after a reload took it off the address', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Your new member experiences' });
    cleanup();

    open('?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation');
    await screen.findByRole('heading', { level: 1, name: 'Your new member experiences' });
    const reads = await api.calls(getNewMemberExperiences);
    expect(reads.map((read) => read.headers['x-confirmation-token'])).toEqual([PROOF, PROOF]);
  });

  it.each([
    {
      what: 'an empty list',
      setUp: () => api.answer(getClubExperiences, { variations: [] }),
      logged: 'New member experiences: the club offers no experiences',
    },
    {
      what: 'experiences that fail to load',
      setUp: () => api.answer(getClubExperiences, failure(503, 'Content is down.')),
      logged: 'New member experiences: the experiences could not be loaded',
    },
    {
      what: 'a purchase the proof does not show',
      setUp: () => api.answer(getNewMemberExperiences, failure(401, 'Show the confirmation.')),
      logged: 'New member experiences: the new member could not be loaded',
    },
  ])('logs $what and goes on to the confirmation', async ({ setUp, logged }) => {
    setUp();
    const { history } = open();

    await screen.findByRole('heading', { name: 'Welcome to the club!' });
    expect(history.location.pathname).toBe(OTHER_APP_PAGES.confirmation);
    expect((await api.calls(postLog)).map((log) => log.body.message)).toContain(logged);
    expect(await api.calls(putExperiences)).toEqual([]);
  });

  it('logs a save that fails and still goes on to the confirmation', async () => {
    api.answer(putExperiences, failure(400, 'The membership’s level is Gold.'));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));

    await screen.findByRole('heading', { name: 'Welcome to the club!' });
    expect((await api.calls(postLog)).map((log) => log.body.message)).toContain(
      'New member experiences: the choices could not be saved',
    );
  });

  it.each([
    ['no sso', '?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation'],
    ['no club', `?clubProductPagePath=%2Fjoin%2Fconfirmation&sso=${PROOF}`],
    ['a page on another site', `?mmsClubId=5&clubProductPagePath=https://evil.example&sso=x`],
  ])('sends a link with %s to choose a club', async (_case, search) => {
    const { history } = open(search);

    await screen.findByRole('heading', { name: 'Club Location' });
    expect(history.location.pathname).toBe(stepUrl('clubLocation'));
    expect(await api.requests()).toEqual([]);
  });
});
