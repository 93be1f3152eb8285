// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CANADIAN_DOLLARS, US_DOLLARS } from '@clubjoin/domain/money/currency';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import type { PricingSummary } from '@clubjoin/domain/pricing/pricingSummary';
import type { Flow } from '@clubjoin/domain/vocabulary';
import { PriceBar } from './PriceBar';

afterEach(cleanup);

/** The charge terms of a sale in these flows, before a product is chosen, at an open club. */
const termsOf = (flows: Flow[]) =>
  chargeTerms({ flows, productType: undefined, presaleClub: false });

const oneAdult: PricingSummary = {
  primaryMemberDues: 9_900,
  adultMemberDues: 0,
  juniorMemberDues: 0,
  adultSummary: { quantity: 1, dues: 9_900, label: '1 Adult' },
  juniorSummary: { quantity: 0, dues: 0, label: '0 Juniors' },
  monthlyDuesDiscount: 0,
  salesRuleDiscountAmount: 0,
  discounts: [],
  presaleDiscountAmount: 0,
  addOnProductsDues: 2_500,
};

function show(flows: Flow[], cartSummary?: Partial<CartSummary>) {
  render(
    <PriceBar
      pricingSummary={oneAdult}
      cartSummary={cartSummary as CartSummary | undefined}
      terms={termsOf(flows)}
      currency={US_DOLLARS}
    />,
  );
  return {
    total: screen.getByText('$124.00').parentElement?.textContent,
    lines: screen.getAllByRole('term').map((term) => term.textContent),
  };
}

describe('the price bar (product/wizard.md#summary-panel, product/pricing-and-dues.md#card-price-and-monthly-total)', () => {
  it.each<[string, Flow[], Partial<CartSummary> | undefined, string]>([
    [
      'Monthly Dues, plus taxes and fees while taxes are unknown',
      [],
      undefined,
      'Monthly Dues$124.00plus taxes and fees',
    ],
    [
      'Membership Dues for ShortTerm',
      ['ShortTerm'],
      undefined,
      'Membership Dues$124.00plus taxes and fees',
    ],
    ['no taxes note once the cart says taxes are zero', [], { taxes: 0 }, 'Monthly Dues$124.00'],
    [
      'the taxes note when the cart has taxes',
      [],
      { taxes: 812 },
      'Monthly Dues$124.00plus taxes and fees',
    ],
  ])('shows %s', (_rule, flows, cart, total) => {
    expect(show(flows, cart).total).toBe(total);
  });

  it('titles a day pass by its one visit and shows its price, not monthly dues', () => {
    render(
      <PriceBar
        pricingSummary={undefined}
        cartSummary={{ monthlyTotalDues: 0, dayPassDues: 3_500, taxes: 0 } as CartSummary}
        terms={termsOf(['DayPass'])}
        currency={US_DOLLARS}
      />,
    );

    expect(screen.getByText('$35.00').parentElement?.textContent).toBe('Day Pass$35.00');
    expect(screen.queryByText(/Monthly Dues/)).toBeNull();
  });

  it('says on the waitlist that the card is not charged until activation', () => {
    show(['Waitlist']);

    expect(
      screen.getByText('Your card will not be charged until your membership is activated.'),
    ).toBeTruthy();
  });

  it('lists the add-on dues and leaves out juniors when there are none', () => {
    expect(show([]).lines).toEqual(['1 Adult', 'Add-On Products']);
  });

  it("shows the cart's monthly total once a cart exists: the cart service is the authority", () => {
    render(
      <PriceBar
        pricingSummary={oneAdult}
        cartSummary={
          {
            monthlyTotalDues: 11_950,
            taxes: 0,
            total: 20_000,
            totalWithSurcharge: 20_500,
            monthlyCharge: 13_384,
            monthlyChargeFrom: '2027-01-01',
          } as CartSummary
        }
        terms={termsOf([])}
        currency={CANADIAN_DOLLARS}
      />,
    );

    expect(screen.getByText('C$119.50').parentElement?.textContent).toBe('Monthly DuesC$119.50');
    expect(screen.queryByText('C$124.00')).toBeNull();
    expect(screen.getByRole('button', { name: 'Price details' })).toBeTruthy();
    // And the payments in the sentence the summary and payment steps say.
    expect(
      screen.getByText(
        'Pay C$200.00 today (C$205.00 by credit card), then C$133.84 a month from January 1, 2027.',
      ),
    ).toBeTruthy();
  });

  it('shows the total of a cart priced without a pricing summary, with no details', () => {
    render(
      <PriceBar
        pricingSummary={undefined}
        cartSummary={{ monthlyTotalDues: 9_000, taxes: 812 } as CartSummary}
        terms={termsOf(['ShortTerm'])}
        currency={US_DOLLARS}
      />,
    );

    expect(screen.getByText('$90.00').parentElement?.textContent).toBe(
      'Membership Dues$90.00plus taxes and fees',
    );
    expect(screen.queryByRole('button', { name: 'Price details' })).toBeNull();
  });

  it('says where the price will show until there is pricing, in any currency', () => {
    render(
      <PriceBar
        pricingSummary={undefined}
        cartSummary={undefined}
        terms={termsOf([])}
        currency={CANADIAN_DOLLARS}
      />,
    );

    expect(screen.getByText('Your price shows here once you choose a membership.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Price details' })).toBeNull();
  });
});
