import { describe, expect, it } from 'vitest';
import { selectedPromotion } from './selectedPromotion';

const promotion = (promotionName: string, selected: boolean) => ({ promotionName, selected });

describe("a card's selected promotion (product/membership-and-promotions.md#promotions)", () => {
  it('is the one marked selected, wherever it stands', () => {
    expect(
      selectedPromotion([promotion('Standard', false), promotion('Welcome offer', true)]),
    ).toEqual(promotion('Welcome offer', true));
  });

  it.each([
    ['no promotion is offered', []],
    ['none of those offered is selected', [promotion('Summer', false)]],
  ])('is none when %s', (_, promotions) => {
    expect(selectedPromotion(promotions)).toBeUndefined();
  });

  it('is the one the link’s promotionName names when it is offered, else the one selected', () => {
    const offered = [promotion('Standard', true), promotion('Northwind rate', false)];
    expect(selectedPromotion(offered, 'Northwind rate')).toEqual(
      promotion('Northwind rate', false),
    );
    expect(selectedPromotion(offered, 'Gone')).toEqual(promotion('Standard', true));
    expect(selectedPromotion(offered, undefined)).toEqual(promotion('Standard', true));
  });
});
