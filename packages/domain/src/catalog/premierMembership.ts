import type { ProductType } from '../vocabulary';

/**
 * The premier modal of the membership cards (product/membership-and-promotions.md#membership-cards:
 * Membership Cards: ... premier modal). The spec names the modal and gives no text, so the wording
 * is ours: what the Monthly plus SGT Premier membership adds, in a few lines a person can scan
 * before choosing it.
 */
export const PREMIER_MODAL = {
  /** The card's button that opens the modal, and the modal's title. */
  title: 'What Premier includes',
  intro:
    'Premier is everything a Monthly membership gives you, plus the most of our small group training (SGT).',
  inclusions: [
    'Unlimited small group training classes',
    'Booking for small group training before it opens to other members',
    'A fitness assessment with a coach when you start',
    'A progress check-in with your coach every month',
  ],
  note: 'Small group training times vary by club.',
} as const;

/**
 * The product type whose card has the premier modal
 * (product/membership-and-promotions.md#card-details: Monthly plus SGT Premier).
 */
const PREMIER_PRODUCT_TYPE: ProductType = 'MonthlySGTPremier';

/**
 * Whether a membership card of this type has the premier modal
 * (product/membership-and-promotions.md#card-details): the premier card only.
 */
export function hasPremierModal(productType: ProductType): boolean {
  return productType === PREMIER_PRODUCT_TYPE;
}
