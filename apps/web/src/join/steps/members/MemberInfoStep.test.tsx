// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_FIELD_HINT } from '@clubjoin/domain/accounts/employeeReferral';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { expireSession } from '../../session/expireSession';
import { alerts, openStep } from '../../openStep.fixture';
import { clubStore } from '../../stores/clubStore';
import { couponStore } from '../../stores/couponStore';
import type { MembershipState } from '../../stores/membershipState';
import { membershipStore } from '../../stores/membershipStore';
import { FORMER_MEMBER_HINT } from './MemberFields';

/** The club read of each step load. */
const api = setupFakeApi();

const product = { productId: 'Monthly-2', productType: 'Monthly' as const, hasAddOns: false };
const family: Partial<MembershipState> = {
  mmsClubId: '5',
  product,
  quantities: { adults: 2, juniors: 2 },
  adultMembers: [{}],
  juniorMembers: [{}, {}],
  memberAccount: { username: 'ann@example.com', existing: false, partyId: 'party-ann' },
  primaryMember: {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    dateOfBirth: '04/15/1985',
  },
};

async function enter(path: string, step: WizardStep) {
  const opened = openStep(step, path);
  await screen.findByRole('heading', { level: 1 });
  return opened;
}

beforeEach(() => {
  // Ages are judged on the club's date: a fixed one, so '01/01/2012' is a partner of 14 on any day
  // the test runs (product/decisions-and-platform.md#time-and-clocks), not one who turns 18 in
  // 2030.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T18:00:00Z'));
  answerStoredClub(api);
  clubStore.setState({
    club: {
      mmsClubId: '5',
      marketingClubName: 'Chanhassen, MN',
      country: 'US',
      phone: '9525550100',
      timeZone: 'America/Chicago',
    },
  });
  membershipStore.setState(family);
});

afterEach(() => {
  cleanup();
  expireSession();
  vi.useRealTimers();
});

describe('the primary member form (product/member-forms.md#member-info-form)', () => {
  it('shows every required message, focuses the first, then stores the member and moves on', async () => {
    membershipStore.setState({ primaryMember: undefined });
    const { history, user } = await enter('/join/primary-member', 'primaryMemberInfo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Primary Member');

    await user.click(screen.getByRole('button', { name: 'Move Forward' }));

    expect(alerts()).toEqual([
      'Please enter a first name.',
      'Please enter a last name.',
      'Please enter a phone number.',
      'Please enter a date of birth.',
      'Please select a gender.',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));

    await user.type(screen.getByRole('textbox', { name: 'First name' }), '  Ann ');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '9525550123');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveProperty(
      'value',
      '(952) 555-0123',
    );
    await user.type(screen.getByRole('textbox', { name: /^Date of birth/ }), '04151985');
    expect(screen.getByRole('textbox', { name: /^Date of birth/ })).toHaveProperty(
      'value',
      '04/15/1985',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.click(screen.getByRole('button', { name: 'Move Forward' }));

    await screen.findByRole('heading', { level: 1, name: 'Membership Address' });
    expect(history.location.pathname).toBe('/join/address');
    expect(membershipStore.getState().primaryMember).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      phone: '(952) 555-0123',
      dateOfBirth: '04/15/1985',
      gender: 'Female',
      sendSmsOptIn: false,
    });
  });

  it('carries the autofill names of product/member-forms.md#member-fields fields', async () => {
    await enter('/join/primary-member', 'primaryMemberInfo');
    const autocomplete = (name: RegExp) =>
      screen.getByRole('textbox', { name }).getAttribute('autocomplete');
    expect(autocomplete(/^First name/)).toBe('given-name');
    expect(autocomplete(/^Last name/)).toBe('family-name');
    expect(autocomplete(/^Email/)).toBe('email');
    expect(autocomplete(/^Date of birth/)).toBe('bday');
    expect(screen.getByRole('combobox', { name: 'Gender' }).getAttribute('autocomplete')).toBe(
      'sex',
    );
  });

  it('refuses an invalid phone paste whole and says why', async () => {
    const { user } = await enter('/join/primary-member', 'primaryMemberInfo');
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    await user.click(phone);

    await user.paste('call 555-0100');

    expect(phone).toHaveProperty('value', '');
    expect(alerts()).toEqual(['Sorry, that seems to be an invalid phone number.']);

    await user.paste('952.555.0123');
    expect(phone).toHaveProperty('value', '(952) 555-0123');
  });

  it('asks the age when the text-message opt-in is ticked (product/member-forms.md#text-message-opt-in)', async () => {
    const { user } = await enter('/join/primary-member', 'primaryMemberInfo');
    const optIn = screen.getByRole('checkbox', { name: /text messages/ });

    await user.click(optIn);
    const dialog = screen.getByRole('dialog', { name: 'Text message program' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Text program terms/ })
        .getAttribute('href'),
    ).toBe('/text-program-terms');
    await user.click(within(dialog).getByRole('button', { name: 'I am under 18' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(optIn).toHaveProperty('checked', false);

    await user.click(optIn);
    await user.click(screen.getByRole('button', { name: 'Over 18, Opt-In' }));
    expect(optIn).toHaveProperty('checked', true);
  });

  it.each([
    ['a Canadian club', { country: 'CA', state: 'Ontario', stateAbbr: 'ON', zip: 'M5V 2T6' }, []],
    ['the purchaser-child flow', {}, ['PurchaserChild' as const]],
  ])(
    'has no text-message opt-in for %s (product/member-forms.md#text-message-opt-in)',
    async (_, club, flows) => {
      clubStore.setState((state) => ({ club: state.club && { ...state.club, ...club } }));
      membershipStore.setState({ membershipDescriptor: { flows } });
      await enter('/join/primary-member', 'primaryMemberInfo');
      expect(screen.queryByRole('checkbox', { name: /text messages/ })).toBeNull();
    },
  );

  it('shows an existing membership’s primary member prefilled and locked (product/member-forms.md#member-info-form)', async () => {
    membershipStore.setState({
      primaryMember: undefined,
      previousMembership: previousMembership(),
    });
    await enter('/join/primary-member', 'primaryMemberInfo');
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveProperty('value', 'Ann');
    expect(firstName).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: /^Date of birth/ })).toHaveProperty(
      'value',
      '04/15/1985',
    );
    expect(screen.getByRole('textbox', { name: 'Gender' })).toHaveProperty('readOnly', true);
  });

  it('fills and locks the names and email an employee referral coupon carries (product/member-forms.md#employee-referral)', async () => {
    membershipStore.setState({ primaryMember: undefined });
    couponStore.setState({
      coupon: {
        code: 'REF-20417',
        isValid: true,
        kind: 'EmployeeReferral',
        employeeId: '20417',
        referringMemberFirstName: 'Dana',
        referringMemberLastName: 'Whitfield',
        personalEmail: 'dana.whitfield@example.com',
      },
      checkedAtClubId: '5',
    });
    const { user } = await enter('/join/primary-member', 'primaryMemberInfo');
    for (const [name, value] of [
      ['First name', 'Dana'],
      ['Last name', 'Whitfield'],
      [/^Email/, 'dana.whitfield@example.com'],
    ] as const) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveProperty('value', value);
      expect(field).toHaveProperty('readOnly', true);
      expect(field.getAttribute('aria-describedby') ?? '').not.toBe('');
      expect(
        (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      ).toContain(REFERRAL_FIELD_HINT);
    }
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'x');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Dana');
    // What the coupon does not carry is the person's to enter.
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveProperty('readOnly', false);
  });

  it('fills nothing from a coupon of another kind', async () => {
    membershipStore.setState({ primaryMember: undefined });
    couponStore.setState({
      coupon: { code: 'WELCOME26', isValid: true, kind: 'Promotional' },
      checkedAtClubId: '5',
    });
    await enter('/join/primary-member', 'primaryMemberInfo');
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveProperty('value', '');
    expect(firstName).toHaveProperty('readOnly', false);
  });
});

function previousMembership(): NonNullable<MembershipState['previousMembership']> {
  const person = (partyId: string, firstName: string, dateOfBirth: string) => ({
    memberId: `m-${partyId}`,
    partyId,
    firstName,
    lastName: 'Lee',
    dateOfBirth,
    email: null,
    phoneNumber: null,
    gender: null,
    street: null,
    city: null,
    state: null,
    country: null,
    zip: null,
  });
  return {
    membershipStatus: 'Terminated',
    terminationReason: 'Moved',
    isDigital: false,
    isFreemium: false,
    primaryMember: {
      ...person('party-ann', 'Ann', '1985-04-15'),
      gender: 'Female',
      phoneNumber: '9525550123',
    },
    additionalMembers: [{ ...person('party-bo', 'Bo', '1984-02-01'), email: 'bo@example.com' }],
    juniorMembers: [person('party-cy', 'Cy', '2016-09-09')],
  };
}

describe('an additional adult (product/member-forms.md#member-info-form)', () => {
  it('is titled n of m and checks email, relationship and age by relationship', async () => {
    const { user } = await enter('/join/additional-member/2', 'additionalMemberTwo');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Additional Members (1 of 3)',
    );

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Bo');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ANN@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Date of birth/ }), '01012012');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Male');
    await user.click(screen.getByRole('button', { name: 'Move Forward' }));

    expect(alerts()).toEqual([
      'This email address is already in use. Please enter a different email address to move forward.',
      'Please select a relationship.',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Relationship' }), 'Partner');
    await user.click(screen.getByRole('button', { name: 'Move Forward' }));
    expect(alerts()).toContain('A secondary adult must be at least 18 years old.');
  });

  it('offers the previous membership’s adults with the hint, and fills and locks the one chosen', async () => {
    membershipStore.setState({ previousMembership: previousMembership() });
    const { user } = await enter('/join/additional-member/2', 'additionalMemberTwo');
    expect(screen.getByText(FORMER_MEMBER_HINT)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move Forward' }));
    expect(alerts()[0]).toBe('Please make a selection.');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Previous member' }), 'Bo Lee');
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveProperty('value', 'Bo');
    expect(firstName).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'bo@example.com',
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Previous member' }),
      'New Member',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('readOnly', false);
  });
});

describe('a junior (product/member-forms.md#member-info-form)', () => {
  it('counts on after the adults and checks the junior age', async () => {
    const { user } = await enter('/join/junior-member/1', 'juniorMemberOne');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Additional Members (2 of 3)',
    );
    expect(screen.queryByRole('combobox', { name: 'Relationship' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Cy');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(screen.getByRole('textbox', { name: /^Date of birth/ }), '01012000');
    await user.click(screen.getByRole('button', { name: 'Move Forward' }));

    expect(alerts()).toEqual(['Junior Members must be between 3 months and 13 years old.']);
  });

  it('says Invalid member index. for a junior the membership has no slot for (product/member-forms.md#member-info-form)', async () => {
    membershipStore.setState({ juniorMembers: [{}] });
    await enter('/join/junior-member/2', 'juniorMemberTwo');
    expect(alerts()).toEqual(['Invalid member index.']);
    expect(screen.queryByRole('button', { name: 'Move Forward' })).toBeNull();
  });
});
