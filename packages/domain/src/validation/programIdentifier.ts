import { z } from 'zod';
import { maxLengthRule, requiredText, textRule } from './textField';

/** One part of a partner program's member identifier (02 §3), as the promotion describes it. */
export interface IdentifierPart {
  formatPartId: string;
  /** What the part is, as the member reads it ("your Member ID"). */
  name: string;
  /** The most characters the part may have. */
  length: number;
  /** The regular expression the whole value must match. */
  rule: string;
  /** The part's own message when the value does not match its rule. */
  errorMessage: string;
}

/** A saved value of one identifier part (01 §3: identifierPartValues). */
export interface IdentifierPartValue {
  formatPartId: string;
  value: string;
}

/** 'Please enter {name}.' (02 §5). */
export function identifierPartRequiredMessage(name: string): string {
  return `Please enter ${name}.`;
}

/**
 * One identifier part's field (02 §5): required ('Please enter {name}.'), at most its length
 * ('This field must be {length} characters or less.'), then matching its rule, else its own
 * message. The rule must match the whole value: a rule written without ^ and $ still cannot be
 * satisfied by a value that merely contains a match.
 */
export function identifierPartSchema(part: IdentifierPart) {
  const rule = new RegExp(`^(?:${part.rule})$`);
  return requiredText(identifierPartRequiredMessage(part.name), [
    maxLengthRule(part.length),
    textRule((value) => rule.test(value), part.errorMessage),
  ]);
}

/**
 * The program information form (02 §2, §5): one field per identifier part, keyed by its
 * formatPartId.
 */
export function programInformationFormSchema(parts: readonly IdentifierPart[]) {
  return z.object(
    Object.fromEntries(parts.map((part) => [part.formatPartId, identifierPartSchema(part)])),
  );
}

/**
 * Whether saved identifier values may be reused for the program's parts (02 §4): only if there
 * are as many as there are parts and each names the part in the same place; otherwise they are
 * reset. A saved value names its part by formatPartId, the only name it carries (01 §3).
 */
export function canReuseIdentifierValues(
  parts: readonly IdentifierPart[],
  saved: readonly IdentifierPartValue[],
): boolean {
  return (
    saved.length === parts.length &&
    parts.every((part, index) => saved[index]?.formatPartId === part.formatPartId)
  );
}
