import { z } from 'zod';
import { STAGING_FORM_MESSAGES } from '../staging/stagingRequirements';
import { fieldProblemsOf, type FieldProblem } from './fieldErrors';
import { maxLengthRule, requiredText, textRule } from './textField';

/**
 * One part of a partner program's member identifier (product/member-forms.md#program-information),
 * as the promotion describes it.
 */
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

/**
 * A saved value of one identifier part (product/member-forms.md#program-information:
 * identifierPartValues).
 */
export interface IdentifierPartValue {
  formatPartId: string;
  value: string;
}

/** 'Please enter {name}.' (product/member-forms.md#program-information). */
export function identifierPartRequiredMessage(name: string): string {
  return `Please enter ${name}.`;
}

/**
 * One identifier part's field (product/member-forms.md#program-information): required ('Please
 * enter {name}.'), at most its length ('This field must be {length} characters or less.'), then
 * matching its rule, else its own message. The rule must match the whole value: a rule written
 * without ^ and $ still cannot be satisfied by a value that merely contains a match.
 */
export function identifierPartSchema(part: IdentifierPart) {
  const rule = new RegExp(`^(?:${part.rule})$`);
  return requiredText(identifierPartRequiredMessage(part.name), [
    maxLengthRule(part.length),
    textRule((value) => rule.test(value), part.errorMessage),
  ]);
}

/**
 * The program information form (product/member-forms.md#program-information): one field per
 * identifier part, keyed by its formatPartId.
 */
export function programInformationFormSchema(parts: readonly IdentifierPart[]) {
  return z.object(
    Object.fromEntries(parts.map((part) => [part.formatPartId, identifierPartSchema(part)])),
  );
}

/**
 * Whether saved identifier values may be reused for the program's parts
 * (product/member-forms.md#program-information): only if there are as many as there are parts and
 * each names the part in the same place; otherwise they are reset. A saved value names its part by
 * formatPartId, the only name it carries (product/member-forms.md#program-information).
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

/**
 * A partner program and the format of its member identifiers
 * (product/member-forms.md#program-information).
 */
export interface IdentifiedProgram {
  programId: string;
  identifierFormat: { formatId: string; identifierParts: readonly IdentifierPart[] };
}

/** A member identifier as given for a program (product/member-forms.md#program-information). */
export interface ProgramIdentifier {
  programId: string;
  formatId: string;
  identifierPartValues: readonly IdentifierPartValue[];
}

/**
 * The problems of a member identifier given for a program
 * (product/member-forms.md#program-information), each at its field in the identifier: '' for one of
 * another program or format, `identifierPartValues` for values that are not one per part in the
 * parts' order (as saved values must be to be reused, product/member-forms.md#program-information),
 * `identifierPartValues.{n}.value` for a part that is missing, too long or off its rule. Nothing
 * given is every part missing; a program without parts needs nothing.
 */
export function programIdentifierProblems(
  program: IdentifiedProgram,
  given: ProgramIdentifier | undefined,
): FieldProblem[] {
  const { programId, identifierFormat } = program;
  const parts = identifierFormat.identifierParts;
  if (given && (given.programId !== programId || given.formatId !== identifierFormat.formatId)) {
    return [
      {
        field: '',
        message: STAGING_FORM_MESSAGES.otherProgram(programId, identifierFormat.formatId),
      },
    ];
  }
  const values = given?.identifierPartValues ?? [];
  if (given && !canReuseIdentifierValues(parts, values)) {
    const message = STAGING_FORM_MESSAGES.partsOutOfOrder(parts.map((part) => part.formatPartId));
    return [{ field: 'identifierPartValues', message }];
  }
  const byPart = Object.fromEntries(values.map((value) => [value.formatPartId, value.value]));
  const result = programInformationFormSchema(parts).safeParse(byPart);
  if (result.success) return [];
  // The form names a part by its formatPartId; the identifier holds its value at the part's place.
  return fieldProblemsOf(result.error).map(({ field, message }) => {
    const position = parts.findIndex((part) => part.formatPartId === field);
    return { field: `identifierPartValues.${position}.value`, message };
  });
}
