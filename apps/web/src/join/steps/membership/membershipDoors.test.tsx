// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCartV2Post } from '@clubjoin/contract/cart';
import { type CouponAnswer, getClubCoupon } from '@clubjoin/contract/coupon';
import { getClubProducts } from '@clubjoin/contract/product';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import { SILVERSTEP_PROGRAM } from '@clubjoin/domain/validation/programIdentifier.fixture';
import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import { dismissCallErrors } from '../../../api/callTracker';
import { setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { couponStore } from '../../stores/couponStore';
import { membershipStore } from '../../stores/membershipStore';
import { savedCartAnswer } from '../../useCases/savedCart.fixture';
import { alerts, openStep } from '../../openStep.fixture';
import { membershipCard } from './membershipCard.fixture';
import { CANCEL_LABEL, CONTINUE_LABEL } from './ProgramIdentifierModal';

const EMPLOYEE_LINK = encodeEmployeeId(48213);
const MEDICARE = 'Medicare fitness program';

const employeeCard = membershipCard('Employee', { door: [{ proof: 'employeeId' }] });
const qualifiedCard = membershipCard('MonthlyQualified', {
  hasAddOns: false,
  promoCompanyName: MEDICARE,
  eligibilityRequirements: 'Members of a participating Medicare Advantage plan.',
  legalDisclaimer: 'Program eligibility is confirmed by your health plan.',
  door: [{ proof: 'coupon', couponKinds: ['Qualified'], withProgramIdentifier: true }],
});

/** SILVERSTEP as the coupon service answers it at club 5 (data/catalog/coupons.json). */
const silverStep: CouponAnswer = {
  kind: 'Qualified',
  code: 'SILVERSTEP',
  promotionName: 'SilverStep Medicare',
  promotionDisplayName: 'SilverStep Medicare',
  promotionIdentifier: 'SILVERSTEP_MEDICARE',
  sourcePromotionId: 'SRC-SILVERSTEP',
  description: 'SilverStep',
  clientAppAccess: 'All',
  clubIds: ['5'],
  productTypes: ['MonthlyQualified'],
  startDateTime: null,
  endDateTime: null,
  promotionEligibilityLink: null,
  partnerProgram: SILVERSTEP_PROGRAM,
  isValid: true,
  verdict: 'valid',
  message: 'The coupon code SILVERSTEP is valid.',
};

const api = setupFakeApi();

const productRequests = async () => (await api.calls(getClubProducts)).map(({ url }) => url);

async function enterMembershipStep() {
  const opened = openStep('membershipProducts', '/join/membership');
  await screen.findByRole('region', { name: 'Monthly title' });
  return opened;
}

beforeEach(() => {
  answerStoredClub(api);
  api.answer(getClubCoupon, silverStep);
  // The product service as the server answers it: a restricted card only for the proof that
  // opens its door, the link's employee id or the Medicare coupon.
  api.answer(getClubProducts, ({ query }) => {
    const cards = [membershipCard('Monthly')];
    if (query.employeeId === EMPLOYEE_LINK) cards.push(employeeCard);
    if (query.coupon === 'SILVERSTEP') cards.push(qualifiedCard);
    return { mmsClubId: '5', currency: US_DOLLARS, cards };
  });
  api.answer(saveCartV2Post, savedCartAnswer());
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  membershipStore.setState({ mmsClubId: '5' });
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
  expireSession();
});

describe('restricted membership cards come only through their door (issue 15 §2)', () => {
  it('asks for the cards with no proof for a visitor who came without one, and shows what it gets', async () => {
    await enterMembershipStep();

    expect(await productRequests()).toEqual(['/api/product/club/5']);
    const titles = screen.getAllByRole('heading', { level: 2, name: /title$/ });
    expect(titles.map((title) => title.textContent)).toEqual(['Monthly title']);
  });

  it("hands on the employee link's id, and shows the Employee card it opens", async () => {
    membershipStore.setState({ options: { employeeId: 48213 } });

    await enterMembershipStep();

    expect(await productRequests()).toEqual([`/api/product/club/5?employeeId=${EMPLOYEE_LINK}`]);
    expect(screen.getByRole('region', { name: 'Employee title' })).toBeTruthy();
  });

  it("asks for the Medicare program's member identifier before a Medicare card is chosen", async () => {
    couponStore.setState({ coupon: silverStep, checkedAtClubId: '5' });
    const { history, user } = await enterMembershipStep();
    const card = await screen.findByRole('region', { name: 'MonthlyQualified title' });

    await user.click(within(card).getByRole('button', { name: 'Select MonthlyQualified title' }));
    const dialog = await screen.findByRole('dialog', { name: `${MEDICARE} Program Information` });
    await user.click(within(dialog).getByRole('button', { name: CONTINUE_LABEL }));
    expect(alerts()).toContain('Please enter your SilverStep Member ID.');
    expect(membershipStore.getState().product).toBeUndefined();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'SilverStep Member ID' }),
      '123456789',
    );
    await user.click(within(dialog).getByRole('button', { name: CONTINUE_LABEL }));

    await screen.findByRole('heading', { level: 1, name: 'Membership Summary' });
    expect(history.location.pathname).toBe('/join/summary');
    expect(membershipStore.getState()).toMatchObject({
      product: { productType: 'MonthlyQualified' },
      partnerProgramIdentifierParts: {
        programId: 'SILVERSTEP',
        formatId: 'SS-MEMBER-ID',
        identifierPartValues: [{ formatPartId: 'memberId', value: '123456789' }],
      },
    });
  });

  it('leaves the cards as they were when the identifier is cancelled', async () => {
    couponStore.setState({ coupon: silverStep, checkedAtClubId: '5' });
    const { history, user } = await enterMembershipStep();
    const card = await screen.findByRole('region', { name: 'MonthlyQualified title' });

    await user.click(within(card).getByRole('button', { name: 'Select MonthlyQualified title' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: CANCEL_LABEL }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location.pathname).toBe('/join/membership');
    expect(membershipStore.getState().product).toBeUndefined();
  });
});
