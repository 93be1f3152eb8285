import { type FormEvent, useRef, useState } from 'react';
import {
  type ClientDetail,
  sellTrainingPackage,
  type TrainingPackage,
} from '@clubjoin/contract/coaching';
import { CARD_BRAND_NAMES, type CardBrand } from '@clubjoin/domain/payments/cardBrand';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import { ApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/SelectField';
import { CARD_ENTRY_FIELDS, CardEntryFields } from '../../join/steps/payment/CardEntryFields';
import { isRefusedPayment, tokenisePayment } from '../../join/steps/payment/payMembership';
import {
  type CardEntryValues,
  cardGatewayToday,
  checkCardEntry,
  EMPTY_CARD_ENTRY,
  type PaymentFormErrors,
} from '../../join/steps/payment/paymentForm';
import styles from '../members/members.module.css';
import { type ClubTexts, packageLine, useCoachingCall } from './coachingCall';

/** A card brand as people name it ("Visa"), or as the network answered it. */
export const cardBrandName = (brand: string) => CARD_BRAND_NAMES[brand as CardBrand] ?? brand;

/**
 * Sells one of the club's training packages to the client at the desk (docs/decisions/0038): the
 * package, then the card in the join's own card entry, checked by the same rules and sent only to
 * the tokenisation endpoint; the sale charges the token once for the package's price (the
 * server's), and a repeat of one attempt (a double click, a lost answer) carries the same
 * Idempotency-Key, so it never charges twice. A decline or refusal shows in this form's alert.
 */
export function PackageSaleForm({
  detail,
  packages,
  texts,
}: {
  detail: ClientDetail;
  packages: readonly TrainingPackage[];
  texts: ClubTexts;
}) {
  const { run, alert, refuse } = useCoachingCall();
  const [packageId, setPackageId] = useState('');
  const [card, setCard] = useState<CardEntryValues>(EMPTY_CARD_ENTRY);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [notice, setNotice] = useState('');
  const [paying, setPaying] = useState(false);
  // A second click can arrive before the re-render that shows the button busy.
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; packageId: string; card: CardEntryValues }>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const chosen = packages.find((pkg) => pkg.packageId === packageId);
  const { clientId } = detail.client;

  const sell = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkCardEntry(card, cardGatewayToday());
    const refused: PaymentFormErrors = { ...checked.errors };
    if (!chosen) refused.packageId = COACHING_MESSAGES.packageId;
    setErrors(refused);
    if (!chosen || !checked.method) {
      const first = ['packageId', ...CARD_ENTRY_FIELDS].find((name) => refused[name]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // One attempt per package and card as typed: pressing again repeats the same requests.
    if (attempt.current?.card !== card || attempt.current.packageId !== packageId) {
      attempt.current = { key: crypto.randomUUID(), packageId, card };
    }
    const { key } = attempt.current;
    inFlight.current = true;
    setPaying(true);
    setNotice('');
    try {
      const token = await tokenisePayment(checked.method, key);
      const sold = await run(
        sellTrainingPackage,
        { params: { clientId }, body: { packageId, paymentToken: token.token } },
        (field, message) =>
          setErrors((shown) => ({
            ...shown,
            [field === 'paymentToken' ? 'cardNumber' : field]: message,
          })),
        { headers: { 'Idempotency-Key': `${key}-sale` } },
      );
      if (sold) {
        const { sale } = sold;
        setNotice(
          `Sold ${sale.packageName}: ${sale.sessions} sessions for ${texts.money(sale.amountCents)} on ${cardBrandName(sale.cardBrand)} ending ${sale.cardLastFour}. ${sold.sessionsLeft} sessions left.`,
        );
        setPackageId('');
        setCard(EMPTY_CARD_ENTRY);
      }
      // Sold, or refused (another card, another package): the next press is a new attempt.
      attempt.current = undefined;
    } catch (error) {
      // The card itself refused by the tokenisation endpoint: shown by its fields.
      if (!(error instanceof ApiError) || !isRefusedPayment(error)) throw error;
      const fields = Object.fromEntries(
        error.fields.map((field) => [field.field.replace(/^body\./, ''), field.message]),
      );
      setErrors(fields);
      if (error.fields.length === 0) refuse(error.message);
      attempt.current = undefined;
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <Card title="Sell a training package">
      <form
        ref={form}
        aria-label="Sell a training package"
        noValidate
        onSubmit={(event) => void sell(event)}
        className={styles.stack}
      >
        <SelectField
          label="Training package"
          name="packageId"
          value={packageId}
          error={errors.packageId}
          onChange={(event) => setPackageId(event.target.value)}
        >
          <option value="">Choose a package</option>
          {packages.map((pkg) => (
            <option key={pkg.packageId} value={pkg.packageId}>
              {packageLine(pkg, texts)}
            </option>
          ))}
        </SelectField>
        <p aria-live="polite">
          {chosen
            ? `The card is charged ${texts.money(chosen.priceCents)} for ${chosen.sessions} sessions.`
            : 'The card is charged the package’s price.'}
        </p>
        <CardEntryFields
          values={card}
          errors={errors}
          onChange={(field, value) => setCard((typed) => ({ ...typed, [field]: value }))}
        />
        {alert}
        <p role="status">{notice}</p>
        <Button type="submit" loading={paying}>
          Sell the package
        </Button>
      </form>
    </Card>
  );
}
