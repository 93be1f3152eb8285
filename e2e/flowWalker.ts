import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { CHARGE_SCHEDULES } from '@clubjoin/domain/pricing/chargeTerms';
import { payButtonLabel } from '@clubjoin/domain/pricing/chargeTermsTexts';
import { applicableSteps, type StepPlanState } from '@clubjoin/domain/wizard/applicableSteps';
import { NEXT_LABEL_FORWARD, NEXT_LABEL_PAYMENT } from '@clubjoin/domain/wizard/navigation';
import { pageUrl, stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import {
  ADDITIONAL_MEMBER_STEPS,
  JUNIOR_MEMBER_STEPS,
  WIZARD_STEPS,
  type WizardStep,
} from '@clubjoin/domain/wizard/steps';
import { expect } from './fixtures';
import { mailTo } from './mailbox';
import { e2eMailDir } from './playwright.config';
import { bornYearsAgo, enterApprovedCardAndAgree, field, shownOrderNumber } from './wizard';

/**
 * A walker for the flows of product/flows.md#every-flow-from-its-link: it follows a link as a new
 * visitor would, answers whatever screen comes with what a person of that flow would enter, by role
 * and visible text, until the confirmation, and records the wizard steps the browser showed on the
 * way (each step has its own address, product/wizard.md#page-drivers-and-addresses).
 */

/** The password of the accounts the walks create. */
export const WALK_PASSWORD = 'Flows-Join-2026';

/**
 * The payment step's button, whichever the sale's charge schedule names it, with the amount it
 * pays once the card's funding is known.
 */
const PAY_BUTTON_LABELS = new RegExp(
  `^(${[...new Set(CHARGE_SCHEDULES.map((schedule) => payButtonLabel(schedule)))].join('|')})( – .+)?$`,
);

/** How the person of a flow answers the screens that ask them something. */
export interface FlowChoices {
  /** The membership card's title the person selects, when the flow shows the cards. */
  readonly card?: string;
  /**
   * The people of a family membership the person sets on Add Members (one adult and no junior
   * when absent): each further adult joins as the primary member's partner, each junior is 9.
   */
  readonly family?: { readonly adults: number; readonly juniors: number };
  /**
   * Whether the person takes the summer pool pass the Add Members screen offers in its season
   * (product/add-ons-and-pool-pass.md#pool-pass-offer); out of season nothing is offered.
   */
  readonly takesPoolPass?: boolean;
  /** The add-on bundle the person adds on the add-ons step (its name); else they decline. */
  readonly addOn?: string;
  /** The program's member ID a Medicare card asks for when it is selected. */
  readonly programMemberId?: { readonly label: string; readonly value: string };
  /** The primary member's date of birth (MM/DD/YYYY); an adult's when absent. */
  readonly primaryBorn?: string;
  /**
   * The experience package the person selects, when the packages are shown
   * (product/membership-and-promotions.md#experience-packages); else they skip them.
   */
  readonly package?: string;
  /** The password of the account the person signs in with, when Log In is shown. */
  readonly password?: string;
  /**
   * How the in-club sale's review-payment page is answered (docs/decisions/0028), which the
   * employee experience shows before payment; it must leave for the payment step.
   */
  readonly atReviewPayment?: (page: Page) => Promise<void>;
}

/** What a walk ends with: the steps shown, the order and the email it was confirmed to. */
export interface WalkedFlow {
  readonly steps: WizardStep[];
  readonly email: string;
  readonly orderNumber: string;
}

/**
 * The wizard's next button, whichever label it has: 'Payment' when payment is next, else 'Move
 * Forward' (product/wizard.md#next-and-back).
 */
const next = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(`^(${NEXT_LABEL_FORWARD}|${NEXT_LABEL_PAYMENT})$`),
  });

const STEP_OF_PATH = new Map<string, WizardStep>(WIZARD_STEPS.map((step) => [stepUrl(step), step]));
const CONFIRMATION_PATH = '/join/confirmation';

/**
 * The wizard steps a flow shows, as the domain plans them for a new visitor of `/join` (the
 * prospect's experience) who has no account unless the state says otherwise.
 */
export function plannedSteps(
  state: Partial<Omit<StepPlanState, 'experienceType'>> & Pick<StepPlanState, 'flows'>,
): WizardStep[] {
  return applicableSteps({
    // The walks are the prospect's own sale under /join.
    experienceType: 'prospect',
    rejoin: false,
    existingAccount: false,
    hasAddOns: undefined,
    adults: 1,
    juniors: 0,
    ...state,
  });
}

/** An address no earlier run used, so get started always meets a new person. */
export const freshEmail = () => `flows.${randomUUID().slice(0, 12)}@example.com`;

/** Fills a field unless it is locked (read-only, as prefilled from a rejoin or a referral). */
async function fillIfOpen(target: Locator, value: string, typed = false): Promise<void> {
  if (!(await target.isEditable())) return;
  if (typed) {
    await target.clear();
    await target.pressSequentially(value);
  } else {
    await target.fill(value);
  }
}

/** A member's form: names, and the phone, date of birth and gender where the form asks. */
async function enterMember(
  scope: Page | Locator,
  { first, last, born }: { first: string; last: string; born: string },
): Promise<void> {
  await fillIfOpen(scope.getByRole('textbox', { name: 'First name' }), first);
  await fillIfOpen(scope.getByRole('textbox', { name: 'Last name' }), last);
  const phone = scope.getByRole('textbox', { name: /^Phone/ });
  if ((await phone.count()) > 0) await fillIfOpen(phone, '9525550199', true);
  await fillIfOpen(
    scope.getByRole('textbox', { name: /^Date of birth/ }),
    born.replaceAll('/', ''),
    true,
  );
  const gender = scope.getByRole('combobox', { name: /^Gender/ });
  if ((await gender.count()) > 0 && (await gender.isEnabled())) await gender.selectOption('Female');
}

/** An address in Chanhassen, MN. */
async function enterAddress(scope: Page | Locator): Promise<void> {
  await fillIfOpen(scope.getByRole('textbox', { name: 'Street address' }), '600 Market St');
  await fillIfOpen(scope.getByRole('textbox', { name: 'City' }), 'Chanhassen');
  const state = scope.getByRole('combobox', { name: 'State/Province' });
  if (await state.isEnabled()) await state.selectOption('MN');
  await fillIfOpen(scope.getByRole('textbox', { name: /^Zip\/Postal code/ }), '55317');
}

/** Answers the screen of one step; the walk then waits for the next step's address. */
async function answerStep(
  page: Page,
  step: WizardStep,
  choices: FlowChoices,
  email: string,
): Promise<void> {
  switch (step) {
    case 'initialize':
    case 'programInformation':
      // Initialize sends the visitor on; program information with no program to confirm stages
      // and moves on by itself (product/member-forms.md#program-information).
      return;
    case 'clubLocation':
      // The link named the club: the locator offers to go on with it.
      await page.getByRole('button', { name: /^Continue with / }).click();
      return;
    case 'addMembers': {
      await expect(page.getByRole('heading', { level: 1, name: 'Add Members' })).toBeVisible();
      if (choices.family) {
        await page.getByRole('spinbutton', { name: 'Adults' }).fill(String(choices.family.adults));
        await page
          .getByRole('spinbutton', { name: 'Juniors' })
          .fill(String(choices.family.juniors));
      }
      if (choices.takesPoolPass) {
        const dialog = page.getByRole('dialog', { name: 'Summer pool access' });
        await dialog.getByRole('button', { name: 'Add pool access' }).click();
        await expect(dialog).toBeHidden();
      }
      await next(page).click();
      return;
    }
    case 'membershipProducts': {
      if (choices.card === undefined) throw new Error('This flow was not meant to show the cards');
      await page.getByRole('button', { name: `Select ${choices.card}` }).click();
      if (choices.programMemberId) {
        const dialog = page.getByRole('dialog', { name: /Program Information$/ });
        await dialog
          .getByRole('textbox', { name: choices.programMemberId.label })
          .fill(choices.programMemberId.value);
        await dialog.getByRole('button', { name: 'Continue' }).click();
      }
      return;
    }
    case 'addOns':
      await page
        .getByRole('button', { name: choices.addOn ? `Add ${choices.addOn}` : 'No thanks' })
        .click();
      return;
    case 'experiencePackages':
      await page
        .getByRole('button', { name: choices.package ? `Select ${choices.package}` : 'Skip' })
        .click();
      return;
    case 'membershipSummary':
      // The figures show once the cart is priced; what they are called depends on the flow.
      await expect(page.getByRole('main').getByRole('region').first()).toBeVisible();
      await next(page).click();
      return;
    case 'getStarted':
      await field(page, 'Email address').fill(email);
      await next(page).click();
      return;
    case 'createAccount':
      await page.getByLabel('Password', { exact: true }).fill(WALK_PASSWORD);
      await next(page).click();
      return;
    case 'logIn':
      await page.getByLabel('Password', { exact: true }).fill(choices.password ?? WALK_PASSWORD);
      await next(page).click();
      return;
    case 'purchaser': {
      const purchaser = page.getByRole('group', { name: 'Purchaser', exact: true });
      await enterMember(purchaser, { first: 'Robin', last: 'Lindqvist', born: '04/12/1980' });
      await fillIfOpen(purchaser.getByRole('textbox', { name: /^Email/ }), email);
      await enterAddress(page.getByRole('group', { name: 'Purchaser address' }));
      await next(page).click();
      return;
    }
    case 'primaryMemberInfo':
      await expect(page.getByRole('heading', { level: 1, name: 'Primary Member' })).toBeVisible();
      await enterMember(page, {
        first: 'Pat',
        last: 'Lindqvist',
        born: choices.primaryBorn ?? '04/12/1990',
      });
      await fillIfOpen(field(page, /^Email/), email);
      await next(page).click();
      return;
    case 'membershipAddress':
      await expect(
        page.getByRole('heading', { level: 1, name: 'Membership Address' }),
      ).toBeVisible();
      await enterAddress(page);
      await next(page).click();
      return;
    case 'payment': {
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      await enterApprovedCardAndAgree(page);
      // The button says what the sale's terms do today: pay, or join a waitlist.
      await page.getByRole('button', { name: PAY_BUTTON_LABELS }).click();
      return;
    }
    default: {
      const adult = (ADDITIONAL_MEMBER_STEPS as readonly WizardStep[]).indexOf(step);
      const junior = (JUNIOR_MEMBER_STEPS as readonly WizardStep[]).indexOf(step);
      if (adult < 0 && junior < 0) throw new Error(`The walk has no answer for the ${step} step`);
      if (adult >= 0) {
        await enterMember(page, {
          first: `Alex${adult + 2}`,
          last: 'Lindqvist',
          born: bornYearsAgo(34, 40),
        });
        await fillIfOpen(field(page, 'Email'), `adult${adult + 2}.${email}`);
        await page.getByRole('combobox', { name: 'Relationship' }).selectOption('Partner');
      } else {
        await enterMember(page, {
          first: `Kim${junior + 1}`,
          last: 'Lindqvist',
          born: bornYearsAgo(9, 40),
        });
      }
      await next(page).click();
      return;
    }
  }
}

/**
 * Follows `link` in a page with nothing stored (or enters the sale as `link` does it, from a page
 * that leads into it, until a step shows), answers each step's screen as `choices` say, and returns
 * once the confirmation shows, with every step the page showed on the way in the order it showed
 * them.
 */
export async function walkToConfirmation(
  page: Page,
  link: string | ((page: Page) => Promise<void>),
  choices: FlowChoices = {},
  email: string = freshEmail(),
  /** Called on each step's screen once it shows, before it is answered. */
  onStep?: (step: WizardStep) => Promise<void>,
): Promise<WalkedFlow> {
  const shown: WizardStep[] = [];
  const pathOf = () => new URL(page.url()).pathname;
  // A visitor of its own, as the proxy in front of the server would name them (TRUST_PROXY in
  // playwright.config.ts): an address of TEST-NET-2, out of the shared connection's limits.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` });
  // A link with everything club access needs opens the card's club access by itself once the cards
  // show (product/club-and-entry.md#location-access): the person closes it, whenever it opens.
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: /^Clubs included with / }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Close' }).click();
    },
  );
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const step = STEP_OF_PATH.get(new URL(frame.url()).pathname);
    if (step !== undefined && shown.at(-1) !== step) shown.push(step);
  });

  if (typeof link === 'string') await page.goto(link);
  else await link(page);
  for (;;) {
    const path = pathOf();
    if (path === CONFIRMATION_PATH) break;
    if (path === pageUrl('salesReviewPayment') && choices.atReviewPayment) {
      await choices.atReviewPayment(page);
      await page.waitForURL((url) => url.pathname !== path);
      continue;
    }
    const step = STEP_OF_PATH.get(path);
    if (step === undefined) throw new Error(`The walk left the wizard for ${page.url()}`);
    if (onStep) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await onStep(step);
    }
    await answerStep(page, step, choices, email);
    await page.waitForURL((url) => url.pathname !== path);
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the club!' })).toBeVisible();
  return { steps: shown, email, orderNumber: await shownOrderNumber(page) };
}

/** The confirmation email of an order, once the test SMTP server has it. */
export async function confirmationEmailOf({ email, orderNumber }: WalkedFlow): Promise<string> {
  const confirmation = () => mailTo(e2eMailDir, email).find((mail) => mail.includes(orderNumber));
  await expect.poll(confirmation, { timeout: 20_000 }).toBeDefined();
  return confirmation() ?? '';
}
