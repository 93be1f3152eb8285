/**
 * The card brands the sandbox gateway takes (product/decisions-and-platform.md#payment-gateway).
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

interface BrandRule {
  readonly brand: CardBrand;
  /** The issuer prefixes: a number's leading digits (ranges as [first, last] of one length). */
  readonly prefixes: readonly (readonly [number, number])[];
  readonly lengths: readonly number[];
}

/** The issuers' published prefixes and lengths. */
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'visa', prefixes: [[4, 4]], lengths: [13, 16, 19] },
  {
    brand: 'mastercard',
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    lengths: [16],
  },
  {
    brand: 'amex',
    prefixes: [
      [34, 34],
      [37, 37],
    ],
    lengths: [15],
  },
  {
    brand: 'discover',
    prefixes: [
      [6011, 6011],
      [644, 649],
      [65, 65],
    ],
    lengths: [16, 19],
  },
];

/** Whether a number starts within a prefix range: false while it is shorter than the prefix. */
const startsWithin = (digits: string, [first, last]: readonly [number, number]) => {
  const length = String(first).length;
  if (digits.length < length) return false;
  const lead = Number(digits.slice(0, length));
  return lead >= first && lead <= last;
};

const hasPrefixOf = (rule: BrandRule, digits: string) =>
  rule.prefixes.some((range) => startsWithin(digits, range));

/**
 * The brand of a card number by its prefix and length
 * (product/decisions-and-platform.md#payment-gateway: the brand is what the rest of the system
 * sees), or undefined when no brand the gateway takes issues such a number.
 */
export function cardBrandOf(digits: string): CardBrand | undefined {
  return BRAND_RULES.find(
    (rule) => rule.lengths.includes(digits.length) && hasPrefixOf(rule, digits),
  )?.brand;
}

/**
 * The brand a card number being typed belongs to, by its prefix alone, as soon as enough digits
 * are typed to tell ('4' is Visa; '2' is not yet Mastercard, '2221' is): what the payment form
 * shows beside the field. Anything but digits is ignored; the number's length is not asked (the
 * gateway's check, cardBrandOf, still is).
 */
export function cardBrandAsTyped(typed: string): CardBrand | undefined {
  const digits = typed.replace(/\D/g, '');
  return BRAND_RULES.find((rule) => hasPrefixOf(rule, digits))?.brand;
}

/** The brands' names as printed on the cards. */
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/**
 * The CVC length of each brand (product/decisions-and-platform.md#payment-gateway): four digits for
 * American Express, three for the others.
 */
export const CVC_LENGTHS: Readonly<Record<CardBrand, number>> = {
  visa: 3,
  mastercard: 3,
  amex: 4,
  discover: 3,
};
