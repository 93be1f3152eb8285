/**
 * The sale an entry link opens at a club (product/club-and-entry.md#sale-categories,
 * #initialize): which of the club's categories it names, and so the product type and the flows the
 * sale starts with, before any product is fetched. Decision 0017.
 */
import type { DescriptorFlow } from '../catalog/defaultClubProduct';
import { sameCategory } from '../catalog/categoryKey';
import { isSignatureOnlyFlow } from '../catalog/signatureOnlyFlow';
import type { Flow, ProductType } from '../vocabulary';
import { FLOWS } from '../vocabulary';
import type { EntryParameters } from './entryParameters';
import { EXECUTIVE_SIGNATURE } from './entryParameters';

/** A club's sale category as entry reads it (GET /club/{clubId}/categories). */
export interface EntryCategory {
  readonly category: string;
  readonly productType: ProductType;
  readonly flows: readonly DescriptorFlow[];
  readonly default: boolean;
}

/** Why the link's sale could not be opened as it asked; the sale went on with the default. */
export type EntryNotice =
  | { readonly kind: 'unknownCategory'; readonly category: string }
  | { readonly kind: 'executiveSignatureNotSold' }
  /** The category's membership is restricted and the link brought nothing that opens it. */
  | { readonly kind: 'doorShut'; readonly message: string }
  /** The link's promotionName is not offered for the sale's membership (the service says why). */
  | { readonly kind: 'promotionNotOffered'; readonly message: string };

/** The sale a link opens. */
export interface EntrySale<C extends EntryCategory = EntryCategory> {
  /** The category of the sale among the club's; undefined for none. */
  readonly category: C | undefined;
  /** The category the club's default product is asked for; undefined for the club's default. */
  readonly categoryName: string | undefined;
  /** The product type sold: the link's membershipType, else the category's. */
  readonly productType: ProductType | undefined;
  /** The sale's flows: the category's (less the SignatureOnly card marker), ExecutiveSignature. */
  readonly flows: readonly Flow[];
  readonly notice?: EntryNotice;
}

const isFlow = (flow: string): flow is Flow => (FLOWS as readonly string[]).includes(flow);

function saleOf<C extends EntryCategory>(
  category: C | undefined,
  extra: { productType?: ProductType; flows?: readonly Flow[]; notice?: EntryNotice } = {},
): EntrySale<C> {
  const flows = [...(category?.flows.filter(isFlow) ?? []), ...(extra.flows ?? [])];
  return {
    category,
    categoryName: category?.category,
    productType: extra.productType ?? category?.productType,
    flows: [...new Set(flows)],
    ...(extra.notice && { notice: extra.notice }),
  };
}

/**
 * The sale an entry link opens among the club's categories (decision 0017):
 * - `category` names one (as a link may spell it): that category, its type and flows; a name the
 *   club does not have is told, and the sale is the default category's;
 * - else membershipType=ExecutiveSignature: the club's SignatureOnly category (the signature
 *   memberships of the card order rule, product/membership-and-promotions.md#card-order) in the
 *   ExecutiveSignature flow; a club without one is told, and the sale is the default category's;
 * - else a membershipType: the first category of that product type (ClubOnly, ShortTerm, Employee
 *   get their flows so); a type no category sells keeps the default category's flows (the digital
 *   club's) and the link's type;
 * - else the club's default category (the digital club 815, the digital studio 370 and the
 *   pickleball venue carry their flows there).
 * No categories (the list could not be read): the link's type and category, for the product
 * service to judge, and no flows.
 */
export function chooseEntrySale<C extends EntryCategory>(
  categories: readonly C[],
  entry: Pick<EntryParameters, 'category' | 'membershipType'>,
): EntrySale<C> {
  const fallback = categories.find((candidate) => candidate.default);
  const { category: named, membershipType } = entry;
  const productType = membershipType === EXECUTIVE_SIGNATURE ? undefined : membershipType;
  if (categories.length === 0) {
    return { category: undefined, categoryName: named, productType, flows: [] };
  }
  if (named !== undefined) {
    const found = categories.find((candidate) => sameCategory(candidate.category, named));
    const notice: EntryNotice = { kind: 'unknownCategory', category: named };
    return found ? saleOf(found, { productType }) : saleOf(fallback, { productType, notice });
  }
  if (membershipType === EXECUTIVE_SIGNATURE) {
    const signature = categories.find((candidate) => isSignatureOnlyFlow(candidate.flows));
    return signature
      ? saleOf(signature, { flows: ['ExecutiveSignature'] })
      : saleOf(fallback, { notice: { kind: 'executiveSignatureNotSold' } });
  }
  if (productType !== undefined) {
    const ofType = categories.find((candidate) => candidate.productType === productType);
    if (ofType) return saleOf(ofType);
    const { flows } = saleOf(fallback);
    return { category: undefined, categoryName: undefined, productType, flows };
  }
  return saleOf(fallback);
}

/** What a person reads of a notice (our wording). */
export function entryNoticeMessage(notice: EntryNotice): string {
  switch (notice.kind) {
    case 'unknownCategory':
      return `This club has no “${notice.category}” memberships, so here are its usual memberships.`;
    case 'executiveSignatureNotSold':
      return 'This club does not sell Executive Signature memberships, so here are its usual memberships.';
    case 'doorShut':
      return `${notice.message} Here are the club’s usual memberships.`;
    case 'promotionNotOffered':
      return `${notice.message} Here is the membership’s usual offer.`;
  }
}
