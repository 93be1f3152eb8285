import { z } from 'zod';
import { fieldsPassed } from './fieldsPassed';
import { countryOfState, type Country } from './regions';
import { maxLengthRule, requiredText, textRule } from './textField';

/** Longest street, city and zip (product/member-forms.md#address). */
export const STREET_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 50;
export const ZIP_MAX_LENGTH = 10;

export const STREET_REQUIRED_MESSAGE = 'Please enter an address.';
export const STREET_CHARACTERS_MESSAGE = 'Sorry, this field contains unsupported characters.';
export const CITY_REQUIRED_MESSAGE = 'Please enter a city.';
export const STATE_REQUIRED_MESSAGE = 'Please select a state/province.';
export const ZIP_MESSAGE = 'Please enter a valid Zip/Postal code.';

/**
 * What a street may hold (product/member-forms.md#address): letters, digits, space and # ' , . / -.
 * "Letters" includes accented ones, so Canadian streets such as "Chemin de la Côte" can be typed.
 */
export const STREET_PATTERN = /^[\p{L}\p{M}0-9 #',./-]+$/u;

/**
 * The zip or postal code of each country (product/member-forms.md#address): five digits with an
 * optional -4 digits in the US; letter digit letter, an optional space, digit letter digit in
 * Canada (either case).
 */
export const ZIP_PATTERNS: Readonly<Record<Country, RegExp>> = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};

/**
 * A street address (product/member-forms.md#address): required, 50 characters at most, supported
 * characters only.
 */
export const streetSchema = requiredText(STREET_REQUIRED_MESSAGE, [
  maxLengthRule(STREET_MAX_LENGTH),
  textRule((street) => STREET_PATTERN.test(street), STREET_CHARACTERS_MESSAGE),
]);

/** A city (product/member-forms.md#address): required, 50 characters at most. */
export const citySchema = requiredText(CITY_REQUIRED_MESSAGE, [maxLengthRule(CITY_MAX_LENGTH)]);

/**
 * A state or province abbreviation from the dropdown's lists
 * (product/member-forms.md#states-and-provinces).
 */
export const stateSchema = requiredText(STATE_REQUIRED_MESSAGE, [
  textRule((state) => countryOfState(state) !== undefined, STATE_REQUIRED_MESSAGE),
]);

/**
 * Whether a zip fits the format of the state's country (product/member-forms.md#address); false for
 * an unknown state.
 */
export function isZipValidForState(zip: string, state: string): boolean {
  const country = countryOfState(state);
  return country !== undefined && ZIP_PATTERNS[country].test(zip);
}

/**
 * The address form (product/member-forms.md#address; the membership address step and the
 * purchaser). Each field shows its own message; the zip must then fit the chosen state's country.
 * The country is not a field: it is derived from the state (countryOfState).
 */
export const addressFormSchema = z
  .object({
    street: streetSchema,
    city: citySchema,
    state: stateSchema,
    zip: requiredText(ZIP_MESSAGE, [maxLengthRule(ZIP_MAX_LENGTH, ZIP_MESSAGE)]),
  })
  .superRefine(
    ({ zip, state }, ctx) => {
      if (!isZipValidForState(zip, state)) {
        ctx.addIssue({ code: 'custom', path: ['zip'], message: ZIP_MESSAGE });
      }
    },
    { when: (payload) => fieldsPassed(payload, ['zip', 'state']) },
  );
/** The zip field is disabled until a state is chosen (product/member-forms.md#address). */
export function isZipEnabled(state: string): boolean {
  return countryOfState(state) !== undefined;
}

/**
 * The zip field's keypad (product/member-forms.md#address): numeric for a US state, the full
 * keyboard otherwise.
 */
export function zipInputMode(state: string): 'numeric' | 'text' {
  return countryOfState(state) === 'US' ? 'numeric' : 'text';
}

/**
 * The zip after the state changes (product/member-forms.md#address): cleared when the new state
 * belongs to another country (a US zip never fits a Canadian province), kept otherwise.
 */
export function zipAfterStateChange(change: {
  previousState: string;
  nextState: string;
  zip: string;
}): string {
  return countryOfState(change.previousState) === countryOfState(change.nextState)
    ? change.zip
    : '';
}
