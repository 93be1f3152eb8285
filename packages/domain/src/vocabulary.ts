/**
 * The spec's enumerations (product/flows.md#flows;
 * product/accounts-and-sign-in.md#membership-statuses): flows, product types, member statuses and
 * the constants that identify special clubs. Every other module names these values through here.
 */

/** Flow names; flows are also audiences (product/flows.md#flows). */
export const FLOWS = [
  'ShortTerm',
  'Employee',
  'ClubOnly',
  'PickleballOnly',
  'ExecutiveSignature',
  'DayPass',
  'Digital',
  'DigitalStudio',
  'CorpSales',
  'Qualified',
  'Purchaser',
  'PurchaserChild',
  'Waitlist',
] as const;
export type Flow = (typeof FLOWS)[number];

/** Product types (product/flows.md#product-types) by their code, with the name a person reads. */
export const PRODUCT_TYPE_NAMES = {
  ClubOnly: 'Club Only',
  DayPass: 'Day Pass',
  Digital: 'Digital',
  Employee: 'Employee',
  GroupFitness: 'Group Fitness',
  JuniorExecutive: 'Junior Executive',
  Monthly: 'Monthly',
  MonthlySGT: 'Monthly plus SGT',
  MonthlySGTPremier: 'Monthly plus SGT Premier',
  MonthlyQualified: 'Monthly Qualified',
  MonthlySGTQualified: 'Monthly plus SGT Qualified',
  PickleballOnly: 'Pickleball Only',
  Student: 'Student',
  UnderTwentySix: '26 and Under',
  SixtyFivePlus: '65 Plus',
  ShortTerm: 'Short Term',
  RosemountResident: 'Rosemount Resident',
} as const;
export type ProductType = keyof typeof PRODUCT_TYPE_NAMES;
export const PRODUCT_TYPES = Object.keys(PRODUCT_TYPE_NAMES) as ProductType[];

/** Additional member kinds (product/flows.md#product-types). */
export const ADDITIONAL_MEMBER_KINDS = ['Secondary', 'Partner'] as const;

/** Membership statuses as stored (product/accounts-and-sign-in.md#membership-statuses). */
export const MEMBERSHIP_STATUSES = [
  'Active',
  'InactiveMember',
  'Suspended',
  'PendingTermination',
  'LateActivation',
  'NonPaid',
  'NonPaidLateActivation',
  'Terminated',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * Experience types (product/flows.md#experience-types-and-channels): the prospect's own, or a sales
 * advisor's in the club.
 */
export const EXPERIENCE_TYPES = ['prospect', 'employee'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

/** Sale channels sent with staging (product/payment-and-confirmation.md#staging). */
export const CHANNELS = ['InClub', 'Online'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Club ids with a flow of their own (product/club-and-entry.md#clubs). */
export const DIGITAL_CLUB_ID = '815';
export const DIGITAL_STUDIO_CLUB_ID = '370';

/** The club `open` value of a club that sells before opening (product/club-and-entry.md#clubs). */
export const PRESALE_STATUS = 'PRESALE';
