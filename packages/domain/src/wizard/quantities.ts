/**
 * Member quantities (product/membership-and-promotions.md#adults-and-juniors): the adult and junior
 * counters, the generic quantity-counter control, and the member lists that follow the counts.
 */

/**
 * At least 1 adult, up to 6 adult members and 6 juniors
 * (product/membership-and-promotions.md#adults-and-juniors).
 */
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 6;
export const MAX_JUNIORS = 6;
/**
 * The adults beyond the primary member: additional members two to six
 * (product/membership-and-promotions.md#adults-and-juniors).
 */
export const MAX_ADDITIONAL_ADULTS = MAX_ADULTS - 1;

/** A counter's bounds; `max` is Infinity for an unlimited counter. */
export interface CounterLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * The quantity-counter control's bounds: min 0 and no max unless given
 * (product/membership-and-promotions.md#the-quantity-counter).
 */
export function counterLimits(limits: Partial<CounterLimits> = {}): CounterLimits {
  return { min: limits.min ?? 0, max: limits.max ?? Infinity };
}

/**
 * The adult counter (product/membership-and-promotions.md#adults-and-juniors): minimum 1, maximum
 * the largest quantity among the club's default products, at least 1. It is also held to the 6
 * adults the wizard has steps for (product/membership-and-promotions.md#adults-and-juniors).
 */
export function adultCounterLimits(defaultProductQuantities: readonly number[]): CounterLimits {
  const largest = Math.max(MIN_ADULTS, ...defaultProductQuantities);
  return counterLimits({ min: MIN_ADULTS, max: Math.min(largest, MAX_ADULTS) });
}

/**
 * The junior counter (product/membership-and-promotions.md#adults-and-juniors): minimum 0, maximum
 * 6.
 */
export const JUNIOR_COUNTER_LIMITS: CounterLimits = counterLimits({ min: 0, max: MAX_JUNIORS });

/**
 * A count held to its counter (product/membership-and-promotions.md#the-quantity-counter): above
 * max becomes max; below min or not a number becomes min.
 */
export function clampCount(value: number, limits: CounterLimits): number {
  if (Number.isNaN(value) || value < limits.min) return limits.min;
  return Math.min(value, limits.max);
}

/**
 * The count a typed text gives (product/membership-and-promotions.md#the-quantity-counter): a whole
 * number held to the counter; anything that is not digits (an empty field included) becomes min.
 */
export function typedCount(text: string, limits: CounterLimits): number {
  return clampCount(/^\d+$/.test(text) ? Number(text) : Number.NaN, limits);
}

/**
 * Whether the counter's field accepts a character keypress
 * (product/membership-and-promotions.md#the-quantity-counter: non-numeric keypresses are blocked):
 * digits only. Meant for character-producing key events, so editing keys such as Backspace and the
 * arrows are not affected.
 */
export function acceptsCounterKeypress(key: string): boolean {
  return /^\d$/.test(key);
}

/**
 * Which counter buttons are disabled (product/membership-and-promotions.md#the-quantity-counter):
 * add at max, remove at min.
 */
export function counterButtons(
  value: number,
  limits: CounterLimits,
): { readonly addDisabled: boolean; readonly removeDisabled: boolean } {
  return { addDisabled: value >= limits.max, removeDisabled: value <= limits.min };
}

/**
 * The count after the add button, held to the counter
 * (product/membership-and-promotions.md#the-quantity-counter).
 */
export function countAfterAdd(value: number, limits: CounterLimits): number {
  return clampCount(value + 1, limits);
}

/**
 * The count after the remove button, held to the counter
 * (product/membership-and-promotions.md#the-quantity-counter).
 */
export function countAfterRemove(value: number, limits: CounterLimits): number {
  return clampCount(value - 1, limits);
}

/** A member list resized to `slots`, keeping existing entries in order and filling new slots. */
function resizeMembers<T>(members: readonly T[], slots: number, emptyMember: () => T): T[] {
  const size = Math.max(0, slots);
  const kept = members.slice(0, size);
  return [...kept, ...Array.from({ length: size - kept.length }, emptyMember)];
}

/**
 * The adult member list for an adult count
 * (product/membership-and-promotions.md#adults-and-juniors): adults minus 1 slots, as the primary
 * member is kept apart; existing entries stay in order.
 */
export function resizeAdultMembers<T>(
  members: readonly T[],
  adults: number,
  emptyMember: () => T,
): T[] {
  return resizeMembers(members, adults - 1, emptyMember);
}

/**
 * The junior member list for a junior count
 * (product/membership-and-promotions.md#adults-and-juniors): one slot per junior.
 */
export function resizeJuniorMembers<T>(
  members: readonly T[],
  juniors: number,
  emptyMember: () => T,
): T[] {
  return resizeMembers(members, juniors, emptyMember);
}
