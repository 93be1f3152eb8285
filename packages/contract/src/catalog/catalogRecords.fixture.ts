import type { z } from 'zod';

/** A schema's verdict on a value: 'valid', or the first issue as "path: message" (the loader's). */
export function verdict(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return 'valid';
  const [issue] = result.error.issues;
  return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
}

/** A valid club record (product/club-and-entry.md#clubs) to vary in tests. */
export const clubRecord = (overrides: Record<string, unknown> = {}) => ({
  mmsClubId: '17',
  name: 'Minneapolis Target Center',
  clubTitle: 'Minneapolis Target Center',
  marketingClubName: 'Minneapolis Target Center, MN',
  country: 'US',
  street1: '600 N 1st Ave',
  city: 'Minneapolis',
  state: 'Minnesota',
  stateAbbr: 'MN',
  zip: '55403',
  region: 'Midwest',
  area: 'Twin Cities',
  timeZone: 'America/Chicago',
  membershipLevel: 'Onyx',
  juniorAccess: 'Yes',
  salesRadius: 20,
  latitude: 44.9795,
  longitude: -93.276,
  phone: '6125550117',
  open: 'OPEN',
  openDate: null,
  oms: true,
  webFreePass: true,
  clubTypeId: 1,
  domainPrefix: 'minneapolis-target-center',
  ...overrides,
});

/**
 * A valid price (product/pricing-and-dues.md#price-records): $159 a month, $49 admin fee, $149
 * enrollment fee.
 */
export const priceRecord = (overrides: Record<string, unknown> = {}) => ({
  productPrice: 15900,
  juniorMemberDues: 3500,
  adminFee: 4900,
  enrollmentFee: 14900,
  normallyPricedJoiningFee: 19800,
  adultSalesRuleDiscountAmount: 0,
  juniorSalesRuleDiscountAmounts: [],
  adminFeeSalesRuleDiscountAmount: 0,
  ...overrides,
});

/**
 * A valid card of a product type (product/membership-and-promotions.md#membership-cards) with
 * products for 1 and 2 adults.
 */
export const cardRecord = (productType = 'Monthly', overrides: Record<string, unknown> = {}) => ({
  productType,
  name: productType,
  productName: `Gold ${productType}`,
  cardTitle: productType,
  membershipCardTitle: `${productType} Membership`,
  membershipCardDescription: 'Full access to the club.',
  isAvailable: true,
  displayOrder: 1,
  hasAddOns: true,
  door: null,
  displayContent: { disclaimers: { priceDisclaimer: 'Monthly dues before taxes and fees.' } },
  products: [1, 2].map((quantity) => ({
    quantity,
    productId: `17-${productType}-${quantity}`,
    sku: `${productType}-17-${quantity}A`,
    price: priceRecord(),
  })),
  ...overrides,
});

/**
 * A valid default promotion of a card of cardRecord's price
 * (product/membership-and-promotions.md#promotions).
 */
export const promotionRecord = (overrides: Record<string, unknown> = {}) => ({
  productType: 'Monthly',
  mmsPromotionCode: 'STD-MO',
  promotionName: 'Monthly Standard',
  promotionType: 'Standard',
  promotionDescription: 'The everyday offer.',
  default: true,
  sku: 'STD-MO-17',
  price: 19800,
  monthlyDuesDiscount: 0,
  joiningFeeDiscount: 0,
  defersJoiningFees: false,
  adminFee: 4900,
  awards: [],
  joinOffers: [],
  startDateTime: null,
  endDateTime: null,
  couponPromotionName: null,
  ...overrides,
});

/**
 * A valid coupon of a kind (product/membership-and-promotions.md#coupons), with what that kind
 * carries.
 */
export const couponRecord = (
  kind: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  code: 'WELCOME26',
  promotionName: 'Welcome Offer',
  promotionDisplayName: 'Welcome Offer',
  promotionIdentifier: 'WELCOME_OFFER',
  sourcePromotionId: 'SRC-WELCOME26',
  description: '$15 off monthly dues',
  clientAppAccess: 'All',
  clubIds: ['17'],
  productTypes: ['Monthly'],
  startDateTime: null,
  endDateTime: null,
  kind,
  ...KIND_FIELDS[kind],
  ...overrides,
});

const program = {
  programId: 'SILVERSTEP',
  identifierFormat: {
    formatId: 'SS-ID',
    identifierParts: [
      {
        formatPartId: 'memberId',
        name: 'your Member ID',
        length: 9,
        rule: '\\d{9}',
        errorMessage: 'A Member ID is 9 digits.',
      },
    ],
  },
};

const KIND_FIELDS: Record<string, Record<string, unknown>> = {
  EmployeeReferral: {
    employeeId: '20417',
    membershipId: 'M-204170',
    referringMemberFirstName: 'Dana',
    referringMemberLastName: 'Whitfield',
    personalEmail: 'dana.whitfield@example.com',
  },
  Qualified: { promotionEligibilityLink: 'https://www.example.com/check', partnerProgram: program },
  Program: { promotionEligibilityLink: null, partnerProgram: program },
  Corporate: {
    companyId: 'CO-1',
    corporatePromotion: {
      companyName: 'Northwind Health',
      eligibilityRequirements: 'Full-time employees.',
      legalDisclaimer: 'The company pays its share directly.',
      subsidyOverrideDescription: null,
      maximumReimbursementAmount: 3000,
      subsidyRuleReimbursements: [
        {
          reimbursementType: 'MonthlyDues',
          reimbursementAmount: 50,
          reimbursementAmountType: 'Percentage',
          reimbursementLTAmount: 50,
          reimbursementLTAmountType: 'Percentage',
          subsidyType: 'PointOfSale',
        },
      ],
    },
  },
};
