import type { Flow, ProductType } from '../vocabulary';
import { DIGITAL_CLUB_ID, DIGITAL_STUDIO_CLUB_ID, PRODUCT_TYPE_NAMES } from '../vocabulary';
import { couponSaleFlow } from './couponFlow';
import type { SIGNATURE_ONLY_FLOW } from './signatureOnlyFlow';
import { sameCategory } from './categoryKey';

/**
 * A flow of a membership descriptor
 * (product/membership-and-promotions.md#the-clubs-default-product): a flow, or the SignatureOnly
 * marker (product/membership-and-promotions.md#card-order).
 */
export type DescriptorFlow = Flow | typeof SIGNATURE_ONLY_FLOW;

/**
 * The flow a club implies (product/club-and-entry.md#initialize, #clubs: Digital at club 815,
 * DigitalStudio at club 370).
 */
export const CLUB_FLOWS: ReadonlyMap<string, Flow> = new Map([
  [DIGITAL_CLUB_ID, 'Digital'],
  [DIGITAL_STUDIO_CLUB_ID, 'DigitalStudio'],
]);

/**
 * A category of a club's sale (product/club-and-entry.md#entry-links; #sale-categories) as the
 * default call reads it.
 */
export interface SaleCategory {
  category: string;
  productType: ProductType;
  /**
   * Flows, and the SignatureOnly marker, the category's sale runs in
   * (product/membership-and-promotions.md#the-clubs-default-product).
   */
  flows: readonly DescriptorFlow[];
  selectedMembershipName: string;
  default: boolean;
}

/** A coupon usable at the club now, as the default call reads it. */
export interface DescribingCoupon {
  kind: string;
  productTypes: readonly ProductType[];
}

/**
 * product/membership-and-promotions.md#the-clubs-default-product: the flows of the sale and the
 * name of the membership chosen.
 */
export interface MembershipDescriptor {
  flows: DescriptorFlow[];
  selectedMembershipName: string;
}

export interface DefaultProductRequest {
  clubId: string;
  /** The club's categories. */
  categories: readonly SaleCategory[];
  /** The product types the club has cards for. */
  soldTypes: readonly ProductType[];
  /** The category asked for; undefined for none. */
  category: string | undefined;
  /** A coupon usable at the club now; undefined for none (or one that is not usable). */
  coupon: DescribingCoupon | undefined;
}

export type DefaultProductChoice =
  | { kind: 'chosen'; productType: ProductType; membershipDescriptor: MembershipDescriptor }
  | { kind: 'unknownCategory'; category: string }
  | { kind: 'noDefaultCategory' };

/**
 * The club's default product and the flows it implies
 * (product/membership-and-promotions.md#the-clubs-default-product,
 * product/club-and-entry.md#initialize Initialize). The product type is the asked-for category's
 * (named as a link may spell it); without one, the first type of a usable coupon that the club
 * sells; else the club's default category's. Its flows are the category's, plus the coupon kind's
 * when the coupon applies to that type (day pass, pickleball, qualified, corporate), plus the
 * club's (Digital at 815, DigitalStudio at 370).
 */
export function chooseDefaultProduct(request: DefaultProductRequest): DefaultProductChoice {
  const { coupon } = request;
  let chosen: Pick<SaleCategory, 'productType' | 'flows' | 'selectedMembershipName'> | undefined;
  const asked = request.category;
  if (asked !== undefined) {
    chosen = request.categories.find((category) => sameCategory(category.category, asked));
    if (!chosen) return { kind: 'unknownCategory', category: asked };
  } else {
    const couponType = coupon?.productTypes.find((type) => request.soldTypes.includes(type));
    chosen =
      couponType === undefined
        ? request.categories.find((category) => category.default)
        : {
            productType: couponType,
            flows: [],
            selectedMembershipName: PRODUCT_TYPE_NAMES[couponType],
          };
    if (!chosen) return { kind: 'noDefaultCategory' };
  }
  const { productType } = chosen;
  const couponFlow = coupon && couponSaleFlow(coupon, productType);
  const flows = [...chosen.flows, couponFlow, CLUB_FLOWS.get(request.clubId)].filter(
    (flow): flow is DescriptorFlow => flow !== undefined,
  );
  return {
    kind: 'chosen',
    productType,
    membershipDescriptor: {
      flows: [...new Set(flows)],
      selectedMembershipName: chosen.selectedMembershipName,
    },
  };
}
