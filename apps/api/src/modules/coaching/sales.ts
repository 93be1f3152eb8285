import { randomUUID } from 'node:crypto';
import type { PackageSold } from '@clubjoin/contract/coaching';
import { currencyForCountry } from '@clubjoin/domain/money/currency';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { DeclineReason } from '@clubjoin/domain/payments/declineMessages';
import {
  addPackage,
  type PackageSaleFields,
  TRAINING_PACKAGE_PRICE_MIN,
} from '@clubjoin/domain/staff/coaching';
import { maySellTraining } from '@clubjoin/domain/staff/portalAccess';
import type { RememberAnswer } from '../../http/idempotency';
import { findClub } from '../clubs/findClub';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import { auditClientChange, coachedClient, consentOf, saleAnswer } from './clients';
import { insertSale, selectPackage, type StoredSale, updateBalance } from './store';

/** Why a sale is refused; every one but a decline before anything is charged. */
export type SaleFailure =
  /** A role that does not sell training. */
  | { kind: 'notYourRole' }
  /** No such client, or one the team member does not coach. */
  | { kind: 'notFound' }
  /** No such package at the client's club. */
  | { kind: 'noPackage' }
  /** A package priced before prices started at $1: no card is charged less. */
  | { kind: 'unpriced' }
  /** A member client whose consent the team member does not hold. */
  | { kind: 'noConsent' }
  /** A token the payment gateway does not know. */
  | { kind: 'unknownCard' }
  /** A token of a bank account: a package is paid by card. */
  | { kind: 'notACard' }
  /** The card network declined the charge: nothing is added. */
  | { kind: 'declined'; reason: DeclineReason; message: string }
  /** The charge recorded a sale already. */
  | { kind: 'recorded' };

/**
 * Sells a training package of the client's club at the desk (docs/decisions/0038): first
 * everything that can refuse (the role, the client the team member coaches, the package of the
 * client's club, a member's consent, the card's token); then one charge of the package's price in
 * the club's currency, under a network key made of the request's Idempotency-Key, so a retry that
 * takes over a dead request repeats the charge instead of making another; then, in one
 * transaction, the receipt, the balance (`addPackage`), the member's audit trail and the answer a
 * repeat gets. A decline adds nothing; a charge that cannot be recorded is voided.
 */
export async function sellPackage(
  context: ModuleContext,
  caller: StaffCaller,
  clientId: string,
  fields: PackageSaleFields,
  idempotencyKey: string,
  remember: RememberAnswer,
): Promise<Outcome<PackageSold, SaleFailure>> {
  if (!maySellTraining(caller.role)) return fail({ kind: 'notYourRole' });
  const client = await coachedClient(context, caller, clientId);
  if (!client) return fail({ kind: 'notFound' });
  const pkg = await selectPackage(context.db, fields.packageId);
  if (!pkg || pkg.clubId !== client.clubId) return fail({ kind: 'noPackage' });
  if (pkg.priceCents < TRAINING_PACKAGE_PRICE_MIN) return fail({ kind: 'unpriced' });
  if ((await consentOf(context.db, caller, client)) === null) return fail({ kind: 'noConsent' });
  const { paymentGateway, clock } = context;
  const card = await paymentGateway.findToken(fields.paymentToken);
  if (!card) return fail({ kind: 'unknownCard' });
  if (card.brand === 'bank') return fail({ kind: 'notACard' });
  const club = await findClub(context, client.clubId);
  // A client's club is the catalog's (its foreign key): a missing one is a bug.
  if (!club) throw new Error(`Club ${client.clubId} of a client is not in the catalog`);
  const currency = currencyForCountry(club.country);

  const charged = await paymentGateway.charge(
    {
      token: card.token,
      amount: pkg.priceCents,
      reference: `training:${clientId}`,
      idempotencyKey: `training:${caller.staffId}:${idempotencyKey}:${clientId}:${pkg.packageId}:${card.token}:${pkg.priceCents}`,
    },
    clock(),
  );
  if (!charged.ok) {
    return fail({ kind: 'declined', reason: charged.reason, message: charged.message });
  }
  const record = () =>
    context.db.transaction(async (tx): Promise<Outcome<PackageSold, SaleFailure>> => {
      const locked = await coachedClient(context, caller, clientId, tx, true);
      if (!locked) return fail({ kind: 'notFound' });
      // The member may have withdrawn their consent while the card was charged.
      if ((await consentOf(tx, caller, locked)) === null) return fail({ kind: 'noConsent' });
      const now = clock();
      const sale: StoredSale = {
        saleId: randomUUID(),
        clientId,
        packageId: pkg.packageId,
        packageName: pkg.name,
        sessions: pkg.sessions,
        amountCents: charged.amount,
        currency: currency.code,
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
        chargeReference: charged.chargeId,
        soldBy: caller.staffId,
        soldByName: caller.displayName,
        soldAt: now,
      };
      if (!(await insertSale(tx, sale))) return fail({ kind: 'recorded' });
      const after = addPackage(locked, pkg, now);
      await updateBalance(tx, clientId, after);
      await auditClientChange(context, tx, caller, locked, {
        action: 'coaching.packageSold',
        before: { sessionsLeft: locked.sessionsLeft, validUntil: locked.validUntil },
        after: {
          ...after,
          package: pkg.name,
          amountCents: sale.amountCents,
          currency: sale.currency,
          card: `${sale.cardBrand} ${sale.cardLastFour}`,
          chargeReference: sale.chargeReference,
        },
      });
      const answer: PackageSold = {
        sale: saleAnswer(sale),
        sessionsLeft: after.sessionsLeft,
        validUntil: after.validUntil.toISOString(),
      };
      await remember(tx, answer);
      return succeed(answer);
    });
  let recorded: Outcome<PackageSold, SaleFailure>;
  try {
    recorded = await record();
  } catch (error) {
    await paymentGateway.voidCharge(charged.chargeId, clock());
    throw error;
  }
  // The client left the team member's clients, or the member's consent ended, between the check
  // and the record: nothing is sold.
  if (
    !recorded.ok &&
    (recorded.failure.kind === 'notFound' || recorded.failure.kind === 'noConsent')
  ) {
    await paymentGateway.voidCharge(charged.chargeId, clock());
  }
  return recorded;
}
