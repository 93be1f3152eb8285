import type { ProductType } from '../vocabulary';
import { PRODUCT_TYPE_NAMES } from '../vocabulary';
import type { FieldProblem } from '../validation/fieldErrors';
import type { IdentifiedProgram, ProgramIdentifier } from '../validation/programIdentifier';
import { programIdentifierProblems } from '../validation/programIdentifier';

/**
 * The kinds of coupon the catalog holds (product/membership-and-promotions.md#coupons; #coupons
 * employee referral, qualified and program coupons; product/decisions-and-platform.md#demo-catalog,
 * pickleball, Medicare, corporate and general offers).
 */
export const COUPON_KINDS = [
  'EmployeeReferral',
  'DayPass',
  'Pickleball',
  'Promotional',
  'Qualified',
  'Program',
  'Corporate',
] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * The kinds of coupon a category's public link hands over (decision 0017): offers a club prints on
 * its own pages (the day pass, pickleball, a company's corporate rate). Never an employee referral
 * (it carries a person) nor a Medicare coupon (its program proves eligibility), so naming their
 * category opens nothing.
 */
export const LINK_OPENED_COUPON_KINDS = [
  'DayPass',
  'Pickleball',
  'Corporate',
] as const satisfies readonly CouponKind[];

/** Whether a category whose coupon is of this kind is opened by its link (decision 0017). */
export function opensByCategoryLink(couponKind: string): boolean {
  return (LINK_OPENED_COUPON_KINDS as readonly string[]).includes(couponKind);
}

/** How a person is told of a coupon of each kind (our wording). */
const COUPON_KIND_NAMES: Readonly<Record<CouponKind, string>> = {
  EmployeeReferral: 'an employee referral coupon',
  DayPass: 'a day pass coupon',
  Pickleball: 'a pickleball coupon',
  Promotional: 'a promotional coupon',
  Qualified: 'a Medicare program coupon',
  Program: 'a partner program coupon',
  Corporate: 'a corporate coupon',
};

/**
 * One way through a membership's door, as the catalog states it:
 * - `coupon`: a coupon of one of the kinds, usable at the club now and made for the product type;
 *   with `withProgramIdentifier`, sold only with a complete member identifier of the coupon's
 *   partner program (product/membership-and-promotions.md#coupons,
 *   product/member-forms.md#program-information), though the card may be shown before it is
 *   entered;
 * - `employeeId`: an employee id, the one the link encodes
 *   (product/club-and-entry.md#employee-ids-in-links) or the one a usable employee referral coupon
 *   carries (product/membership-and-promotions.md#coupons: a coupon supplies the employee id);
 * - `categoryToken`: a token the server sealed for a category of the club that sells the type
 *   (product/club-and-entry.md#sale-categories the categories' encrypted token).
 */
export type DoorKey =
  | {
      proof: 'coupon';
      couponKinds: readonly CouponKind[];
      withProgramIdentifier?: boolean | undefined;
    }
  | { proof: 'employeeId' }
  | { proof: 'categoryToken' };

/** A membership's door (catalog data): null when it is sold to anyone, else its ways in. */
export type MembershipDoor = readonly DoorKey[] | null;

/**
 * A coupon usable at the club now, as the door reads it
 * (product/membership-and-promotions.md#coupons).
 */
export interface DoorCoupon {
  kind: string;
  productTypes: readonly ProductType[];
  promotionDisplayName: string;
  /** An employee referral coupon's employee (product/membership-and-promotions.md#coupons). */
  employeeId?: string | undefined;
  /** A Medicare or insurer coupon's program (product/membership-and-promotions.md#coupons). */
  partnerProgram?: IdentifiedProgram | undefined;
}

/** What the server verified about a visitor's ways in; nothing a caller merely claims. */
export interface DoorProof {
  /** A coupon the server found usable at the club now; undefined for none. */
  coupon: DoorCoupon | undefined;
  /**
   * The employee id the link's employeeId parameter decodes to
   * (product/club-and-entry.md#employee-ids-in-links); 0 for none.
   */
  linkEmployeeId: number;
  /** The product type of the club category a valid category token names; undefined for none. */
  categoryProductType: ProductType | undefined;
  /** The partner-program member identifier given; undefined for none. */
  programIdentifier: ProgramIdentifier | undefined;
}

/** What the door is opened for: to show the card, or to sell the membership. */
export type DoorPurpose = 'show' | 'sell';

/** Whether the door opens, and when it does not, a sentence a person understands. */
export type DoorVerdict =
  | { open: true }
  | { open: false; reason: 'noProof'; message: string }
  | {
      open: false;
      reason: 'programIdentifier';
      message: string;
      /**
       * The identifier's problems, each at its field in the identifier
       * (product/member-forms.md#program-information messages).
       */
      problems: FieldProblem[];
    };

/** Whether a decoded employee id names an employee: a whole number above zero. */
function isEmployeeId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/**
 * The employee id of the sale: the link's, else the one a usable referral coupon carries; 0 for
 * none. The door reads it, and a completed order keeps it.
 */
export function employeeIdOf(proof: DoorProof): number {
  if (isEmployeeId(proof.linkEmployeeId)) return proof.linkEmployeeId;
  const carried = proof.coupon?.employeeId;
  return carried !== undefined && /^\d+$/.test(carried) ? Number(carried) : 0;
}

type KeyVerdict = 'open' | 'shut' | { identifierProblems: FieldProblem[] };

function tryKey(
  key: DoorKey,
  productType: ProductType,
  proof: DoorProof,
  purpose: DoorPurpose,
): KeyVerdict {
  switch (key.proof) {
    case 'employeeId':
      return isEmployeeId(employeeIdOf(proof)) ? 'open' : 'shut';
    case 'categoryToken':
      return proof.categoryProductType === productType ? 'open' : 'shut';
    case 'coupon': {
      const { coupon } = proof;
      const fits =
        coupon !== undefined &&
        (key.couponKinds as readonly string[]).includes(coupon.kind) &&
        coupon.productTypes.includes(productType);
      if (!fits) return 'shut';
      if (purpose === 'show' || key.withProgramIdentifier !== true) return 'open';
      if (!coupon.partnerProgram) return 'shut';
      const problems = programIdentifierProblems(coupon.partnerProgram, proof.programIdentifier);
      return problems.length === 0 ? 'open' : { identifierProblems: problems };
    }
  }
}

/** One way in, as a person reads it. */
function wayIn(key: DoorKey): string {
  switch (key.proof) {
    case 'employeeId':
      return 'through a team member’s employee link or with an employee referral coupon';
    case 'categoryToken':
      return 'through the link the club gives for it';
    case 'coupon':
      return `with ${key.couponKinds.map((kind) => COUPON_KIND_NAMES[kind]).join(' or ')} valid at this club`;
  }
}

/** The message of a door no proof opened: what the membership is sold with (our wording). */
function membershipDoorShutMessage(productType: ProductType, door: readonly DoorKey[]): string {
  return `The ${PRODUCT_TYPE_NAMES[productType]} membership is sold only ${door.map(wayIn).join(', or ')}.`;
}

/** The message of a door whose coupon came without its complete member identifier. */
function programIdentifierNeededMessage(
  productType: ProductType,
  programName: string,
  firstProblem: string,
): string {
  return `The ${PRODUCT_TYPE_NAMES[productType]} membership is sold only with the member identifier of your ${programName} program. ${firstProblem}`;
}

/**
 * Whether a membership's door opens for what the server verified (issue 15: restricted
 * memberships are sold only through their door). A public membership (no door) always opens; a
 * restricted one opens when any one of its ways in is proven. To show a card, a coupon alone opens
 * a door that also asks for a program identifier; to sell it, the identifier must be complete,
 * else the verdict names what is missing.
 */
export function openMembershipDoor(
  productType: ProductType,
  door: MembershipDoor,
  proof: DoorProof,
  purpose: DoorPurpose,
): DoorVerdict {
  if (door === null) return { open: true };
  let missingIdentifier: FieldProblem[] | undefined;
  for (const key of door) {
    const verdict = tryKey(key, productType, proof, purpose);
    if (verdict === 'open') return { open: true };
    if (verdict !== 'shut') missingIdentifier ??= verdict.identifierProblems;
  }
  const programName = proof.coupon?.promotionDisplayName;
  if (missingIdentifier && programName !== undefined) {
    return {
      open: false,
      reason: 'programIdentifier',
      message: programIdentifierNeededMessage(
        productType,
        programName,
        missingIdentifier[0]?.message ?? '',
      ),
      problems: missingIdentifier,
    };
  }
  return { open: false, reason: 'noProof', message: membershipDoorShutMessage(productType, door) };
}

/** Whether a card may be shown to the visitor: its door opens for what was verified. */
export function isShownThroughDoor(
  card: { productType: ProductType; door: MembershipDoor },
  proof: DoorProof,
): boolean {
  return openMembershipDoor(card.productType, card.door, proof, 'show').open;
}

/** Whether a door asks, to sell, for a member identifier of the coupon's partner program. */
export function doorNeedsProgramIdentifier(door: MembershipDoor): boolean {
  return door?.some((key) => key.proof === 'coupon' && key.withProgramIdentifier === true) ?? false;
}
