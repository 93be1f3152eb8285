import type { ClubSite } from './clubSites';

/** The membership promotion a coupon unlocks at each club where it is valid. */
export interface CouponOffer {
  /** The promotion code's prefix: the product type's code follows it. */
  promotionCode: string;
  /** What the member gets, as the promotion states it. */
  text: string;
  waivesJoiningFees?: boolean;
  /** Takes the whole 1-adult dues off each month (a program that pays the dues). */
  waivesDues?: boolean;
  monthlyDuesDiscount?: number;
}

/** A coupon of the demo catalog: its record (without its clubs), where it is valid, what it unlocks. */
export interface CouponDraft {
  record: { code: string; promotionName: string; productTypes: string[] } & Record<string, unknown>;
  validAt: (site: ClubSite) => boolean;
  offer: CouponOffer;
}

const CANADA = new Set(['ON', 'BC', 'QC', 'AB', 'MB', 'NS']);
const listed = (site: ClubSite) => (site.clubTypeId ?? 1) <= 2;
const open = (site: ClubSite) => !site.opens;
const us = (site: ClubSite) => !CANADA.has(site.stateAbbr);
const inStates =
  (...states: string[]) =>
  (site: ClubSite) =>
    states.includes(site.stateAbbr);
const usOpenClub = (site: ClubSite) => us(site) && open(site) && listed(site);
const qualifiedClub = (site: ClubSite) =>
  usOpenClub(site) && !['Diamond', 'Onyx'].includes(site.level);

const window = (startDateTime: string | null, endDateTime: string | null) => ({
  startDateTime,
  endDateTime,
});
const common = (
  code: string,
  promotionName: string,
  description: string,
  productTypes: string[],
  clientAppAccess = 'All',
) => ({
  code,
  promotionName,
  promotionDisplayName: promotionName,
  promotionIdentifier: promotionName.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
  sourcePromotionId: `SRC-${code}`,
  description,
  clientAppAccess,
  productTypes,
});

const referral = (
  code: string,
  employeeId: string,
  first: string,
  last: string,
  validAt: CouponDraft['validAt'],
  dates = window(null, null),
): CouponDraft => ({
  record: {
    ...common(code, 'Employee Referral', `Referred by ${first} ${last}`, ['Monthly', 'MonthlySGT']),
    kind: 'EmployeeReferral',
    employeeId,
    membershipId: `M-${employeeId}0`,
    referringMemberFirstName: first,
    referringMemberLastName: last,
    personalEmail: `${first}.${last}@example.com`.toLowerCase(),
    ...dates,
  },
  validAt,
  offer: {
    promotionCode: 'REFERRAL',
    text: 'No joining fees when a team member refers you',
    waivesJoiningFees: true,
  },
});

const singlePart = (
  programId: string,
  formatId: string,
  name: string,
  rule: string,
  length: number,
  errorMessage: string,
) => ({
  programId,
  identifierFormat: {
    formatId,
    identifierParts: [{ formatPartId: 'memberId', name, length, rule, errorMessage }],
  },
});

const medicare = (promotionCode: string) => ({
  promotionCode,
  text: 'Dues paid by your Medicare fitness program',
  waivesDues: true,
});
const corporate = (promotionCode: string) => ({
  promotionCode,
  text: 'No joining fees for employees of a partner company',
  waivesJoiningFees: true,
});

/**
 * The demo catalog's coupons (product/decisions-and-platform.md#demo-catalog): one of each kind,
 * valid, expired and not yet valid.
 */
export const COUPONS: readonly CouponDraft[] = [
  referral('REF-20417', '20417', 'Dana', 'Whitfield', usOpenClub),
  referral('REF-31588', '31588', 'Marcus', 'Lee', (site) => site.id === '17'),
  referral(
    'REF-42290',
    '42290',
    'Priya',
    'Raman',
    usOpenClub,
    window('2025-01-01T06:00:00Z', '2026-07-01T05:00:00Z'),
  ),
  referral('REF-55102', '55102', 'Sophie', 'Tremblay', (site) => !us(site) && open(site)),
  {
    record: {
      ...common('DAYPASS', 'Free Day Pass', 'One free day at the club', ['DayPass']),
      kind: 'DayPass',
      ...window(null, null),
    },
    validAt: (site) =>
      open(site) && (site.clubTypeId ?? 1) !== 6 && site.clubTypeId !== 3 && site.clubTypeId !== 4,
    offer: { promotionCode: 'DP-FREE', text: 'Your first day is free', waivesDues: true },
  },
  {
    record: {
      ...common('DAYPASS-TX', 'Free Day Pass', 'One free day at a Texas club', ['DayPass']),
      kind: 'DayPass',
      ...window('2026-11-01T06:00:00Z', '2027-02-01T06:00:00Z'),
    },
    validAt: (site) => open(site) && inStates('TX')(site),
    offer: { promotionCode: 'DP-FREE', text: 'Your first day is free', waivesDues: true },
  },
  {
    record: {
      ...common('DAYPASS-2025', 'Free Day Pass', 'One free day in 2025', ['DayPass']),
      kind: 'DayPass',
      ...window('2025-01-01T06:00:00Z', '2026-01-01T06:00:00Z'),
    },
    validAt: (site) => usOpenClub(site),
    offer: { promotionCode: 'DP-FREE', text: 'Your first day is free', waivesDues: true },
  },
  {
    record: {
      ...common('PICKLEBALL', 'Pickleball Intro', 'Pickleball membership with no joining fees', [
        'PickleballOnly',
      ]),
      kind: 'Pickleball',
      ...window(null, null),
    },
    validAt: (site) => open(site) && (site.features?.includes('pickleball') ?? false),
    offer: {
      promotionCode: 'PB-INTRO',
      text: 'No joining fees on a pickleball membership',
      waivesJoiningFees: true,
    },
  },
  {
    record: {
      ...common('PICKLE-SPRING27', 'Pickleball Intro', 'Spring 2027 pickleball offer', [
        'PickleballOnly',
      ]),
      kind: 'Pickleball',
      ...window('2027-03-01T06:00:00Z', '2027-06-01T05:00:00Z'),
    },
    validAt: (site) => open(site) && (site.features?.includes('pickleball') ?? false),
    offer: {
      promotionCode: 'PB-INTRO',
      text: 'No joining fees on a pickleball membership',
      waivesJoiningFees: true,
    },
  },
  {
    record: {
      ...common('SILVERSTEP', 'SilverStep Medicare', 'SilverStep members join at no cost', [
        'MonthlyQualified',
        'MonthlySGTQualified',
      ]),
      kind: 'Qualified',
      promotionEligibilityLink: 'https://www.example.com/silverstep/eligibility',
      partnerProgram: singlePart(
        'SILVERSTEP',
        'SS-MEMBER-ID',
        'your SilverStep Member ID',
        '\\d{9}',
        9,
        'A SilverStep Member ID is 9 digits.',
      ),
      ...window(null, null),
    },
    validAt: qualifiedClub,
    offer: medicare('MED-SS'),
  },
  {
    record: {
      ...common(
        'ACTIVEAGE',
        'ActiveAge Medicare',
        'ActiveAge members join at no cost',
        ['MonthlyQualified'],
        'OnlineOnly',
      ),
      kind: 'Qualified',
      promotionEligibilityLink: 'https://www.example.com/activeage/check',
      partnerProgram: {
        programId: 'ACTIVEAGE',
        identifierFormat: {
          formatId: 'AA-GROUP-MEMBER',
          identifierParts: [
            {
              formatPartId: 'groupNumber',
              name: 'your Group Number',
              length: 6,
              rule: '[A-Z0-9]{6}',
              errorMessage: 'A Group Number is 6 letters or digits.',
            },
            {
              formatPartId: 'memberNumber',
              name: 'your Member Number',
              length: 9,
              rule: 'M\\d{8}',
              errorMessage: 'A Member Number is M followed by 8 digits.',
            },
          ],
        },
      },
      ...window(null, null),
    },
    validAt: (site) =>
      qualifiedClub(site) &&
      inStates('MN', 'IL', 'OH', 'MI', 'IN', 'WI', 'MO', 'KS', 'AZ', 'TX', 'OK', 'NV')(site),
    offer: medicare('MED-AA'),
  },
  {
    record: {
      ...common(
        'RENEWFIT',
        'RenewFit Medicare',
        'RenewFit members enrol at the club',
        ['MonthlyQualified'],
        'InClubOnly',
      ),
      kind: 'Qualified',
      promotionEligibilityLink: null,
      partnerProgram: singlePart(
        'RENEWFIT',
        'RF-ID',
        'your RenewFit ID',
        'RF\\d{7}',
        9,
        'A RenewFit ID is RF followed by 7 digits.',
      ),
      ...window(null, null),
    },
    validAt: qualifiedClub,
    offer: medicare('MED-RF'),
  },
  {
    record: {
      ...common('FITWELL', 'FitWell Medicare', 'FitWell members join at no cost', [
        'MonthlyQualified',
        'MonthlySGTQualified',
      ]),
      kind: 'Qualified',
      promotionEligibilityLink: 'https://www.example.com/fitwell',
      partnerProgram: {
        programId: 'FITWELL',
        identifierFormat: { formatId: 'FW-NONE', identifierParts: [] },
      },
      ...window(null, null),
    },
    validAt: (site) => qualifiedClub(site) && site.level === 'Gold',
    offer: medicare('MED-FW'),
  },
  {
    record: {
      ...common('OPTIFIT', 'OptiFit Insurance', '$20 off monthly dues for OptiFit subscribers', [
        'Monthly',
      ]),
      kind: 'Program',
      promotionEligibilityLink: 'https://www.example.com/optifit',
      partnerProgram: singlePart(
        'OPTIFIT',
        'OF-SUBSCRIBER',
        'your Subscriber ID',
        '[A-Z]{3}\\d{6}',
        9,
        'A Subscriber ID is 3 letters followed by 6 digits.',
      ),
      ...window(null, null),
    },
    validAt: usOpenClub,
    offer: { promotionCode: 'OPTIFIT', text: '$20 off monthly dues', monthlyDuesDiscount: 2000 },
  },
  {
    record: {
      ...common('NORTHWIND', 'Northwind Health Corporate', 'Northwind Health employee membership', [
        'Monthly',
      ]),
      kind: 'Corporate',
      companyId: 'CO-1001',
      corporatePromotion: {
        companyName: 'Northwind Health',
        eligibilityRequirements: 'Full-time Northwind Health employees and their spouses.',
        legalDisclaimer:
          'Northwind Health pays its share of dues directly. Leaving Northwind Health ends the subsidy.',
        subsidyOverrideDescription: null,
        maximumReimbursementAmount: null,
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
      ...window(null, null),
    },
    validAt: (site) => open(site) && inStates('MN', 'TX', 'IL')(site) && listed(site),
    offer: corporate('CORP-NW'),
  },
  {
    record: {
      ...common(
        'CONTOSO',
        'Contoso Manufacturing Corporate',
        'Contoso Manufacturing employee membership',
        ['Monthly'],
      ),
      kind: 'Corporate',
      companyId: 'CO-1002',
      corporatePromotion: {
        companyName: 'Contoso Manufacturing',
        eligibilityRequirements: 'Contoso Manufacturing employees with 90 days of service.',
        legalDisclaimer: 'Reimbursement is paid through payroll after each month of membership.',
        subsidyOverrideDescription: null,
        maximumReimbursementAmount: 3000,
        subsidyRuleReimbursements: [
          {
            reimbursementType: 'MonthlyDues',
            reimbursementAmount: 2500,
            reimbursementAmountType: 'Amount',
            reimbursementLTAmount: 1500,
            reimbursementLTAmountType: 'Amount',
            subsidyType: 'Reimbursement',
          },
          {
            reimbursementType: 'EnrollmentFee',
            reimbursementAmount: 100,
            reimbursementAmountType: 'Percentage',
            reimbursementLTAmount: 0,
            reimbursementLTAmountType: 'Percentage',
            subsidyType: 'PointOfSale',
          },
        ],
      },
      ...window(null, null),
    },
    validAt: (site) => open(site) && inStates('OH', 'MI', 'IN', 'WI')(site),
    offer: corporate('CORP-CT'),
  },
  {
    record: {
      ...common(
        'FABRIKAM',
        'Fabrikam Financial Corporate',
        'Fabrikam Financial employee membership',
        ['Monthly', 'Digital'],
      ),
      kind: 'Corporate',
      companyId: 'CO-1003',
      corporatePromotion: {
        companyName: 'Fabrikam Financial',
        eligibilityRequirements: 'Fabrikam Financial employees enrolled in the wellness plan.',
        legalDisclaimer: 'Subsidies depend on your wellness plan and may change each plan year.',
        subsidyOverrideDescription:
          'Fabrikam pays part of your dues; your share depends on your plan.',
        maximumReimbursementAmount: 5000,
        subsidyRuleReimbursements: [
          {
            reimbursementType: 'MonthlyDues',
            reimbursementAmount: 25,
            reimbursementAmountType: 'Percentage',
            reimbursementLTAmount: 1000,
            reimbursementLTAmountType: 'Amount',
            subsidyType: 'PointOfSale',
          },
          {
            reimbursementType: 'AdminFee',
            reimbursementAmount: 0,
            reimbursementAmountType: 'Amount',
            reimbursementLTAmount: 4900,
            reimbursementLTAmountType: 'Amount',
            subsidyType: 'PointOfSale',
          },
        ],
      },
      ...window(null, null),
    },
    // Fabrikam also pays towards the digital membership: the landing page's digital link.
    validAt: (site) =>
      (open(site) && inStates('NY', 'NJ', 'CT', 'MA', 'PA')(site)) || site.clubTypeId === 3,
    offer: corporate('CORP-FB'),
  },
  {
    record: {
      ...common(
        'TAILSPIN',
        'Tailspin Toys Corporate',
        'Tailspin Toys employee membership (ended)',
        ['Monthly'],
      ),
      kind: 'Corporate',
      companyId: 'CO-1004',
      corporatePromotion: {
        companyName: 'Tailspin Toys',
        eligibilityRequirements: 'Tailspin Toys employees.',
        legalDisclaimer: 'This program ended on December 31, 2025.',
        subsidyOverrideDescription: null,
        maximumReimbursementAmount: null,
        subsidyRuleReimbursements: [
          {
            reimbursementType: 'MonthlyDues',
            reimbursementAmount: 100,
            reimbursementAmountType: 'Percentage',
            reimbursementLTAmount: 0,
            reimbursementLTAmountType: 'Percentage',
            subsidyType: 'PointOfSale',
          },
        ],
      },
      ...window('2024-01-01T08:00:00Z', '2026-01-01T08:00:00Z'),
    },
    validAt: (site) => open(site) && inStates('CA', 'WA', 'OR')(site),
    offer: corporate('CORP-TT'),
  },
  {
    record: {
      ...common('WELCOME26', 'Welcome 2026 Offer', '$15 off monthly dues', ['Monthly']),
      kind: 'Promotional',
      ...window('2026-09-01T05:00:00Z', '2027-07-01T05:00:00Z'),
    },
    validAt: (site) => open(site) && listed(site),
    offer: { promotionCode: 'WELCOME26', text: '$15 off monthly dues', monthlyDuesDiscount: 1500 },
  },
  {
    record: {
      ...common('SPRING27', 'Spring 2027 Offer', 'No joining fees in spring 2027', ['Monthly']),
      kind: 'Promotional',
      ...window('2027-03-01T06:00:00Z', '2027-06-01T05:00:00Z'),
    },
    validAt: usOpenClub,
    offer: { promotionCode: 'SPRING27', text: 'No joining fees', waivesJoiningFees: true },
  },
  {
    record: {
      ...common('SUMMER25', 'Summer 2025 Offer', 'No joining fees in summer 2025 (ended)', [
        'Monthly',
      ]),
      kind: 'Promotional',
      ...window('2025-06-01T05:00:00Z', '2025-09-01T05:00:00Z'),
    },
    validAt: usOpenClub,
    offer: { promotionCode: 'SUMMER25', text: 'No joining fees', waivesJoiningFees: true },
  },
];
