/**
 * The query parameters read when the wizard is entered (product/club-and-entry.md#entry-links):
 * each parsed with its fallbacks and limits into a typed value, with one problem per bad parameter.
 */
import type { ProductType } from '../vocabulary';
import { PRODUCT_TYPES, PRODUCT_TYPE_NAMES } from '../vocabulary';
import { categoryKey } from '../catalog/categoryKey';

/** A query string as a plain record, e.g. `Object.fromEntries(new URLSearchParams(search))`. */
export type QueryRecord = Readonly<Record<string, string | undefined>>;

/** A whole-number range a quantity parameter must fall in. */
export interface QuantityRange {
  readonly min: number;
  readonly max: number;
}

/** adultQuantity 1 to 4 (product/club-and-entry.md#entry-links). */
export const ADULT_QUANTITY_PARAMETER: QuantityRange = { min: 1, max: 4 };
/** juniorQuantity 0 to 6 (product/club-and-entry.md#entry-links). */
export const JUNIOR_QUANTITY_PARAMETER: QuantityRange = { min: 0, max: 6 };

/**
 * The values a yes/no parameter may take (product/club-and-entry.md#entry-links: showOnlyModal one
 * of true, false, 1, 0).
 */
const YES_NO_VALUES: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
};

/**
 * The parameter that carries a customer token; honoured only with ctSupport on
 * (product/club-and-entry.md#entry-links).
 */
export const CUSTOMER_TOKEN_PARAMETER = 'ct';

/**
 * Session-start parameters that seed the wizard's stores
 * (product/club-and-entry.md#handing-a-session-over).
 */
export const STORE_MODULE_PARAMETERS = [
  'clubModule',
  'couponModule',
  'membershipModule',
  'membershipProductModule',
  'membershipInterestsModule',
  'poolPassModule',
] as const;
export type StoreModuleParameter = (typeof STORE_MODULE_PARAMETERS)[number];

/**
 * Parameters kept as given (trimmed): ids and names the wizard passes on
 * (product/club-and-entry.md#entry-links).
 */
const TEXT_PARAMETERS = [
  'category',
  'contactId',
  'opportunityId',
  'promotionName',
  'referral',
  'source',
] as const;
type TextParameter = (typeof TEXT_PARAMETERS)[number];

/**
 * domainPrefix names a club by its domain prefix or by its numeric id
 * (product/club-and-entry.md#entry-links).
 */
export type DomainPrefix =
  | { readonly kind: 'clubId'; readonly clubId: string }
  | { readonly kind: 'prefix'; readonly prefix: string };

export type EntryParameterName =
  | 'adultQuantity'
  | 'juniorQuantity'
  | 'membershipType'
  | 'showOnlyModal'
  | 'purchaser'
  | 'purchaserChild'
  | 'domainPrefix';

export type EntryParameters = {
  readonly adultQuantity?: number;
  readonly juniorQuantity?: number;
  readonly membershipType?: EntryMembershipType;
  readonly showOnlyModal?: boolean;
  readonly purchaser?: boolean;
  readonly purchaserChild?: boolean;
  readonly clubId?: string;
  readonly domainPrefix?: DomainPrefix;
  /**
   * The decoded employee id; 0 when absent or not decodable
   * (product/club-and-entry.md#employee-ids-in-links).
   */
  readonly employeeId: number;
  readonly customerToken?: string;
  readonly storeModules: Readonly<Partial<Record<StoreModuleParameter, string>>>;
} & Readonly<Partial<Record<TextParameter, string>>>;

/** One parameter that was given but is not valid, with a sentence a person can act on. */
export interface ParameterProblem {
  readonly parameter: EntryParameterName;
  readonly value: string;
  readonly message: string;
}

export interface ParsedEntryParameters {
  readonly value: EntryParameters;
  readonly problems: readonly ParameterProblem[];
}

/** What entry knows besides the query (product/club-and-entry.md#entry-links). */
export interface EntryContext {
  /** The rejoin flag: a rejoin falls back to the stored club when clubId is absent. */
  readonly rejoin: boolean;
  /** The current club id persisted locally (product/club-and-entry.md#clubs). */
  readonly storedClubId: string | undefined;
  /**
   * The page property that turns the customer-token parameter on
   * (product/club-and-entry.md#entry-links).
   */
  readonly ctSupport: boolean;
}

/** Whether a number is a whole number within a range (product/club-and-entry.md#entry-links). */
export function isWithinRange(value: number, range: QuantityRange): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/**
 * The product type a membershipType parameter names (product/club-and-entry.md#entry-links: a known
 * product type): its code (`MonthlySGT`) or its name (`Monthly plus SGT`), either in any letter
 * case.
 */
export function productTypeFromParameter(text: string): ProductType | undefined {
  const wanted = text.trim().toLowerCase();
  return PRODUCT_TYPES.find(
    (type) => type.toLowerCase() === wanted || PRODUCT_TYPE_NAMES[type].toLowerCase() === wanted,
  );
}

/**
 * The membershipType that names a flow rather than a product type
 * (product/flows.md#flows: ExecutiveSignature): the catalog has no such type, so the sale is the
 * club's signature category's (decision 0017).
 */
export const EXECUTIVE_SIGNATURE = 'ExecutiveSignature';

/** What a membershipType parameter may name: a product type, or the ExecutiveSignature flow. */
export type EntryMembershipType = ProductType | typeof EXECUTIVE_SIGNATURE;

/**
 * What a membershipType parameter names (product/club-and-entry.md#entry-links): a known product
 * type (productTypeFromParameter), or ExecutiveSignature, written in any letter case, with or
 * without spaces, hyphens and underscores.
 */
export function membershipTypeFromParameter(text: string): EntryMembershipType | undefined {
  const type = productTypeFromParameter(text);
  if (type !== undefined) return type;
  return categoryKey(text) === categoryKey(EXECUTIVE_SIGNATURE) ? EXECUTIVE_SIGNATURE : undefined;
}

/**
 * The employee id an employeeId parameter encodes
 * (product/club-and-entry.md#employee-ids-in-links): value / 64 − 32768, which must be an integer;
 * anything else (including a value that is not a whole number) gives 0.
 */
export function decodeEmployeeId(text: string | undefined): number {
  if (text === undefined || !/^\d+$/.test(text.trim())) return 0;
  const decoded = Number(text.trim()) / 64 - 32768;
  return Number.isInteger(decoded) ? decoded : 0;
}

/**
 * The employeeId parameter that carries an employee id
 * (product/club-and-entry.md#employee-ids-in-links read the other way): (id + 32768) × 64, so a
 * link handed on keeps its employee (an API call carries the parameter as the link gave it).
 */
export function encodeEmployeeId(id: number): string {
  return String((id + 32768) * 64);
}

/** A parameter's value, trimmed; a parameter given empty counts as absent. */
function given(query: QueryRecord, name: string): string | undefined {
  const value = Object.hasOwn(query, name) ? query[name]?.trim() : undefined;
  return value === '' ? undefined : value;
}

/**
 * Parse the entry query (product/club-and-entry.md#entry-links). Limits: adultQuantity 1 to 4,
 * juniorQuantity 0 to 6, membershipType a known product type (code or name) or ExecutiveSignature,
 * showOnlyModal,
 * purchaser and purchaserChild one of true, false, 1, 0. clubId falls back to the stored current
 * club id on rejoin, then to lowercase `clubid`; domainPrefix is a club prefix or a numeric club
 * id; employeeId is decoded (0 if not decodable); the customer token is read only with ctSupport
 * on. An absent or empty parameter is simply absent; a bad one is left out of the value and listed
 * in problems.
 */
export function parseEntryParameters(
  query: QueryRecord,
  context: EntryContext,
): ParsedEntryParameters {
  const problems: ParameterProblem[] = [];
  const check = <T>(
    parameter: EntryParameterName,
    read: (text: string) => T | undefined,
    message: string,
  ): T | undefined => {
    const text = given(query, parameter);
    if (text === undefined) return undefined;
    const value = read(text);
    if (value === undefined) problems.push({ parameter, value: text, message });
    return value;
  };
  const quantity = (parameter: EntryParameterName, range: QuantityRange): number | undefined =>
    check(
      parameter,
      (text) =>
        /^\d+$/.test(text) && isWithinRange(Number(text), range) ? Number(text) : undefined,
      `${parameter} must be a whole number from ${range.min} to ${range.max}.`,
    );
  const yesNo = (parameter: EntryParameterName): boolean | undefined =>
    check(
      parameter,
      (text) => (Object.hasOwn(YES_NO_VALUES, text) ? YES_NO_VALUES[text] : undefined),
      `${parameter} must be one of true, false, 1, 0.`,
    );

  const value: EntryParameters = {
    adultQuantity: quantity('adultQuantity', ADULT_QUANTITY_PARAMETER),
    juniorQuantity: quantity('juniorQuantity', JUNIOR_QUANTITY_PARAMETER),
    membershipType: check(
      'membershipType',
      membershipTypeFromParameter,
      'membershipType must be a known product type.',
    ),
    showOnlyModal: yesNo('showOnlyModal'),
    purchaser: yesNo('purchaser'),
    purchaserChild: yesNo('purchaserChild'),
    clubId:
      given(query, 'clubId') ??
      (context.rejoin ? context.storedClubId : undefined) ??
      given(query, 'clubid'),
    domainPrefix: check(
      'domainPrefix',
      readDomainPrefix,
      'domainPrefix must be a club prefix or a numeric club id.',
    ),
    employeeId: decodeEmployeeId(given(query, 'employeeId')),
    customerToken: context.ctSupport ? given(query, CUSTOMER_TOKEN_PARAMETER) : undefined,
    storeModules: pick(query, STORE_MODULE_PARAMETERS),
    ...pick(query, TEXT_PARAMETERS),
  };
  return { value, problems };
}

/**
 * A domain prefix: digits are a club id; else letters, digits and inner hyphens
 * (product/club-and-entry.md#entry-links).
 */
function readDomainPrefix(text: string): DomainPrefix | undefined {
  if (/^\d+$/.test(text)) return { kind: 'clubId', clubId: text };
  if (/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(text)) {
    return { kind: 'prefix', prefix: text.toLowerCase() };
  }
  return undefined;
}

/** The given ones among some parameters, trimmed. */
function pick<Name extends string>(
  query: QueryRecord,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const text = given(query, name);
      return text === undefined ? [] : [[name, text]];
    }),
  ) as Partial<Record<Name, string>>;
}
