import { randomUUID } from 'node:crypto';
import { membershipAgreements } from '@clubjoin/domain/completion/membershipAgreements';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';

/**
 * The requests of a purchase as the web app sends them (cart, stage, card token, paymentInfo,
 * complete), with the demo catalog's club 5 monthly membership and the sandbox's test card.
 */
export const ONE_ADULT_CART = {
  clubId: '5',
  productType: 'Monthly',
  adultProductQuantity: 1,
  juniorProductQuantity: 0,
  mmsPromotionCode: 'STD-MO',
};

/** Six adults and six juniors with the club's add-ons and a pool pass: the biggest cart a family builds. */
export const FAMILY_CART = {
  ...ONE_ADULT_CART,
  adultProductQuantity: 6,
  juniorProductQuantity: 6,
  addOnProductsSelected: [
    { productId: '5-MO-KCAMP', quantity: 2 },
    { productId: '5-MO-PT4', quantity: 1 },
  ],
  poolPass: true,
};

const ADDRESS = {
  street: '1 Main St',
  city: 'Chanhassen',
  state: 'MN',
  zip: '55317',
  country: 'US',
};

/** The monthly sale's agreements in their current versions, accepted as the payment step sends them. */
const AGREEMENTS = membershipAgreements(
  chargeTerms({ flows: [], productType: 'Monthly', presaleClub: false }),
).map(({ id, name, version }) => ({ id, name, version, accepted: true }));

export const TEST_CARD = '4242424242424242';

/** A client address of its own per buyer, believed because the app trusts loopback as its proxy. */
export function buyerAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export interface Buyer {
  baseUrl: string;
  address: string;
}

async function post(buyer: Buyer, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${buyer.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
      'x-forwarded-for': buyer.address,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** One purchase, start to confirmation; with `signup`, a new account is created on the way. */
export async function purchase(buyer: Buyer, signup: boolean): Promise<void> {
  const email = `buyer.${randomUUID()}@example.com`;
  const identity = signup
    ? await post(buyer, '/api/membership/v1/userIdentity', {
        username: email,
        password: 'Summer-Swim-2025',
      })
    : undefined;
  const primaryMember = {
    partyId: (identity?.partyId as string | undefined) ?? `party-${randomUUID()}`,
    firstName: 'Jane',
    lastName: 'Doe',
    email,
    dateOfBirth: '1990-04-01',
    gender: 'Female',
    phone: '(555) 123-4567',
  };
  const cart = await post(buyer, '/api/membership-cart/v2/cart', ONE_ADULT_CART);
  const staged = await post(buyer, '/api/membership/v1/stage', {
    ...ONE_ADULT_CART,
    mmsPromotionCode: cart.mmsPromotionCode ?? ONE_ADULT_CART.mmsPromotionCode,
    cartId: cart.cartId,
    magentoCartId: cart.magentoCartId,
    orderId: cart.orderId,
    primaryMember,
    membershipAddress: ADDRESS,
    ...(identity ? { updateToken: identity.updateToken } : {}),
  });
  const token = await post(buyer, '/api/payments/v1/tokens', {
    kind: 'card',
    cardNumber: TEST_CARD,
    expiryMonth: 12,
    expiryYear: 2030,
    cvc: '123',
  });
  const payment = {
    clubId: ONE_ADULT_CART.clubId,
    cartId: staged.cartId,
    partyId: staged.partyId,
    stagingId: staged.stagingId,
    productType: ONE_ADULT_CART.productType,
    primaryMember,
    paymentToken: token.token,
  };
  await post(buyer, '/api/membership/v1/paymentInfo', payment);
  await post(buyer, '/api/membership/v1/complete', {
    ...payment,
    orderId: staged.orderId,
    fraudPreventionSessionId: `fps-${randomUUID()}`,
    offerName: 'Standard monthly',
    sendSmsOptIn: false,
    isPoolPass: false,
    joinInitiator: 'NewJoin',
    agreements: AGREEMENTS,
    awards: [],
  });
}
