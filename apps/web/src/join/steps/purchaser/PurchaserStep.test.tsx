// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { expireSession } from '../../session/expireSession';
import { alerts, openStep } from '../../openStep.fixture';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';

const api = setupFakeApi();

beforeEach(() => {
  // The step load reads the club again; nothing else is called (no staging before payment).
  answerStoredClub(api);
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  membershipStore.setState({
    mmsClubId: '5',
    product: { productId: 'Monthly-1', productType: 'Monthly', hasAddOns: false },
    membershipDescriptor: { flows: ['Purchaser'] },
  });
});

afterEach(() => {
  cleanup();
  expireSession();
});

describe('the purchaser (product/member-forms.md#purchaser)', () => {
  it('checks the member fields and the address together, then stores both and moves on', async () => {
    const { history, user } = openStep('purchaser', '/join/purchaser');
    await screen.findByRole('heading', { level: 1, name: 'Purchaser' });

    await user.click(screen.getByRole('button', { name: 'Move Forward' }));
    expect(alerts()).toEqual([
      'Please enter a first name.',
      'Please enter a last name.',
      'Please enter a phone number.',
      'Please enter an address.',
      'Please enter a city.',
      'Please select a state/province.',
      'Please enter a valid Zip/Postal code.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Date of birth (optional)' })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Pat');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Doe');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '6125550199');
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '9 Elm St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Toronto');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State/Province' }), 'ON');
    await user.type(screen.getByRole('textbox', { name: /^Zip\/Postal code/ }), 'M5V 2T6');
    await user.click(screen.getByRole('button', { name: 'Move Forward' }));

    await screen.findByRole('heading', { level: 1, name: 'Primary Member' });
    expect(history.location.pathname).toBe('/join/primary-member');
    const { purchaser, membershipAddress } = membershipStore.getState();
    expect(purchaser).toMatchObject({ firstName: 'Pat', lastName: 'Doe', phone: '(612) 555-0199' });
    expect(membershipAddress).toEqual({
      street: '9 Elm St',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5V 2T6',
      country: 'CA',
    });
  });
});
