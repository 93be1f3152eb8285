import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { membershipAgreements } from '@clubjoin/domain/completion/membershipAgreements';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';

/**
 * Drives an order through the real endpoints as the web app does: cart, stage, token,
 * paymentInfo, complete. Every call sends its own Idempotency-Key unless a test names one.
 */

/** Public test-card numbers (docs/decisions/0006) and the sandbox outcome each stands for. */
export const CARDS = {
  visaCredit: '4242424242424242',
  visaDebit: '4000056655665556',
  genericDecline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
} as const;

export const ONE_ADULT_CART = {
  clubId: '5',
  productType: 'Monthly',
  adultProductQuantity: 1,
  juniorProductQuantity: 0,
  mmsPromotionCode: 'STD-MO',
};

export const PRIMARY = {
  partyId: 'party-primary-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  dateOfBirth: '1990-04-01',
  gender: 'Female',
  phone: '(555) 123-4567',
};

export const ADDRESS = {
  street: '1 Main St',
  city: 'Chanhassen',
  state: 'MN',
  zip: '55317',
  country: 'US',
};

/** A sale's agreements, accepted, as the payment step sends them (membershipAgreements.ts). */
const acceptedAgreementsOf = (sale: Parameters<typeof chargeTerms>[0]) =>
  membershipAgreements(chargeTerms(sale)).map(({ id, name, version }) => ({
    id,
    name,
    version,
    accepted: true,
  }));

/** The agreements of a monthly sale. */
export const AGREEMENTS = acceptedAgreementsOf({
  flows: [],
  productType: 'Monthly',
  presaleClub: false,
});

/** The agreements of a waitlist join: dues are authorised from activation. */
export const WAITLIST_AGREEMENTS = acceptedAgreementsOf({
  flows: ['Waitlist'],
  productType: 'Monthly',
  presaleClub: false,
});

/** A staged order: the ids every later call names. */
export interface StagedOrder {
  clubId: string;
  productType: string;
  cartId: string;
  magentoCartId: string;
  orderId: string;
  stagingId: string;
  partyId: string;
  version: number;
  /** The cart's summary as saved: priced as for a credit card until paymentInfo. */
  summary: { total: number; totalWithSurcharge: number; monthlyCharge: number };
  additionalMemberPartyIds: string[];
  juniorMemberPartyIds: string[];
}

export interface Answer {
  status: number;
  // The parsed JSON a test reads field by field.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One app for a describe block, built at `now` and closed after it, with its kit. */
export function completionTestApp(now: Date, options: Parameters<typeof buildTestApp>[0] = {}) {
  let built: TestApp;
  beforeAll(async () => {
    built = await buildTestApp({ clock: () => now, ...options });
  });
  afterAll(async () => {
    await built.app.close();
  });
  const subject = () => built;
  return { subject, kit: completionKit(subject) };
}

export function completionKit(subject: () => TestApp) {
  let keys = 0;
  const newKey = (prefix: string) => `${prefix}-${(keys += 1)}`;

  async function post(
    url: string,
    payload: unknown,
    key: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await subject().app.inject({
      method: 'POST',
      url,
      headers: { 'idempotency-key': key, ...headers },
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /**
   * A new cart, and its staging with Jane as primary member (and `stage` changes), sent with
   * `headers` (a session's cookie, say): the stage's answer as it came, refused or not.
   */
  async function attemptStage(
    cartBody: Record<string, unknown> = {},
    stage: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const cartRequest = { ...ONE_ADULT_CART, ...cartBody };
    const cart = await post('/api/membership-cart/v2/cart', cartRequest, newKey('cart'));
    expect(cart.status).toBe(200);
    const staged = await post(
      '/api/membership/v1/stage',
      {
        clubId: cartRequest.clubId,
        productType: cartRequest.productType,
        adultProductQuantity: cartRequest.adultProductQuantity,
        juniorProductQuantity: cartRequest.juniorProductQuantity,
        mmsPromotionCode: cart.body.mmsPromotionCode ?? cartRequest.mmsPromotionCode,
        cartId: cart.body.cartId,
        magentoCartId: cart.body.magentoCartId,
        orderId: cart.body.orderId,
        primaryMember: PRIMARY,
        membershipAddress: ADDRESS,
        ...stage,
      },
      newKey('stage'),
      headers,
    );
    return { cartRequest, cart, staged };
  }

  /** A new cart, staged with Jane as primary member (and `stage` changes). */
  async function stagedOrder(
    cartBody: Record<string, unknown> = {},
    stage: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<StagedOrder> {
    const { cartRequest, cart, staged } = await attemptStage(cartBody, stage, headers);
    expect(staged.status, JSON.stringify(staged.body)).toBe(200);
    return {
      clubId: cartRequest.clubId as string,
      productType: cartRequest.productType as string,
      cartId: staged.body.cartId,
      magentoCartId: staged.body.magentoCartId,
      orderId: staged.body.orderId,
      stagingId: staged.body.stagingId,
      partyId: staged.body.partyId,
      version: cart.body.version,
      summary: cart.body.summary,
      additionalMemberPartyIds: staged.body.additionalMemberPartyIds,
      juniorMemberPartyIds: staged.body.juniorMemberPartyIds,
    };
  }

  /** A token for a card number (expiring 12/2030) or, with 'bank', a US bank account. */
  async function token(method: string): Promise<string> {
    const body =
      method === 'bank'
        ? {
            kind: 'bank',
            routingNumber: '110000000',
            accountNumber: '000123456789',
            accountType: 'checking',
            accountHolderName: 'Jane Doe',
          }
        : { kind: 'card', cardNumber: method, expiryMonth: 12, expiryYear: 2030, cvc: '123' };
    const answer = await post('/api/payments/v1/tokens', body, newKey('token'));
    expect(answer.status).toBe(201);
    return answer.body.token;
  }

  /** The paymentInfo body of an order paid by `paymentToken`. */
  function paymentInfoBody(order: StagedOrder, paymentToken: string) {
    return {
      clubId: order.clubId,
      cartId: order.cartId,
      partyId: order.partyId,
      stagingId: order.stagingId,
      productType: order.productType,
      primaryMember: PRIMARY,
      paymentToken,
    };
  }

  function paymentInfo(
    order: StagedOrder,
    paymentToken: string,
    change: Record<string, unknown> = {},
    key = newKey('paymentInfo'),
  ): Promise<Answer> {
    return post(
      '/api/membership/v1/paymentInfo',
      { ...paymentInfoBody(order, paymentToken), ...change },
      key,
    );
  }

  /** The complete body of an order paid by `paymentToken`. */
  function completeBody(
    order: StagedOrder,
    paymentToken: string,
    change: Record<string, unknown> = {},
  ) {
    return {
      ...paymentInfoBody(order, paymentToken),
      orderId: order.orderId,
      fraudPreventionSessionId: 'fps-1',
      offerName: 'Standard monthly',
      sendSmsOptIn: false,
      isPoolPass: false,
      joinInitiator: 'NewJoin',
      agreements: AGREEMENTS,
      awards: [],
      ...change,
    };
  }

  function complete(
    order: StagedOrder,
    paymentToken: string,
    change: Record<string, unknown> = {},
    key = newKey('complete'),
  ): Promise<Answer> {
    return post('/api/membership/v1/complete', completeBody(order, paymentToken, change), key);
  }

  /** A staged order with `card`'s payment recorded: ready to complete. */
  async function payableOrder(
    card: string = CARDS.visaCredit,
    cartBody: Record<string, unknown> = {},
    stage: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const order = await stagedOrder(cartBody, stage, headers);
    const paymentToken = await token(card);
    const recorded = await paymentInfo(order, paymentToken);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    return { order, paymentToken, recorded: recorded.body };
  }

  /** How many rows of a table belong to an order, by a column naming it. */
  async function countOf(table: string, column: string, value: string): Promise<number> {
    const [row] = await subject().db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE ${column} = $1`,
      [value],
    );
    return row?.count ?? 0;
  }

  /** Reserves an identity as Create Account does: its party id and update token. */
  async function reserve(username: string, password = 'Summer-Swim-2025') {
    const reserved = await post(
      '/api/membership/v1/userIdentity',
      { username, password },
      newKey('reserve'),
    );
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    return reserved.body as { partyId: string; updateToken: string };
  }

  return {
    post,
    newKey,
    attemptStage,
    stagedOrder,
    reserve,
    token,
    paymentInfo,
    complete,
    completeBody,
    payableOrder,
    countOf,
  };
}
