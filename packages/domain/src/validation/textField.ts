import { z } from 'zod';

/** One rule of a text field: the message shown for a value, or undefined when the value passes. */
export type TextRule = (value: string) => string | undefined;

/** A rule from a test and the message shown when the test fails. */
export function textRule(test: (value: string) => boolean, message: string): TextRule {
  return (value) => (test(value) ? undefined : message);
}

/** The message of a text holding a character that cannot be stored (the spec has none: no form can type one). */
export const STORABLE_TEXT_MESSAGE =
  'This field contains a character that cannot be stored: a NUL character or an unpaired surrogate.';

/** Half of a surrogate pair without its other half. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text can be stored and sent on as it is: PostgreSQL refuses a NUL in text and JSON,
 * and an unpaired surrogate is no Unicode character at all (UTF-8 cannot encode it; JSON
 * carries it as an escape PostgreSQL refuses). Neither can be typed into a form.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
}

/** The rule every text input runs first: only characters that can be stored. */
export const storableTextRule: TextRule = textRule(isStorableText, STORABLE_TEXT_MESSAGE);

/**
 * The generic length message (product/member-forms.md#address: names, program identifier parts,
 * street and city).
 */
export function fieldMaxLengthMessage(length: number): string {
  return `This field must be ${length} characters or less.`;
}

/** The rule "at most `length` characters", with the generic length message unless told. */
export function maxLengthRule(length: number, message = fieldMaxLengthMessage(length)): TextRule {
  return textRule((value) => value.length <= length, message);
}

/**
 * The message of the first rule the value breaks, in the order given; undefined when none. Later
 * rules run only on values that passed the earlier ones, so a rule may rely on them.
 */
export function firstBrokenRule(value: string, rules: readonly TextRule[]): string | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== undefined) return message;
  }
  return undefined;
}

function addFirstBrokenRule(
  value: string,
  rules: readonly TextRule[],
  ctx: z.RefinementCtx<string>,
): void {
  const message = firstBrokenRule(value, rules);
  if (message !== undefined) ctx.addIssue({ code: 'custom', message });
}

/**
 * A required text input (product/member-forms.md#every-field). The value is trimmed first ("Input
 * values are trimmed"); an empty or missing value shows `requiredMessage`; otherwise the first
 * broken rule's message shows. A field carries at most one message, the one a form shows under it
 * and a 400 answer names. Every text input refuses what cannot be stored before its own rules run.
 */
export function requiredText(requiredMessage: string, rules: readonly TextRule[] = []) {
  const required = textRule((value) => value !== '', requiredMessage);
  return z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) =>
      addFirstBrokenRule(value, [storableTextRule, required, ...rules], ctx),
    );
}

/**
 * An optional text input (product/member-forms.md#every-field): trimmed; missing or empty is
 * accepted, anything else must pass the rules, showing the first broken rule's message.
 */
export function optionalText(rules: readonly TextRule[] = []) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value !== '') addFirstBrokenRule(value, [storableTextRule, ...rules], ctx);
    })
    .optional();
}

/**
 * Text without its accents, for comparing what people type with what is stored: 'Montréal' reads
 * 'Montreal', 'Zoë' reads 'Zoe'. Letters are split from their marks (NFD), then the marks dropped.
 */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
