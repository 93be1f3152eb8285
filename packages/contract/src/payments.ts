import { CARD_BRANDS } from '@clubjoin/domain/payments/cardBrand';
import { CARD_BIN_LENGTH } from '@clubjoin/domain/payments/cardEntry';
import { PAYMENT_KINDS } from '@clubjoin/domain/pricing/cardSurcharge';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Text } from './text';

/**
 * A card as the payment form sends it (product/decisions-and-platform.md#payment-gateway): only
 * ever to the tokenisation endpoint.
 */
const CardDetails = z.object({
  kind: z.literal('card'),
  cardNumber: Text.max(32).describe('Digits; spaces and dashes between groups are ignored'),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2099),
  cvc: Text.max(4),
  cardholderName: Text.trim().max(100).optional(),
});

/**
 * A US bank account for an ACH payment (product/decisions-and-platform.md#payment-gateway): its
 * routing number's checksum is checked.
 */
const BankAccountDetails = z.object({
  kind: z.literal('bank'),
  routingNumber: Text.max(9),
  accountNumber: Text.max(17),
  accountType: z.enum(['checking', 'savings']),
  accountHolderName: Text.trim().min(1).max(100),
});

/** The body of POST /api/payments/v1/tokens: a card or a bank account. */
export const TokeniseRequest = z
  .discriminatedUnion('kind', [CardDetails, BankAccountDetails])
  .meta({ id: 'TokeniseRequest' });
export type TokeniseRequest = z.infer<typeof TokeniseRequest>;

/**
 * What the system keeps of a payment method (product/decisions-and-platform.md#payment-gateway): a
 * token, the brand, last four, expiry.
 */
export const PaymentTokenResponse = z
  .object({
    token: z.string(),
    paymentKind: z
      .enum(PAYMENT_KINDS)
      .describe(
        'How it pays: only credit carries the card surcharge (product/pricing-and-dues.md#card-surcharge)',
      ),
    brand: z.enum([...CARD_BRANDS, 'bank']),
    lastFour: z.string().regex(/^\d{4}$/),
    expiryMonth: z.number().int().optional().describe('Cards only'),
    expiryYear: z.number().int().optional().describe('Cards only'),
  })
  .meta({ id: 'PaymentTokenResponse' });
export type PaymentTokenResponse = z.infer<typeof PaymentTokenResponse>;

/**
 * POST /api/payments/v1/tokens (product/decisions-and-platform.md#payment-gateway: the browser
 * sends card data only here).
 */
export const createPaymentToken = defineEndpoint({
  method: 'POST',
  path: '/api/payments/v1/tokens',
  summary:
    'Checks a card (Luhn, brand, expiry, CVC length) or bank account (routing checksum) and answers a token with its brand, last four and expiry; needs an Idempotency-Key header',
  tags: ['payments'],
  body: TokeniseRequest,
  status: 201,
  response: PaymentTokenResponse,
});

/** A card's BIN: the first eight digits of its number, nothing more of it. */
const CardFundingQuery = z.object({
  bin: z
    .string()
    .regex(
      new RegExp(`^\\d{${CARD_BIN_LENGTH}}$`),
      `The bin is the first ${CARD_BIN_LENGTH} digits of a card number.`,
    ),
});

/** Whether cards of a BIN pay as credit or debit (product/pricing-and-dues.md#card-surcharge). */
export const CardFundingResponse = z
  .object({ bin: z.string(), funding: z.enum(['credit', 'debit']) })
  .meta({ id: 'CardFundingResponse' });

/**
 * GET /api/payments/v1/card-funding?bin= (product/pricing-and-dues.md#card-surcharge): the payment
 * form asks it as a card number is typed, so the surcharge and the amount shown follow the card.
 */
export const getCardFunding = defineEndpoint({
  method: 'GET',
  path: '/api/payments/v1/card-funding',
  summary:
    "Whether cards of a BIN (a card number's first eight digits) pay as credit, with the card surcharge, or debit, without",
  tags: ['payments'],
  query: CardFundingQuery,
  status: 200,
  response: CardFundingResponse,
});
