import type { CompletedMember } from '@clubjoin/contract/completion';
import type { ModuleContext } from '../moduleContext';
import { SECRET_TOKEN_PATTERN, tokenHash } from '../identity/secretToken';
import { findOrderView, orderIdConfirmedBy } from './orderStore';

/** A completed purchase as its confirmation token proves it. */
export interface ConfirmedPurchase {
  orderId: string;
  membershipId: string;
  clubId: string;
  /** The membership's primary member: the new member the purchase made. */
  primary: CompletedMember;
}

/**
 * The purchase a live confirmation token proves (the token complete answered its buyer), or
 * undefined for no token, a malformed, unknown or expired one. What follows a purchase (the new
 * member experiences, product/pages.md#new-member-experiences) is the buyer's by this proof, with
 * or without a session: a new account is not activated yet.
 */
export async function confirmedPurchase(
  context: ModuleContext,
  token: string | undefined,
): Promise<ConfirmedPurchase | undefined> {
  if (token === undefined || !SECRET_TOKEN_PATTERN.test(token)) return undefined;
  const orderId = await orderIdConfirmedBy(context.db, tokenHash(token), context.clock());
  if (orderId === undefined) return undefined;
  const view = await findOrderView(context.db, orderId);
  const primary = view?.answer.members.find((member) => member.memberType === 'primary');
  if (!view || !primary) return undefined;
  return { orderId, membershipId: view.answer.membershipId, clubId: view.clubId, primary };
}
