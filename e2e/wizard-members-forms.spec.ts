import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  bornYearsAgo,
  expectNoAxeViolations,
  field,
  moveForward,
  readWizardState,
  startAfterAccount,
  storeCurrentStep,
  storeWizardState,
  expectNoSidewaysScroll,
} from './wizard';

const alerts = (page: Page) => page.getByRole('main').getByRole('alert');

test.describe('member info, address and staging (product/member-forms.md#member-info-form; product/payment-and-confirmation.md#staging)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a family of two adults and two juniors: every message once, corrected, then staged', async ({
    page,
    context,
    baseURL,
  }) => {
    // Four forms, every message provoked and corrected: a long walk on a busy machine.
    test.slow();
    const { email, identity, cart } = await startAfterAccount(page, context, baseURL, {
      adults: 2,
      juniors: 2,
    });
    await storeCurrentStep(context, baseURL, 'primaryMemberInfo');

    // The primary member.
    await page.goto('/join/primary-member');
    await expect(page.getByRole('heading', { level: 1, name: 'Primary Member' })).toBeVisible();
    await expect(field(page, /^Email/)).toHaveValue(email);
    await expectNoAxeViolations(page);
    await field(page, /^Email/).fill('');
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'Please enter a first name.',
      'Please enter a last name.',
      'Please enter a phone number.',
      'Please enter a date of birth.',
      'Please select a gender.',
    ]);
    await expect(field(page, 'First name')).toBeFocused();
    await expectNoAxeViolations(page);

    await field(page, 'First name').fill('A'.repeat(51));
    await field(page, 'Last name').fill('Rivera');
    await field(page, /^Email/).fill('ann@@example');
    await field(page, /^Phone/).evaluate((input) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', 'not a phone');
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    });
    await expect(field(page, /^Phone/)).toHaveValue('');
    await expect(alerts(page)).toContainText(['Sorry, that seems to be an invalid phone number.']);
    await field(page, /^Phone/).pressSequentially('6125550142');
    await expect(field(page, /^Phone/)).toHaveValue('(612) 555-0142');
    await field(page, /^Date of birth/).pressSequentially('13451990');
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'This field must be 50 characters or less.',
      'Sorry, that seems to be an invalid email format.',
      'Not a valid (MM/DD/YYYY) date of birth.',
    ]);
    await field(page, 'First name').fill('Ana');
    await field(page, /^Email/).fill(`${'a'.repeat(130)}@example.com`);
    await field(page, /^Date of birth/).fill('');
    await field(page, /^Date of birth/).pressSequentially(bornYearsAgo(17).replaceAll('/', ''));
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'Your new email address must be 140 characters or less.',
      'Primary member must be at least 18 years old.',
    ]);
    await field(page, /^Email/).fill(email);
    await field(page, /^Date of birth/).fill(bornYearsAgo(26));

    // The text-message opt-in asks the age; the terms are a page of their own.
    const optIn = page.getByRole('checkbox', { name: /text messages/ });
    await optIn.check();
    const dialog = page.getByRole('dialog', { name: 'Text message program' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'I am under 18' }).click();
    await expect(optIn).not.toBeChecked();
    await optIn.check();
    await dialog.getByRole('button', { name: 'Over 18, Opt-In' }).click();
    await expect(optIn).toBeChecked();
    await expectNoSidewaysScroll(page);
    await moveForward(page).click();

    // The membership address.
    await expect(page.getByRole('heading', { level: 1, name: 'Membership Address' })).toBeVisible();
    await expectNoAxeViolations(page);
    const zip = field(page, /^Zip\/Postal code/);
    await expect(zip).toBeDisabled();
    await field(page, 'Street address').fill('12 Lake St <b>');
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'Sorry, this field contains unsupported characters.',
      'Please enter a city.',
      'Please select a state/province.',
      'Please enter a valid Zip/Postal code.',
    ]);
    await field(page, 'Street address').fill('12 Lake St #4');
    await field(page, 'City').fill('Chanhassen');
    const state = page.getByRole('combobox', { name: 'State/Province' });
    await state.selectOption('ON');
    await zip.fill('M5V 2T6');
    await state.selectOption('MN');
    await expect(zip).toHaveValue('');
    await expect(zip).toHaveAttribute('inputmode', 'numeric');
    await zip.fill('5531');
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText(['Please enter a valid Zip/Postal code.']);
    await zip.fill('55317');
    await expectNoSidewaysScroll(page);
    await moveForward(page).click();

    // The second adult.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Additional Members (1 of 3)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'Please enter a first name.',
      'Please enter a last name.',
      'Please enter an email address.',
      'Please enter a date of birth.',
      'Please select a gender.',
      'Please select a relationship.',
    ]);
    await field(page, 'First name').fill('Ben');
    await field(page, 'Last name').fill('Rivera');
    await field(page, 'Email').fill(email.toUpperCase());
    await field(page, /^Date of birth/).fill(bornYearsAgo(16));
    await page.getByRole('combobox', { name: 'Gender' }).selectOption('Male');
    await page.getByRole('combobox', { name: 'Relationship' }).selectOption('Partner');
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'This email address is already in use. Please enter a different email address to move forward.',
      'A secondary adult must be at least 18 years old.',
    ]);
    await field(page, 'Email').fill(`ben.${email}`);
    await page.getByRole('combobox', { name: 'Relationship' }).selectOption('Secondary');
    await field(page, /^Date of birth/).fill(bornYearsAgo(30));
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'Secondary members must be between the ages of 14 and 25 years old.',
    ]);
    await page.getByRole('combobox', { name: 'Relationship' }).selectOption('Partner');
    await field(page, /^Date of birth/).fill(bornYearsAgo(26, 40));
    await moveForward(page).click();

    // The first junior: too old, then too close in age to both parents, then right.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Additional Members (2 of 3)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, 'First name').fill('Cleo');
    await field(page, 'Last name').fill('Rivera');
    await field(page, /^Date of birth/).fill(bornYearsAgo(14, 30));
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      'Junior Members must be between 3 months and 13 years old.',
    ]);
    await field(page, /^Date of birth/).fill(bornYearsAgo(12));
    await moveForward(page).click();
    await expect(alerts(page)).toHaveText([
      /^We are unable to add this member to your membership online at this time\. Please call .+/,
    ]);
    await field(page, /^Date of birth/).fill(bornYearsAgo(9));
    await moveForward(page).click();

    // The second junior; program information has no program, so it stages and goes to payment.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Additional Members (3 of 3)' }),
    ).toBeVisible();
    await field(page, 'First name').fill('Dov');
    await field(page, 'Last name').fill('Rivera');
    await field(page, /^Date of birth/).fill(bornYearsAgo(6));
    const stageCall = page.waitForResponse('**/api/membership/v1/stage');
    await moveForward(page).click();
    const stageResponse = await stageCall;
    expect(stageResponse.status()).toBe(200);
    const stageRequest = stageResponse.request();
    expect(stageRequest.headers()['idempotency-key']).toBeTruthy();
    const sent = stageRequest.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      cartId: cart.cartId,
      channel: 'Online',
      sendSmsOptIn: true,
      primaryMember: { partyId: identity.partyId, phone: '6125550142', firstName: 'Ana' },
      membershipAddress: { street: '12 Lake St #4', state: 'MN', zip: '55317', country: 'US' },
    });
    const staged = (await stageResponse.json()) as {
      additionalMemberPartyIds: string[];
      juniorMemberPartyIds: string[];
      stagingId: string;
    };
    await expect(page).toHaveURL(/\/join\/payment\?time=\d+$/);

    const membership = await readWizardState(context, 'membership');
    const partyIds = (members: unknown) =>
      (members as { partyId?: string }[]).map((member) => member.partyId);
    expect(partyIds(membership.adultMembers)).toEqual(staged.additionalMemberPartyIds);
    expect(partyIds(membership.juniorMembers)).toEqual(staged.juniorMemberPartyIds);
    expect(membership.transaction).toMatchObject({ stagingId: staged.stagingId });
  });

  test('a rejoining member: the primary prefilled and locked, previous members offered', async ({
    page,
    context,
    baseURL,
  }) => {
    // Log in sets the SSO cookie; the lookup answers the previous membership (the account steps
    // store it the same way).
    const login = await page.request.post('/api/auth/login', {
      data: {
        username: 'rejoin.voluntary@example.com',
        password: 'Clubjoin-Demo-1',
        type: 'customer',
      },
    });
    expect(login.ok()).toBe(true);
    const previous = (await (
      await page.request.get('/api/membership/v1/membership?adjustMemberTypes=true')
    ).json()) as {
      primaryMember: { firstName: string; partyId: string };
      additionalMembers: { firstName: string; lastName: string; partyId: string }[];
    };
    const club = (await (await page.request.get('/api/content/clubs/5')).json()) as object;
    await storeWizardState(context, baseURL, 'club', { club });
    await storeWizardState(context, baseURL, 'membership', {
      mmsClubId: '5',
      product: { productId: 'any', productType: 'Monthly', hasAddOns: false },
      quantities: { adults: 2, juniors: 0 },
      adultMembers: [{}],
      juniorMembers: [],
      rejoin: true,
      memberAccount: { username: 'rejoin.voluntary@example.com', existing: true },
      previousMembership: previous,
      options: {},
      membershipDescriptor: { flows: [] },
      interests: [],
      locationAccess: {},
    });
    await storeCurrentStep(context, baseURL, 'primaryMemberInfo');

    await page.goto('/join/primary-member');
    await expect(field(page, 'First name')).toHaveValue(previous.primaryMember.firstName);
    await expect(field(page, 'First name')).toHaveAttribute('readonly', '');

    await storeCurrentStep(context, baseURL, 'additionalMemberTwo');
    await page.goto('/join/additional-member/2');
    await expect(
      page.getByText("We've identified additional member(s) on your previous membership."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await moveForward(page).click();
    await expect(alerts(page).first()).toHaveText('Please make a selection.');
    const [partner] = previous.additionalMembers;
    if (partner === undefined) throw new Error('The demo rejoin account has additional members');
    await page
      .getByRole('combobox', { name: 'Previous member' })
      .selectOption({ label: `${partner.firstName} ${partner.lastName}` });
    await expect(field(page, 'First name')).toHaveValue(partner.firstName);
    await expect(field(page, 'First name')).toHaveAttribute('readonly', '');
  });

  test('program information: one field per identifier part, then staged', async ({
    page,
    context,
    baseURL,
  }) => {
    // The cart carries the coupon: the server asks for the program of the cart's coupon.
    await startAfterAccount(
      page,
      context,
      baseURL,
      { adults: 1, juniors: 0, coupon: 'OPTIFIT' },
      {
        primaryMember: {
          firstName: 'Ola',
          lastName: 'Berg',
          phone: '(612) 555-0177',
          dateOfBirth: bornYearsAgo(40),
          gender: 'Female',
        },
        membershipAddress: {
          street: '1 Main St',
          city: 'Chanhassen',
          state: 'MN',
          zip: '55317',
          country: 'US',
        },
      },
    );
    await storeWizardState(context, baseURL, 'coupon', {
      coupon: { code: 'OPTIFIT', isValid: true },
    });
    await storeCurrentStep(context, baseURL, 'programInformation');

    await page.goto('/join/program-information');
    await expect(
      page.getByRole('heading', { level: 1, name: 'OptiFit Insurance Program Information' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const payment = page.getByRole('button', { name: 'Payment' });
    const subscriberId = field(page, 'Subscriber ID');
    await payment.click();
    await expect(alerts(page)).toHaveText(['Please enter your Subscriber ID.']);
    await expect(subscriberId).toBeFocused();
    await subscriberId.fill('ABC1234567');
    await payment.click();
    await expect(alerts(page)).toHaveText(['This field must be 9 characters or less.']);
    await subscriberId.fill('AB1234567');
    await payment.click();
    await expect(alerts(page)).toHaveText(['A Subscriber ID is 3 letters followed by 6 digits.']);
    await subscriberId.fill('ABC123456');
    const stageCall = page.waitForResponse('**/api/membership/v1/stage');
    await payment.click();
    expect((await stageCall).status()).toBe(200);
    await expect(page).toHaveURL(/\/join\/payment\?time=\d+$/);
    const membership = await readWizardState(context, 'membership');
    expect(membership.partnerProgramIdentifierParts).toEqual({
      programId: 'OPTIFIT',
      formatId: 'OF-SUBSCRIBER',
      identifierPartValues: [{ formatPartId: 'memberId', value: 'ABC123456' }],
    });
  });

  test('the text program terms page', async ({ page }) => {
    await page.goto('/text-program-terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Text Message Program Terms' }),
    ).toBeVisible();
    await expect(page.getByText('Effective date: 9/21/2022')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
