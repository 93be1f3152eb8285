import { SALE_HOLD_STATUSES, holdDecisionSchema } from '@clubjoin/domain/staff/saleHold';
import { z } from 'zod';
import { Cents } from './cart';
import { ClubId } from './catalog/clubId';
import { SaleCredit } from './clubSales';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { ClubCurrency } from './product';

/**
 * In-club sales held for a club manager's approval (docs/decisions/0035): the advisor saves the
 * staged sale with the member's consent instead of paying; a manager of the club approves or
 * rejects it; the approved sale is paid on the device that held it. Holding charges nothing.
 */

/** What holding a sale names: its cart (staged by the seller) and the member's consent. */
export const HoldSaleRequest = z
  .object({
    cartId: OpaqueId,
    memberConsent: z
      .string()
      .max(200)
      .describe('The payer’s full name as they typed it on the review-payment page'),
  })
  .meta({ id: 'HoldSaleRequest' });

/** A held sale as the advisor and the approval queue see it. */
export const SaleHold = z
  .object({
    cartId: z.string(),
    clubId: z.string(),
    status: z.enum(SALE_HOLD_STATUSES),
    member: z.string().describe('The primary member’s name'),
    productType: z.string(),
    adults: z.number().int(),
    juniors: z.number().int(),
    dueToday: Cents.describe('What completing the sale charges, in cents'),
    monthlyCharge: Cents,
    currency: ClubCurrency,
    saleCredit: SaleCredit,
    consentName: z.string(),
    heldBy: z.string(),
    heldAt: z.iso.datetime(),
    decidedBy: z.string().nullable(),
    decidedAt: z.iso.datetime().nullable(),
    reason: z.string().nullable().describe('Why a manager rejected it'),
  })
  .meta({ id: 'SaleHold' });
export type SaleHold = z.infer<typeof SaleHold>;

const SELLER_REFUSALS =
  '401 without a team-member session, 403 for a role that does not sell or a session on a kiosk';
const APPROVER_REFUSALS =
  '401 without a team-member session, 403 for a role other than club manager or administrator, a club not theirs or a session on a kiosk';

/** POST holds the seller's staged in-club sale for a manager's approval instead of paying it. */
export const holdSale = defineEndpoint({
  method: 'POST',
  path: '/api/portal/club-sales/holds',
  summary: `Holds a staged in-club sale of the seller's for a club manager's approval: 201 with the hold; nothing is charged. 400 for a consent that is not the payer's name; 404 for no in-club sale of the seller's with this cart (or one completed); 409 for a sale already held or approved. ${SELLER_REFUSALS}`,
  tags: ['club-sales'],
  body: HoldSaleRequest,
  status: 201,
  response: SaleHold,
});

/** GET a held sale: the seller who held it checks whether it was approved. */
export const getSaleHold = defineEndpoint({
  method: 'GET',
  path: '/api/portal/club-sales/holds/{cartId}',
  summary: `A held sale of the seller's, with its status and a rejection's reason; null when they hold none with this cart (the review-payment page asks before any hold). ${SELLER_REFUSALS}`,
  tags: ['club-sales'],
  params: z.object({ cartId: OpaqueId }),
  status: 200,
  response: SaleHold.nullable(),
});

/** GET the sales of a club waiting for approval, oldest first. */
export const listSaleHolds = defineEndpoint({
  method: 'GET',
  path: '/api/portal/club-sales/approvals',
  summary: `The in-club sales of a club waiting for a manager's approval, oldest first. ${APPROVER_REFUSALS}`,
  tags: ['club-sales'],
  query: z.object({ clubId: ClubId }),
  status: 200,
  response: z.object({ clubId: z.string(), holds: z.array(SaleHold) }).meta({ id: 'SaleHolds' }),
});

/** POST approves or rejects (with a reason) a held sale. */
export const decideSaleHold = defineEndpoint({
  method: 'POST',
  path: '/api/portal/club-sales/approvals/{cartId}',
  summary: `Approves a held sale (the advisor may then take its payment) or rejects it with a reason. 400 for a rejection without a reason; 403 for the manager's own sale; 404 for no held sale; 409 for one already decided. ${APPROVER_REFUSALS}`,
  tags: ['club-sales'],
  params: z.object({ cartId: OpaqueId }),
  body: holdDecisionSchema,
  status: 200,
  response: SaleHold,
});
