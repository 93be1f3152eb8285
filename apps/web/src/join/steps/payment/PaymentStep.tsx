import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getCardFunding } from '@clubjoin/contract/payments';
import { membershipAgreements } from '@clubjoin/domain/completion/membershipAgreements';
import { cardBinOf } from '@clubjoin/domain/payments/cardEntry';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { currencyForCountry, US_DOLLARS } from '@clubjoin/domain/money/currency';
import { formatRate } from '@clubjoin/domain/money/rate';
import { payButtonLabel, paymentNote } from '@clubjoin/domain/pricing/chargeTermsTexts';
import type { PaymentKind } from '@clubjoin/domain/pricing/cardSurcharge';
import { chargeToday } from '@clubjoin/domain/pricing/chargeToday';
import { cartPaymentPlan, paymentPlanSentence } from '@clubjoin/domain/pricing/paymentPlan';
import { ApiError } from '../../../api/ApiError';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { FlaggedContent } from '../../../flags/FlaggedContent';
import { clubFlagContext, useJoinFeatureFlags } from '../../flags/useJoinFeatureFlags';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { saleChargeTerms } from '../../frame/saleChargeTerms';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import { AgreementText } from './AgreementText';
import { CancelOnlineNote } from './CancelOnlineNote';
import { CARD_ENTRY_FIELDS, CardEntryFields } from './CardEntryFields';
import { CONFIRMATION_PATH } from './ConfirmationPage';
import { clubAddressLine } from './confirmationRecord';
import { keepConfirmation } from './confirmationRecord';
import { isRefusedPayment, payMembership } from './payMembership';
import type { PaymentFormErrors, PaymentFormValues } from './paymentForm';
import { cardGatewayToday, checkPaymentForm, EMPTY_PAYMENT_FORM } from './paymentForm';
import styles from './PaymentStep.module.css';

/** The payment fields in the order they appear (the agreements follow them). */
const PAYMENT_FIELD_ORDER = [
  ...CARD_ENTRY_FIELDS,
  'routingNumber',
  'accountNumber',
  'accountHolderName',
];

/** What the club-tab choice does (our wording: the spec names the choice only). */
const CLUB_TAB_DESCRIPTION =
  'Also keep this card or account on file for what you buy at the club, such as food, drinks and shop items.';

/**
 * The BIN lookup runs as the card number is typed: no spinner over the form, and a failure only
 * leaves the card's funding unknown (both amounts stay shown), never an error modal.
 */
const CARD_FUNDING_LOOKUP = { message: 'Suppress Loading', handled: () => true };

/**
 * The payment step (product/payment-and-confirmation.md#payment-steps, #charging-once): what is due
 * today from the staged cart and what follows by the sale's charge terms
 * (product/pricing-and-dues.md#charge-terms: monthly dues, none for a day pass or a term paid in
 * full, nothing until activation on the waitlist), the card or bank account (sent only to the
 * tokenisation endpoint, never stored; its brand shown as it is typed), the surcharge disclosure
 * for credit cards, the agreements worded by the same terms, each with its full text to read, and
 * what the feature flags turn on (docs/decisions/0008): how to cancel online (click-to-cancel) and the club-tab choice (add-payment-form; off, the payment is not used
 * for the club tab). Pay runs tokens, paymentInfo and complete with keys of one attempt; a declined
 * payment says why and the person may try another card; success keeps the confirmation for this
 * tab, ends the enrolment session and shows the confirmation.
 */
export function PaymentStep() {
  const [, navigate] = useLocation();
  const membership = membershipStore();
  const club = clubStore((state) => state.club);
  const flags = useJoinFeatureFlags();
  const [values, setValues] = useState<PaymentFormValues>(EMPTY_PAYMENT_FORM);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [paying, setPaying] = useState(false);
  // A second click can arrive before the re-render that shows the button busy.
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; values: PaymentFormValues }>(undefined);
  const form = useRef<HTMLFormElement>(null);

  const currency = club ? currencyForCountry(club.country) : US_DOLLARS;
  const money = (cents: number) => formatMoney(cents, currency);
  const cart = membership.cartSummary;
  const terms = saleChargeTerms({
    flows: membership.membershipDescriptor.flows,
    productType: membership.product?.productType,
    club,
  });
  const agreements = membershipAgreements(terms);
  const note = paymentNote(terms.schedule);
  // How the chosen method pays: a bank account never carries the surcharge; a card's funding is
  // known once its BIN is typed and looked up.
  const bin = values.method === 'card' ? cardBinOf(values.cardNumber) : undefined;
  const funding = useTrackedQuery(
    getCardFunding,
    bin === undefined ? undefined : { query: { bin } },
    CARD_FUNDING_LOOKUP,
  ).data;
  const paymentKind: PaymentKind | undefined = values.method === 'bank' ? 'bank' : funding?.funding;
  // What is due today, and with a credit card's surcharge, as the server will charge it.
  const dueByCredit = cart && chargeToday(cart, 'credit');
  const due = cart && paymentKind && chargeToday(cart, paymentKind);
  const set = <K extends keyof PaymentFormValues>(field: K, value: PaymentFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkPaymentForm(values, cardGatewayToday(), agreements);
    if (!checked.ok) {
      setErrors(checked.errors);
      const fields = [...PAYMENT_FIELD_ORDER, ...agreements.map(({ id }) => `agreements.${id}`)];
      const first = fields.find((field) => checked.errors[field] !== undefined);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setRefusal(undefined);
    // One attempt per set of values: pressing Pay again with the same details repeats the same
    // requests (the server answers them once); other details are a new attempt.
    if (attempt.current?.values !== values) attempt.current = { key: crypto.randomUUID(), values };
    inFlight.current = true;
    setPaying(true);
    try {
      const answer = await payMembership({
        method: checked.method,
        usePaymentForClubTab: flags.flags['add-payment-form'] && values.usePaymentForClubTab,
        attemptKey: attempt.current.key,
        agreements,
      });
      keepConfirmation({
        answer,
        clubName: club?.marketingClubName,
        clubPhone: club?.phone,
        clubAddress: club && clubAddressLine(club),
        flagContext: clubFlagContext(club),
        productName: membership.product?.cardTitle ?? membership.product?.productName,
        terms,
      });
      expireSession();
      navigate(CONFIRMATION_PATH, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && isRefusedPayment(error)) {
        setRefusal(error.message);
        attempt.current = undefined;
      }
      // Any other failure is in the error modal (the tracked call).
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  const field = (name: keyof PaymentFormValues & string) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as never),
  });

  return (
    <WizardFrame step="payment">
      {cart && dueByCredit && (
        <section className={styles.due} aria-label="What you pay">
          <p aria-live="polite" className={styles.plan}>
            {paymentPlanSentence({
              ...cartPaymentPlan(cart, terms.schedule, currency),
              today: due?.amount ?? dueByCredit.amountBeforeSurcharge,
              byCreditCard: due ? undefined : dueByCredit.amount,
            })}
          </p>
          {note && <p>{note}</p>}
        </section>
      )}
      <form ref={form} noValidate onSubmit={(event) => void pay(event)} className={styles.form}>
        <fieldset className={styles.methods}>
          <legend>How would you like to pay?</legend>
          <label>
            <input
              type="radio"
              name="method"
              checked={values.method === 'card'}
              onChange={() => set('method', 'card')}
            />{' '}
            Card
          </label>
          <label>
            <input
              type="radio"
              name="method"
              checked={values.method === 'bank'}
              onChange={() => set('method', 'bank')}
            />{' '}
            Bank account
          </label>
        </fieldset>
        {values.method === 'card' ? (
          <CardEntryFields values={values} errors={errors} onChange={set}>
            {cart && dueByCredit && dueByCredit.surcharge > 0 && paymentKind !== 'debit' && (
              <p className={styles.disclosure}>
                {paymentKind === 'credit' ? 'This credit card' : 'A credit card'} adds a surcharge
                of {formatRate(cart.surchargeRate)}: {money(dueByCredit.amount)} today instead of{' '}
                {money(dueByCredit.amountBeforeSurcharge)}. Debit cards carry no surcharge.
              </p>
            )}
            {paymentKind === 'debit' && (
              <p className={styles.disclosure}>A debit card: no surcharge.</p>
            )}
          </CardEntryFields>
        ) : (
          <>
            <TextField
              label="Routing number"
              inputMode="numeric"
              autoComplete="off"
              {...field('routingNumber')}
            />
            <TextField
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              {...field('accountNumber')}
            />
            <TextField label="Account holder" autoComplete="name" {...field('accountHolderName')} />
          </>
        )}
        <fieldset className={styles.agreements}>
          <legend>Agreements</legend>
          {agreements.map((agreement) => {
            const name = `agreements.${agreement.id}`;
            return (
              <div key={agreement.id}>
                <Checkbox
                  name={name}
                  label={agreement.statement}
                  checked={values.agreements[agreement.id] ?? false}
                  aria-invalid={errors[name] ? true : undefined}
                  onChange={(event) =>
                    set('agreements', {
                      ...values.agreements,
                      [agreement.id]: event.target.checked,
                    })
                  }
                />
                <AgreementText agreement={agreement} />
                {errors[name] && (
                  <p role="alert" className={styles.error}>
                    {errors[name]}
                  </p>
                )}
              </div>
            );
          })}
          <FlaggedContent flags={flags} flag="click-to-cancel">
            <CancelOnlineNote />
          </FlaggedContent>
        </fieldset>
        <FlaggedContent flags={flags} flag="add-payment-form">
          <Checkbox
            name="usePaymentForClubTab"
            label="Use this payment for club tab"
            description={CLUB_TAB_DESCRIPTION}
            checked={values.usePaymentForClubTab}
            onChange={(event) => set('usePaymentForClubTab', event.target.checked)}
          />
        </FlaggedContent>
        {refusal && (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        )}
        <Button type="submit" loading={paying}>
          {payButtonLabel(terms.schedule, due && money(due.amount))}
        </Button>
      </form>
      <WizardNavigation step="payment" showNext={false} />
    </WizardFrame>
  );
}
