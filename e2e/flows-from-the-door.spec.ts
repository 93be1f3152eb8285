import type { Page } from '@playwright/test';
import { stepPosition, type WizardStep } from '@clubjoin/domain/wizard/steps';
import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import type { Flow } from '@clubjoin/domain/vocabulary';
import { expect, test } from './fixtures';
import {
  confirmationEmailOf,
  freshEmail,
  plannedSteps,
  walkToConfirmation,
  type FlowChoices,
} from './flowWalker';
import { bornYearsAgo, persistedStore } from './wizard';

/**
 * Every flow from its door (issue 16, product/flows.md#every-flow-from-its-link): each row of that
 * table is followed from its link in a fresh browser, with nothing stored and nothing set by hand
 * but a real sign-in for the rejoin, through the screens to the confirmation. The steps shown must
 * be the domain's applicable steps for the flow, and the confirmation page and email must say what
 * the flow sold.
 */

/** A coupon handed over by a link, as the coupon store persists it (README, Restricted memberships). */
const couponModule = (code: string) =>
  `couponModule=${persistedStore({ coupon: { code, isValid: true } })}`;

/** What the confirmation page and the email say a flow sold. */
interface Sold {
  /** The membership and club the confirmation names: "Order number … · {membership} at {club}". */
  readonly membership: string | RegExp;
  readonly club: string;
  /** Words both must carry, or must not. */
  readonly says?: readonly RegExp[];
  readonly never?: readonly RegExp[];
  /** A line of the email ("Promotion: …", "Pool pass: Included"). */
  readonly emailLines?: readonly string[];
}

interface FlowRow {
  readonly name: string;
  readonly link: string;
  /** The flow state the domain plans the steps from (a new visitor unless it says otherwise). */
  readonly plan: Parameters<typeof plannedSteps>[0] & { readonly flows: readonly Flow[] };
  /**
   * The first step the link opens past initialize: a link with club, quantities and membership
   * type goes to the cards, past Add Members, and so does one of a single-adult flow (its
   * quantities are set) at a club whose category gives the type
   * (product/club-and-entry.md#initialize).
   */
  readonly entersAt?: WizardStep;
  readonly choices?: FlowChoices;
  /** The email the person gives at Get Started, or signs in with. */
  readonly email?: string;
  /** Signs in for real before following the link (the rejoin's SSO cookie). */
  readonly signIn?: { readonly username: string; readonly password: string };
  readonly sold: Sold;
}

const MONTHLY = { card: 'Monthly Membership' } as const;

/** A membership that charges dues every month, on the page ("Charged monthly$…") and in the email. */
const MONTHLY_DUES = /Charged monthly:?\s*\$[1-9]/;

/** The purchaser of the purchaser flows, as the email lists the members (the walker's purchaser). */
const PURCHASER_LINE = '- Robin Lindqvist, Purchaser, member id';

const ROWS: readonly FlowRow[] = [
  {
    name: 'the plain prospect sale',
    link: '/join?clubId=5',
    plan: { flows: [], hasAddOns: true, hasPackages: true },
    choices: MONTHLY,
    sold: { membership: 'Monthly', club: 'Chanhassen', says: [MONTHLY_DUES] },
  },
  {
    name: 'Purchaser: an adult pays',
    link: '/join?clubId=5&purchaser=true',
    plan: { flows: ['Purchaser'], hasAddOns: true, hasPackages: true },
    choices: MONTHLY,
    sold: {
      membership: 'Monthly',
      club: 'Chanhassen',
      says: [MONTHLY_DUES],
      emailLines: [PURCHASER_LINE],
    },
  },
  {
    name: 'PurchaserChild: an adult pays for a child of 12',
    link: '/join?clubId=5&adultQuantity=1&juniorQuantity=0&membershipType=Monthly&purchaserChild=true',
    plan: { flows: ['PurchaserChild'], hasAddOns: true, hasPackages: true },
    entersAt: 'membershipProducts',
    choices: { ...MONTHLY, primaryBorn: bornYearsAgo(12, 30) },
    sold: {
      membership: 'Monthly',
      club: 'Chanhassen',
      says: [MONTHLY_DUES],
      emailLines: [PURCHASER_LINE],
    },
  },
  {
    name: 'Employee: the employee link',
    link: `/join?clubId=5&adultQuantity=1&juniorQuantity=0&membershipType=Employee&category=employee&employeeId=${encodeEmployeeId(48213)}`,
    plan: { flows: ['Employee'], hasAddOns: false },
    entersAt: 'membershipProducts',
    sold: { membership: 'Employee', club: 'Chanhassen', says: [MONTHLY_DUES] },
  },
  {
    name: 'the summer pool pass, at a club in its season',
    link: '/join?clubId=212',
    plan: { flows: [], hasAddOns: true },
    choices: { ...MONTHLY, takesPoolPass: true },
    sold: {
      membership: 'Monthly',
      club: 'Scottsdale',
      says: [MONTHLY_DUES],
      emailLines: ['Pool pass: Included'],
    },
  },
  {
    name: 'Qualified: a Medicare coupon with the membership type',
    link: `/join?clubId=5&adultQuantity=1&juniorQuantity=0&membershipType=MonthlyQualified&${couponModule('SILVERSTEP')}`,
    plan: { flows: ['Qualified'], hasAddOns: false },
    entersAt: 'membershipProducts',
    choices: {
      card: 'Monthly Qualified Membership',
      programMemberId: { label: 'SilverStep Member ID', value: '123456789' },
    },
    sold: {
      membership: 'Monthly Qualified',
      club: 'Chanhassen',
      emailLines: ['Promotion: SilverStep Medicare'],
    },
  },
  {
    name: 'Qualified: the Medicare category and its coupon',
    link: `/join?clubId=5&category=medicare&${couponModule('SILVERSTEP')}`,
    plan: { flows: ['Qualified'], hasAddOns: false },
    choices: {
      card: 'Monthly Qualified Membership',
      programMemberId: { label: 'SilverStep Member ID', value: '123456789' },
    },
    sold: {
      membership: 'Monthly Qualified',
      club: 'Chanhassen',
      emailLines: ['Promotion: SilverStep Medicare'],
    },
  },
  {
    name: 'ShortTerm: the short-term category',
    link: '/join?clubId=5&category=short-term',
    plan: { flows: ['ShortTerm'], hasAddOns: false },
    sold: {
      membership: 'Short Term',
      club: 'Chanhassen',
      says: [/paid in full/i],
      never: [/Charged monthly/],
    },
  },
  {
    name: 'DayPass: the day-pass category',
    link: '/join?clubId=5&category=day-pass',
    plan: { flows: ['DayPass'], hasAddOns: false },
    entersAt: 'membershipProducts',
    sold: {
      membership: 'Day Pass',
      club: 'Chanhassen',
      says: [/one visit/i],
      never: [/Charged monthly/, /monthly dues/i],
    },
  },
  {
    name: 'PickleballOnly: the pickleball venue’s category',
    link: '/join?clubId=313&category=pickleball',
    plan: { flows: ['PickleballOnly'], hasAddOns: false },
    entersAt: 'membershipProducts',
    sold: {
      membership: 'Pickleball Only',
      club: 'Plano Pickleball',
      emailLines: ['Promotion: Pickleball Intro'],
    },
  },
  {
    name: 'Waitlist: the presale club’s waitlist category',
    link: '/join?clubId=303&category=waitlist',
    plan: { flows: ['Waitlist'], hasAddOns: true },
    choices: { card: 'Monthly plus SGT Membership' },
    sold: {
      membership: 'Monthly plus SGT',
      club: 'Austin Capitol',
      says: [/not charged until/i],
      emailLines: ['Charged today: $0.00'],
    },
  },
  {
    name: 'Digital: the digital club',
    link: '/join?clubId=815',
    plan: { flows: ['Digital'], hasAddOns: false },
    choices: { card: 'Digital Membership' },
    sold: { membership: 'Digital', club: 'Digital', says: [MONTHLY_DUES], never: [/photo ID/i] },
  },
  {
    name: 'DigitalStudio: the digital studio club',
    link: '/join?clubId=370',
    plan: { flows: ['DigitalStudio'], hasAddOns: false },
    entersAt: 'membershipProducts',
    choices: { card: 'Group Fitness Membership' },
    sold: { membership: 'Group Fitness', club: 'Digital Studio', says: [MONTHLY_DUES] },
  },
  {
    name: 'CorpSales: the corporate category',
    link: '/join?clubId=5&category=corporate',
    plan: { flows: ['CorpSales'], hasAddOns: true, hasPackages: true },
    choices: MONTHLY,
    sold: {
      membership: 'Monthly',
      club: 'Chanhassen',
      emailLines: ['Promotion: Northwind Health Corporate'],
    },
  },
  {
    name: 'CorpSales: the corporate coupon and its promotionName',
    link: `/join?clubId=5&promotionName=${encodeURIComponent('Northwind Health Corporate')}&${couponModule('NORTHWIND')}`,
    plan: { flows: ['CorpSales'], hasAddOns: true, hasPackages: true },
    choices: MONTHLY,
    sold: {
      membership: 'Monthly',
      club: 'Chanhassen',
      emailLines: ['Promotion: Northwind Health Corporate'],
    },
  },
  {
    name: 'ClubOnly: the membership type link',
    link: '/join?clubId=31&membershipType=ClubOnly',
    plan: { flows: ['ClubOnly'], hasAddOns: true },
    sold: { membership: 'Club Only', club: 'Rosemount', says: [MONTHLY_DUES] },
  },
  {
    name: 'ExecutiveSignature: the membership type link',
    link: '/join?clubId=303&membershipType=ExecutiveSignature',
    plan: { flows: ['ExecutiveSignature'], hasAddOns: true },
    sold: { membership: /Signature|SGT/, club: 'Austin Capitol' },
  },
  {
    name: 'Employee: the employee referral coupon',
    link: `/join?clubId=5&category=employee&${couponModule('REF-20417')}`,
    plan: { flows: ['Employee'], hasAddOns: false },
    // The coupon's employee joins with their personal email, and the form shows their names.
    email: 'dana.whitfield@example.com',
    sold: { membership: 'Employee', club: 'Chanhassen', says: [/Dana Whitfield/] },
  },
  {
    name: 'rejoin: a former member signed in',
    link: '/join?clubId=5',
    plan: { flows: [], hasAddOns: true, hasPackages: true, rejoin: true, existingAccount: true },
    // Not rejoin.voluntary: the account specs sign that one in as a former member, and this walk
    // makes its member active again in the database the run shares.
    signIn: { username: 'freemium.digital@example.com', password: 'Clubjoin-Demo-1' },
    email: 'freemium.digital@example.com',
    choices: MONTHLY,
    sold: { membership: 'Monthly', club: 'Chanhassen', says: [MONTHLY_DUES] },
  },
];

/** The steps a row's link should show: initialize, then the plan from where the link enters. */
function expectedSteps(row: FlowRow): WizardStep[] {
  const from = stepPosition(row.entersAt ?? 'clubLocation');
  return plannedSteps(row.plan).filter(
    (step) => step === 'initialize' || stepPosition(step) >= from,
  );
}

/** The confirmation page names what was sold, and says (or never says) the flow's words. */
async function expectConfirmationSays(page: Page, sold: Sold): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText(/^Order number/)).toContainText(sold.membership);
  await expect(main.getByText(/^Order number/)).toContainText(` at ${sold.club}`);
  for (const words of sold.says ?? []) await expect(main).toContainText(words);
  for (const words of sold.never ?? []) await expect(main).not.toContainText(words);
}

/** The confirmation email names the same membership and club, and carries the flow's words. */
function expectEmailSays(mail: string, sold: Sold): void {
  const membershipLine = /^Membership: (.*)$/m.exec(mail)?.[1] ?? '';
  if (typeof sold.membership === 'string') expect(membershipLine).toContain(sold.membership);
  else expect(membershipLine).toMatch(sold.membership);
  expect(mail).toMatch(new RegExp(`^Club: ${sold.club}`, 'm'));
  for (const line of sold.emailLines ?? []) expect(mail).toContain(line);
  for (const words of sold.says ?? []) expect(mail).toMatch(words);
  for (const words of sold.never ?? []) expect(mail).not.toMatch(words);
}

test.describe('every flow from its door to its confirmation (product/flows.md#every-flow-from-its-link)', () => {
  for (const row of ROWS) {
    test(row.name, async ({ page }) => {
      // A dozen screens, a password hash and a charge: well under 30 s, more on a busy machine.
      test.slow();
      if (row.signIn) {
        // The real sign-in: the login sets the SSO cookie in this browser's context.
        const login = await page.request.post('/api/auth/login', {
          data: { ...row.signIn, type: 'customer' },
        });
        expect(login.ok()).toBe(true);
      }

      const walked = await walkToConfirmation(
        page,
        row.link,
        { ...row.choices, password: row.signIn?.password },
        row.email ?? freshEmail(),
      );

      expect(walked.steps).toEqual(expectedSteps(row));
      await expectConfirmationSays(page, row.sold);
      expectEmailSays(await confirmationEmailOf(walked), row.sold);
    });
  }
});
