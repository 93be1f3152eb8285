import type { CardBrand } from '@clubjoin/domain/payments/cardBrand';
import { CARD_BRAND_NAMES, CARD_BRANDS } from '@clubjoin/domain/payments/cardBrand';
import styles from './PaymentStep.module.css';

/**
 * Our own plain mark of each brand, not its artwork: a block of a colour people know it by, with
 * its name written on it.
 */
const MARKS: Readonly<Record<CardBrand, { fill: string; text: string; size: number }>> = {
  visa: { fill: '#1a1f71', text: 'VISA', size: 11 },
  mastercard: { fill: '#2b2b2b', text: 'Mastercard', size: 7 },
  amex: { fill: '#1f5fa8', text: 'AMEX', size: 10 },
  discover: { fill: '#b34700', text: 'DISCOVER', size: 7 },
};

/** A card brand's mark, named by the brand for screen readers. */
export function CardBrandMark({ brand }: { brand: CardBrand }) {
  const mark = MARKS[brand];
  return (
    <svg
      role="img"
      aria-label={CARD_BRAND_NAMES[brand]}
      className={styles.brandMark}
      viewBox="0 0 48 30"
      width="48"
      height="30"
    >
      <rect width="48" height="30" rx="4" fill={mark.fill} />
      <text
        x="24"
        y="15"
        fill="#ffffff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize={mark.size}
        fontWeight="700"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {mark.text}
      </text>
    </svg>
  );
}

/** The row of brands the gateway takes, shown under the card number. */
export function AcceptedCardBrands() {
  return (
    <ul className={styles.brands} aria-label="Cards we accept">
      {CARD_BRANDS.map((brand) => (
        <li key={brand}>
          <CardBrandMark brand={brand} />
        </li>
      ))}
    </ul>
  );
}
