import type { ReactNode } from 'react';
import { cardBrandAsTyped } from '@clubjoin/domain/payments/cardBrand';
import { formatCardNumberAsTyped, formatExpiryAsTyped } from '@clubjoin/domain/payments/cardEntry';
import { MaskedTextField } from '../../../ui/MaskedTextField';
import { TextField } from '../../../ui/TextField';
import { AcceptedCardBrands, CardBrandMark } from './CardBrandMark';
import type { CardEntryValues, PaymentFormErrors } from './paymentForm';
import styles from './PaymentStep.module.css';

/** The order of the card entry's fields, for focusing the first refused one. */
export const CARD_ENTRY_FIELDS = ['cardNumber', 'cardholderName', 'expiry', 'cvc'] as const;

/**
 * The card entry (product/payment-and-confirmation.md#payment-steps): the number as it is typed,
 * with its brand's mark and the brands the gateway takes, the name on the card, the expiry (MM/YY)
 * and the security code, each with its refusal; what `children` adds (the payment step's surcharge
 * disclosure) and the note that the card goes to the payment processor only. The join's payment
 * step and the desk's package sale both use it; the card is then sent to the tokenisation
 * endpoint only (checkCardEntry says what).
 */
export function CardEntryFields({
  values,
  errors,
  onChange,
  children,
}: {
  values: CardEntryValues;
  errors: PaymentFormErrors;
  onChange: (field: keyof CardEntryValues, value: string) => void;
  children?: ReactNode;
}) {
  const brand = cardBrandAsTyped(values.cardNumber);
  const masked = (name: 'cardNumber' | 'expiry', mask: (typed: string) => string) => ({
    name,
    value: values[name],
    error: errors[name],
    mask,
    onValueChange: (value: string) => onChange(name, value),
  });
  const field = (name: 'cardholderName' | 'cvc') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <>
      <div className={styles.cardNumber}>
        <MaskedTextField
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          {...masked('cardNumber', formatCardNumberAsTyped)}
        />
        <span role="status" aria-label="Card brand" className={styles.brand}>
          {brand && <CardBrandMark brand={brand} />}
        </span>
      </div>
      <AcceptedCardBrands />
      <TextField label="Name on card" autoComplete="cc-name" {...field('cardholderName')} />
      <div className={styles.row}>
        <MaskedTextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          {...masked('expiry', formatExpiryAsTyped)}
        />
        <TextField
          label="Security code"
          autoComplete="cc-csc"
          inputMode="numeric"
          {...field('cvc')}
        />
      </div>
      {children}
      <p className={styles.security}>
        Your card goes straight to our payment processor over an encrypted connection; we keep only
        its brand and last four digits.
      </p>
    </>
  );
}
