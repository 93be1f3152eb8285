import { describe, expect, it } from 'vitest';
import type { DefaultProductRequest, DescriptorFlow, SaleCategory } from './defaultClubProduct';
import { chooseDefaultProduct } from './defaultClubProduct';

const category = (
  name: string,
  productType: SaleCategory['productType'],
  flows: DescriptorFlow[],
  selectedMembershipName: string,
  isDefault = false,
): SaleCategory => ({
  category: name,
  productType,
  flows,
  selectedMembershipName,
  default: isDefault,
});

const membership = category('membership', 'Monthly', [], 'Monthly', true);
const signature = category('signature', 'MonthlySGT', ['SignatureOnly'], 'Monthly plus SGT');
const dayPass = category('day-pass', 'DayPass', ['DayPass'], 'Day Pass');
const corporate = category('corporate', 'Monthly', ['CorpSales'], 'Monthly');
const club5: DefaultProductRequest = {
  clubId: '5',
  categories: [membership, signature, dayPass, corporate],
  soldTypes: ['Monthly', 'MonthlySGT', 'DayPass', 'PickleballOnly', 'MonthlyQualified'],
  category: undefined,
  coupon: undefined,
};

describe('the club’s default product and the flows it implies (product/club-and-entry.md#initialize, product/membership-and-promotions.md#the-clubs-default-product default)', () => {
  it.each<{
    rule: string;
    request: DefaultProductRequest;
    productType: string;
    flows: DescriptorFlow[];
    name: string;
  }>([
    {
      rule: 'nothing asked: the default category',
      request: club5,
      productType: 'Monthly',
      flows: [],
      name: 'Monthly',
    },
    {
      rule: 'a category asked: its product type and flows',
      request: { ...club5, category: 'signature' },
      productType: 'MonthlySGT',
      flows: ['SignatureOnly'],
      name: 'Monthly plus SGT',
    },
    {
      rule: 'the day-pass category: the DayPass flow',
      request: { ...club5, category: 'day-pass' },
      productType: 'DayPass',
      flows: ['DayPass'],
      name: 'Day Pass',
    },
    {
      rule: 'a day-pass coupon: the day pass and the DayPass flow',
      request: { ...club5, coupon: { kind: 'DayPass', productTypes: ['DayPass'] } },
      productType: 'DayPass',
      flows: ['DayPass'],
      name: 'Day Pass',
    },
    {
      rule: 'a pickleball coupon: pickleball and the PickleballOnly flow',
      request: { ...club5, coupon: { kind: 'Pickleball', productTypes: ['PickleballOnly'] } },
      productType: 'PickleballOnly',
      flows: ['PickleballOnly'],
      name: 'Pickleball Only',
    },
    {
      rule: 'a Medicare coupon: the first of its types the club sells, Qualified flow',
      request: {
        ...club5,
        coupon: { kind: 'Qualified', productTypes: ['MonthlySGTQualified', 'MonthlyQualified'] },
      },
      productType: 'MonthlyQualified',
      flows: ['Qualified'],
      name: 'Monthly Qualified',
    },
    {
      rule: 'a corporate coupon: CorpSales',
      request: { ...club5, coupon: { kind: 'Corporate', productTypes: ['Monthly'] } },
      productType: 'Monthly',
      flows: ['CorpSales'],
      name: 'Monthly',
    },
    {
      rule: 'a referral coupon: its product, no flow of its own',
      request: { ...club5, coupon: { kind: 'EmployeeReferral', productTypes: ['MonthlySGT'] } },
      productType: 'MonthlySGT',
      flows: [],
      name: 'Monthly plus SGT',
    },
    {
      rule: 'a coupon for types the club does not sell: the default category, no coupon flow',
      request: { ...club5, coupon: { kind: 'Qualified', productTypes: ['MonthlySGTQualified'] } },
      productType: 'Monthly',
      flows: [],
      name: 'Monthly',
    },
    {
      rule: 'the category wins over the coupon, which adds its flow when it applies to the type',
      request: {
        ...club5,
        category: 'corporate',
        coupon: { kind: 'Corporate', productTypes: ['Monthly'] },
      },
      productType: 'Monthly',
      flows: ['CorpSales'],
      name: 'Monthly',
    },
    {
      rule: 'a coupon for another type adds nothing to the category asked',
      request: {
        ...club5,
        category: 'signature',
        coupon: { kind: 'DayPass', productTypes: ['DayPass'] },
      },
      productType: 'MonthlySGT',
      flows: ['SignatureOnly'],
      name: 'Monthly plus SGT',
    },
    {
      rule: 'the digital club: the Digital flow',
      request: {
        ...club5,
        clubId: '815',
        categories: [category('membership', 'Digital', [], 'Digital', true)],
        soldTypes: ['Digital'],
      },
      productType: 'Digital',
      flows: ['Digital'],
      name: 'Digital',
    },
    {
      rule: 'the digital studio club: the DigitalStudio flow, once',
      request: {
        ...club5,
        clubId: '370',
        categories: [
          category('membership', 'GroupFitness', ['DigitalStudio'], 'Group Fitness', true),
        ],
        soldTypes: ['GroupFitness', 'Digital'],
      },
      productType: 'GroupFitness',
      flows: ['DigitalStudio'],
      name: 'Group Fitness',
    },
  ])('$rule', ({ request, productType, flows, name }) => {
    expect(chooseDefaultProduct(request)).toEqual({
      kind: 'chosen',
      productType,
      membershipDescriptor: { flows, selectedMembershipName: name },
    });
  });

  it('a category the club does not have is unknown', () => {
    expect(chooseDefaultProduct({ ...club5, category: 'pickleball' })).toEqual({
      kind: 'unknownCategory',
      category: 'pickleball',
    });
  });

  it('a club without a default category has no default product', () => {
    expect(chooseDefaultProduct({ ...club5, categories: [signature] })).toEqual({
      kind: 'noDefaultCategory',
    });
  });
});
