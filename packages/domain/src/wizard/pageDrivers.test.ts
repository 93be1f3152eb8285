import { describe, expect, it } from 'vitest';
import {
  GLOBAL_PAGE_DRIVERS,
  STEP_PAGE_DRIVERS,
  pageDriverPath,
  pageUrl,
  paymentTimeSuffix,
  stepForPath,
  stepUrl,
} from './pageDrivers';
import { WIZARD_STEPS } from './steps';

describe('page drivers of the steps (product/wizard.md#page-drivers-and-addresses)', () => {
  it.each([
    ['initialize', 'salesInitialize'],
    ['clubLocation', 'locateAClub'],
    ['addMembers', 'salesAddMembers'],
    ['interests', 'salesInterests'],
    ['membershipProducts', 'salesMembershipProducts'],
    ['addOns', 'salesAddOns'],
    ['experiencePackages', 'salesExperiencePackages'],
    ['membershipSummary', 'salesMembershipSummary'],
    ['getStarted', 'salesGetStarted'],
    ['logIn', 'salesLogIn'],
    ['createAccount', 'salesCreateAccount'],
    ['purchaser', 'salesPurchaser'],
    ['primaryMemberInfo', 'salesPrimaryMemberInfo'],
    ['membershipAddress', 'salesMembershipAddress'],
    ['additionalMemberTwo', 'salesAdditionalMember2'],
    ['additionalMemberThree', 'salesAdditionalMember3'],
    ['additionalMemberFour', 'salesAdditionalMember4'],
    ['additionalMemberFive', 'salesAdditionalMember5'],
    ['additionalMemberSix', 'salesAdditionalMember6'],
    ['juniorMemberOne', 'salesJuniorMember1'],
    ['juniorMemberTwo', 'salesJuniorMember2'],
    ['juniorMemberThree', 'salesJuniorMember3'],
    ['juniorMemberFour', 'salesJuniorMember4'],
    ['juniorMemberFive', 'salesJuniorMember5'],
    ['juniorMemberSix', 'salesJuniorMember6'],
    ['programInformation', 'salesProgramInformation'],
    ['payment', 'salesPayment'],
  ] as const)('%s is driven by %s', (step, driver) => {
    expect(STEP_PAGE_DRIVERS[step]).toBe(driver);
  });
});

describe('the global page-driver table (product/wizard.md#page-drivers-and-addresses)', () => {
  it.each([
    ['salesInitialize', '/join'],
    ['locateAClub', '/join/club'],
    ['salesAddMembers', '/join/members'],
    ['salesInterests', '/join/interests'],
    ['salesMembershipProducts', '/join/membership'],
    ['salesAddOns', '/join/add-ons'],
    ['salesExperiencePackages', '/join/packages'],
    ['salesMembershipSummary', '/join/summary'],
    ['salesGetStarted', '/join/get-started'],
    ['salesLogIn', '/join/log-in'],
    ['salesCreateAccount', '/join/create-account'],
    ['salesPurchaser', '/join/purchaser'],
    ['salesPrimaryMemberInfo', '/join/primary-member'],
    ['salesMembershipAddress', '/join/address'],
    ['salesAdditionalMember2', '/join/additional-member/2'],
    ['salesAdditionalMember6', '/join/additional-member/6'],
    ['salesJuniorMember1', '/join/junior-member/1'],
    ['salesJuniorMember6', '/join/junior-member/6'],
    ['salesProgramInformation', '/join/program-information'],
    ['salesPayment', '/join/payment'],
    ['salesReviewPayment', '/club-sales/review-payment'],
    ['salesSettings', '/club-sales/settings'],
    ['transition', '/join/transition'],
  ])("section 'global', page %s → %s", (page, path) => {
    expect(pageDriverPath('global', page)).toBe(path);
  });

  it('gives every page its own path', () => {
    const paths = Object.values(GLOBAL_PAGE_DRIVERS);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    [undefined, 'salesPayment', "Page driver section not defined (page 'salesPayment')"],
    ['', 'salesPayment', "Page driver section not defined (page 'salesPayment')"],
    [undefined, undefined, "Page driver section not defined (page '')"],
    ['global', undefined, "Page driver page not defined (section 'global')"],
    ['global', '', "Page driver page not defined (section 'global')"],
    ['sales', 'salesPayment', "Section 'sales' or page 'salesPayment' missing in global drivers"],
    [
      'global',
      'salesCheckout',
      "Section 'global' or page 'salesCheckout' missing in global drivers",
    ],
    [
      'toString',
      'salesPayment',
      "Section 'toString' or page 'salesPayment' missing in global drivers",
    ],
    ['global', 'toString', "Section 'global' or page 'toString' missing in global drivers"],
  ])(
    'section %j, page %j throws %j (product/wizard.md#page-drivers-and-addresses)',
    (section, page, message) => {
      expect(() => pageDriverPath(section, page)).toThrow(new Error(message));
    },
  );

  it('reads an authored table when given one', () => {
    const table = { global: { salesPayment: '/pay' }, team: { dashboard: '/member' } };
    expect(pageDriverPath('team', 'dashboard', table)).toBe('/member');
    expect(() => pageDriverPath('global', 'salesSettings', table)).toThrow(
      "Section 'global' or page 'salesSettings' missing in global drivers",
    );
  });
});

describe('URLs for a full page load (product/wizard.md#page-drivers-and-addresses, #page-loads-and-the-current-step)', () => {
  it.each([
    [pageUrl('salesSettings'), '/club-sales/settings'],
    [
      pageUrl('salesPayment', paymentTimeSuffix(1_767_225_600_000)),
      '/join/payment?time=1767225600000',
    ],
    [stepUrl('membershipAddress'), '/join/address'],
    [stepUrl('juniorMemberTwo', '#top'), '/join/junior-member/2#top'],
  ])('builds %s', (url, expected) => {
    expect(url).toBe(expected);
  });

  it.each(WIZARD_STEPS)('reads the URL of %s back as that step', (step) => {
    expect(stepForPath(stepUrl(step))).toBe(step);
  });

  it.each([
    ['/join/', 'initialize'],
    ['/join/payment?time=1767225600000', 'payment'],
    ['/join/address/#form', 'membershipAddress'],
    ['/join/additional-member/3', 'additionalMemberThree'],
    ['/join/additional-member/7', undefined],
    ['/join/Payment', undefined],
    ['/club-sales/review-payment', undefined],
    ['/join/transition', undefined],
    ['/', undefined],
    ['', undefined],
  ])('reads the path %j as step %j', (path, step) => {
    expect(stepForPath(path)).toBe(step);
  });
});
