// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { postLog } from '@clubjoin/contract/logs';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { setupFakeApi } from '../../../testing/fakeApi';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { couponStore } from '../../stores/couponStore';
import { membershipStore } from '../../stores/membershipStore';
import { storeModuleValue } from '../../stores/storeModules';
import { TransitionPage } from './TransitionPage';
import { renderAt, routes } from '../../../testing/memoryHistory';

const api = setupFakeApi();

function open(search: string) {
  return renderAt(
    ['/medicare-memberships', `${OTHER_APP_PAGES.transition}${search}`],
    routes({
      [OTHER_APP_PAGES.transition]: <TransitionPage />,
      [stepUrl('initialize')]: <p>initialize</p>,
    }),
  );
}

afterEach(() => {
  cleanup();
  expireSession();
});

describe('the transition page (product/pages.md#the-transition-page)', () => {
  it('starts a new sale from the hand-over and replaces itself with initialize', async () => {
    clubStore.setState({
      club: { mmsClubId: '5', marketingClubName: 'Chanhassen', country: 'US' },
    });
    membershipStore.setState({ quantities: { adults: 2, juniors: 1 } });
    const coupon = storeModuleValue({ coupon: { code: 'SILVERSTEP', isValid: true } });

    const history = open(`?clubId=22&category=medicare&couponModule=${coupon}`);

    expect(await screen.findByText('initialize')).toBeDefined();
    expect(history.location.pathname + history.location.search).toBe(
      '/join?clubId=22&category=medicare',
    );
    // Replaced: Back leads to the page the person came from, not here.
    expect(history.action).toBe('REPLACE');
    expect(couponStore.getState().coupon).toEqual({ code: 'SILVERSTEP', isValid: true });
    expect(membershipStore.getState().quantities).toEqual(
      membershipStore.getInitialState().quantities,
    );
    expect(clubStore.getState().club?.mmsClubId).toBe('5');
  });

  it('ignores a hand-over the stores cannot read, and goes on all the same', async () => {
    api.answer(postLog, null);
    couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } });

    const history = open('?clubId=5&couponModule=not-a-store');

    expect(await screen.findByText('initialize')).toBeDefined();
    expect(history.location.search).toBe('?clubId=5');
    expect(couponStore.getState().coupon).toBeUndefined();
    expect((await api.calls(postLog))[0]?.body).toMatchObject({
      level: 'warning',
      message: 'The couponModule parameter holds no valid state',
    });
  });
});
