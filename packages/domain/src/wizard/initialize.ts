/**
 * Initialize (product/club-and-entry.md#initialize): from the entry link, decide the flow flags,
 * the member quantities and where the wizard goes. The caller sets the club, resets cart, pricing
 * and product, and does the fetching the plan asks for.
 */
import type { Flow } from '../vocabulary';
import { DIGITAL_STUDIO_CLUB_ID } from '../vocabulary';
import type { EntryClub } from './entryClub';
import type { ParameterProblem, ParsedEntryParameters } from './entryParameters';
import { EXECUTIVE_SIGNATURE } from './entryParameters';
import type { EntrySale } from './entrySale';
import type { LocationAccess } from './locationAccess';
import {
  completeLocationAccess,
  keptLocationAccess,
  locationAccessFromEntry,
} from './locationAccess';
import { categoryKey } from '../catalog/categoryKey';

/** Flows that always buy for 1 adult and 0 juniors (product/club-and-entry.md#initialize). */
export const SINGLE_ADULT_FLOWS = [
  'DayPass',
  'DigitalStudio',
  'PurchaserChild',
  'PickleballOnly',
] as const satisfies readonly Flow[];

export interface Quantities {
  readonly adults: number;
  readonly juniors: number;
}

export interface InitializeInput {
  readonly entry: ParsedEntryParameters;
  /** The club the link names, resolved against the club list (resolveEntryClub). */
  readonly club: EntryClub;
  /** Flows already known before initialize, e.g. from page properties (product/flows.md#flows). */
  readonly flows: readonly Flow[];
  /** The sale the link opens among the club's categories (chooseEntrySale). */
  readonly sale: EntrySale;
  /**
   * The flow a valid coupon in hand selects: the day-pass or the pickleball coupon
   * (product/club-and-entry.md#initialize).
   */
  readonly couponFlow: 'DayPass' | 'PickleballOnly' | undefined;
}

export type InitializePlan =
  /** Invalid club or invalid parameters: send the user to choose another club. */
  | {
      readonly kind: 'chooseAnotherClub';
      readonly reason: 'invalidParameters' | 'invalidClub';
      readonly problems: readonly ParameterProblem[];
    }
  /**
   * Quantities, club and membership type are all valid: fetch the club's default product, then go
   * to `onSuccess`; if that fails, clear the product and go to `onFailure`.
   */
  | {
      readonly kind: 'fetchDefaultProduct';
      readonly clubId: string;
      /** The category the default product is asked for; undefined for the club's default. */
      readonly category: string | undefined;
      readonly flows: readonly Flow[];
      readonly quantities: Quantities;
      /** What the membership keeps of the link's location access (product/club-and-entry.md#location-access). */
      readonly locationAccess: LocationAccess;
      readonly onSuccess: 'membershipProducts';
      readonly onFailure: 'addMembers';
    }
  /** Otherwise: keep what the link gave and go to the next step (see nextMove). */
  | {
      readonly kind: 'nextStep';
      readonly clubId: string | undefined;
      readonly category: string | undefined;
      readonly flows: readonly Flow[];
      readonly quantities: Quantities;
      readonly locationAccess: LocationAccess;
    };

/**
 * Whether a category parameter names the day pass (product/club-and-entry.md#initialize): `daypass`
 * ignoring letter case, spaces, hyphens and underscores, so `DayPass`, `day-pass` and `day pass`
 * all count.
 */
export function isDayPassCategory(category: string | undefined): boolean {
  return category !== undefined && categoryKey(category) === 'daypass';
}

/**
 * The flows after initialize (product/club-and-entry.md#initialize): the known flows, the sale's
 * (its category's, decision 0017), plus DayPass (day-pass category or coupon), DigitalStudio (the digital-studio club 370), PickleballOnly (its
 * coupon), and Purchaser and PurchaserChild when the link's purchaser or purchaserChild parameter
 * is on.
 */
export function initializeFlows(input: InitializeInput): Flow[] {
  const { entry, club, couponFlow } = input;
  const flags: [Flow, boolean][] = [
    ['DayPass', isDayPassCategory(entry.value.category) || couponFlow === 'DayPass'],
    ['DigitalStudio', club.kind === 'found' && club.clubId === DIGITAL_STUDIO_CLUB_ID],
    ['PickleballOnly', couponFlow === 'PickleballOnly'],
    ['Purchaser', entry.value.purchaser === true],
    ['PurchaserChild', entry.value.purchaserChild === true],
  ];
  const added = flags.filter(([, on]) => on).map(([flow]) => flow);
  return [...new Set([...input.flows, ...input.sale.flows, ...added])];
}

/**
 * Plan initialize (product/club-and-entry.md#initialize). Bad parameters or a club the list does
 * not hold send the user to choose another club. The single-adult flows get 1 adult and 0 juniors;
 * others take the link's quantities (default 1 and 0). The membership type is the sale's (the
 * link's, else its category's: decision 0017). When the location access is then complete
 * (quantities, club and membership type all valid) the plan fetches the default product of the
 * sale's category and goes to membershipProducts (addMembers on failure); otherwise it goes to the
 * next step. Only a membershipType the link names opens club access by itself, and never in a flow
 * without club visits.
 */
export function planInitialize(input: InitializeInput): InitializePlan {
  const { entry, club } = input;
  if (entry.problems.length > 0) {
    return { kind: 'chooseAnotherClub', reason: 'invalidParameters', problems: entry.problems };
  }
  if (club.kind === 'notFound') {
    return { kind: 'chooseAnotherClub', reason: 'invalidClub', problems: [] };
  }
  const flows = initializeFlows(input);
  const singleAdult = SINGLE_ADULT_FLOWS.some((flow) => flows.includes(flow));
  const clubId = club.kind === 'found' ? club.clubId : undefined;
  const linked = locationAccessFromEntry(entry.value, clubId, input.sale.productType);
  const access = singleAdult ? { ...linked, adultQuantity: 1, juniorQuantity: 0 } : linked;
  const quantities = { adults: access.adultQuantity ?? 1, juniors: access.juniorQuantity ?? 0 };
  const complete = completeLocationAccess(access);
  const category = input.sale.categoryName;
  const { membershipType } = entry.value;
  const linkType = membershipType === EXECUTIVE_SIGNATURE ? undefined : membershipType;
  if (complete === undefined) {
    const locationAccess = keptLocationAccess(access, flows, linkType);
    return { kind: 'nextStep', clubId, category, flows, quantities, locationAccess };
  }
  return {
    kind: 'fetchDefaultProduct',
    clubId: complete.clubId,
    category,
    flows,
    quantities,
    locationAccess: keptLocationAccess(complete, flows, linkType),
    onSuccess: 'membershipProducts',
    onFailure: 'addMembers',
  };
}
