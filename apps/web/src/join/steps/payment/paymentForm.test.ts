import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_REQUIRED_MESSAGE,
  membershipAgreements,
} from '@clubjoin/domain/completion/membershipAgreements';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { PAYMENT_MESSAGES } from '@clubjoin/domain/payments/paymentChecks';
import type { PaymentFormValues } from './paymentForm';
import { checkPaymentForm, EMPTY_PAYMENT_FORM } from './paymentForm';

const today = '2026-11-21';
/** The agreements of an ordinary monthly membership. */
const agreements = membershipAgreements(
  chargeTerms({ flows: [], productType: 'Monthly', presaleClub: false }),
);
const allAccepted = Object.fromEntries(agreements.map(({ id }) => [id, true]));
const card: PaymentFormValues = {
  ...EMPTY_PAYMENT_FORM,
  cardNumber: '4242 4242 4242 4242',
  cardholderName: ' Pat Lindqvist ',
  expiry: '12/30',
  cvc: '123',
  agreements: allAccepted,
};

describe('checkPaymentForm', () => {
  it('sends a checked card to tokenisation with its expiry read from MM/YY', () => {
    expect(checkPaymentForm(card, today, agreements)).toEqual({
      ok: true,
      method: {
        kind: 'card',
        cardNumber: '4242 4242 4242 4242',
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '123',
        cardholderName: 'Pat Lindqvist',
      },
    });
  });

  it('names every empty card field and every agreement not accepted', () => {
    const checked = checkPaymentForm(EMPTY_PAYMENT_FORM, today, agreements);
    expect(checked).toEqual({
      ok: false,
      errors: {
        cardNumber: PAYMENT_MESSAGES.required.cardNumber,
        cardholderName: PAYMENT_MESSAGES.required.cardholderName,
        expiry: PAYMENT_MESSAGES.expiryFormat,
        cvc: PAYMENT_MESSAGES.required.cvc,
        'agreements.membership-agreement': AGREEMENT_REQUIRED_MESSAGE,
        'agreements.recurring-payment-authorization': AGREEMENT_REQUIRED_MESSAGE,
      },
    });
  });

  it('refuses a card the domain refuses: Luhn, expiry, CVC length', () => {
    expect(
      checkPaymentForm({ ...card, cardNumber: '4242 4242 4242 4241' }, today, agreements),
    ).toEqual({
      ok: false,
      errors: { cardNumber: PAYMENT_MESSAGES.cardNumber },
    });
    expect(checkPaymentForm({ ...card, expiry: '10/26' }, today, agreements)).toEqual({
      ok: false,
      errors: { expiry: PAYMENT_MESSAGES.expired },
    });
    expect(checkPaymentForm({ ...card, cardNumber: '378282246310005' }, today, agreements)).toEqual(
      {
        ok: false,
        errors: { cvc: PAYMENT_MESSAGES.cvc(4) },
      },
    );
  });

  it('checks a bank account by its routing checksum', () => {
    const bank: PaymentFormValues = {
      ...card,
      method: 'bank',
      routingNumber: '011000015',
      accountNumber: '000123456789',
      accountHolderName: 'Pat Lindqvist',
    };
    expect(checkPaymentForm(bank, today, agreements)).toEqual({
      ok: true,
      method: {
        kind: 'bank',
        routingNumber: '011000015',
        accountNumber: '000123456789',
        accountType: 'checking',
        accountHolderName: 'Pat Lindqvist',
      },
    });
    expect(checkPaymentForm({ ...bank, routingNumber: '011000016' }, today, agreements)).toEqual({
      ok: false,
      errors: { routingNumber: PAYMENT_MESSAGES.routingNumber },
    });
  });
});
