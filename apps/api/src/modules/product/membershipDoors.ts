import type { ProductCard } from '@clubjoin/contract/catalog/productCard';
import type { DoorProof, DoorPurpose } from '@clubjoin/domain/catalog/membershipDoor';
import { openMembershipDoor } from '@clubjoin/domain/catalog/membershipDoor';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ProgramIdentifier } from '@clubjoin/domain/validation/programIdentifier';
import { decodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import type { ModuleContext } from '../moduleContext';
import { tokenCategoryAt } from './categoryToken';
import { openSale, type Sale } from './openSale';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

/** The ways in a caller presents to a restricted membership, before the server checks them. */
export interface DoorCredentials {
  /**
   * The link's employeeId parameter as the link gave it (product/club-and-entry.md#entry-links: it
   * encodes the id).
   */
  employeeLink: string | undefined;
  /**
   * A category token (product/club-and-entry.md#sale-categories), from the category-token header.
   */
  categoryToken: string | undefined;
  /** The partner-program member identifier given (product/member-forms.md#program-information). */
  programIdentifier: ProgramIdentifier | undefined;
}

/**
 * What the server verified of the credentials besides the coupon (which the sale judges): the
 * decoded employee id, the category a token sealed by this database names at this club and that
 * has not expired, and the identifier given. A cart keeps it, so completion can judge again.
 */
export interface VerifiedDoorProof {
  /** 0 for none. */
  employeeId: number;
  category: string | undefined;
  programIdentifier: ProgramIdentifier | undefined;
}

/** Nothing verified: a cart saved before doors existed. */
export const NOTHING_VERIFIED: VerifiedDoorProof = {
  employeeId: 0,
  category: undefined,
  programIdentifier: undefined,
};

/** Verifies the credentials presented for a sale at a club, at the clock's instant. */
export async function verifyDoorCredentials(
  context: ModuleContext,
  clubId: string,
  credentials: DoorCredentials,
): Promise<VerifiedDoorProof> {
  return {
    employeeId: decodeEmployeeId(credentials.employeeLink),
    category: await tokenCategoryAt(context.db, credentials.categoryToken, {
      clubId,
      now: context.clock(),
    }),
    programIdentifier: credentials.programIdentifier,
  };
}

/**
 * The proof the domain's door rule reads for a sale: the coupon usable at the club now, and what
 * was verified, the token's category read as the product type the club sells under it.
 */
async function doorProofOf(sale: Sale, verified: VerifiedDoorProof): Promise<DoorProof> {
  const category =
    verified.category === undefined
      ? undefined
      : (await sale.lists.categories()).find(
          (candidate) => candidate.category === verified.category,
        );
  return {
    coupon: sale.coupon,
    linkEmployeeId: verified.employeeId,
    categoryProductType: category?.productType,
    programIdentifier: verified.programIdentifier,
  };
}

/** The proof a sale's credentials give, verified at the clock's instant. */
export async function saleDoorProof(
  context: ModuleContext,
  sale: Sale,
  credentials: DoorCredentials,
): Promise<DoorProof> {
  return doorProofOf(sale, await verifyDoorCredentials(context, sale.club.mmsClubId, credentials));
}

/**
 * Whether a sale's card opens, to show or to sell, to the sale's coupon and what was verified
 * (issue 15 §2); a shut door fails with the rule's verdict.
 */
export async function passCardDoor(
  sale: Sale,
  card: ProductCard,
  verified: VerifiedDoorProof,
  purpose: DoorPurpose,
): Promise<Outcome<void, ProductFailure>> {
  const proof = await doorProofOf(sale, verified);
  const door = openMembershipDoor(card.productType, card.door, proof, purpose);
  return door.open ? succeed() : fail({ kind: 'doorShut', verdict: door });
}

/**
 * Whether a club's membership of a type may be sold, judged at the clock's instant: its door must
 * open to the coupon, still usable at the club, and to what was verified when it was chosen.
 */
export async function checkSaleDoor(
  context: ModuleContext,
  sold: {
    clubId: string;
    productType: ProductType;
    couponCode: string | undefined;
    verified: VerifiedDoorProof;
  },
): Promise<Outcome<void, ProductFailure>> {
  const { clubId, productType } = sold;
  const sale = await openSale(context, clubId, sold.couponCode);
  if (!sale.ok) return sale;
  const card = (await sale.value.lists.cards()).find(
    (candidate) => candidate.productType === productType,
  );
  if (!card) return fail({ kind: 'typeNotSold', clubId, productType });
  return passCardDoor(sale.value, card, sold.verified, 'sell');
}
