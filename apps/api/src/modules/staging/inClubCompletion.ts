import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import { attachSaleTrail } from '../staff/staffChange';
import { completeDeskRejoin } from './deskRejoin';

/**
 * What completing an in-club sale writes besides its credit (docs/decisions/0039), in the
 * completing transaction: a desk rejoin's token is used, with who vouched on the new membership's
 * audit trail, and the entries of a held sale's decisions are given the membership, so the
 * member's timeline shows them. Completion calls it for every sale with a credit.
 */
export async function recordInClubCompletion(
  context: ModuleContext,
  tx: Queryable,
  sale: { cartId: string; membershipId: string; memberId: string },
): Promise<void> {
  await completeDeskRejoin(context, tx, sale);
  await attachSaleTrail(tx, sale.cartId, sale.membershipId);
}
