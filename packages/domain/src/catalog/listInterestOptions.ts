/**
 * Interests a club's interest results may offer (product/membership-and-promotions.md#interests),
 * by display name.
 */
export const VALID_INTERESTS: readonly string[] = [
  'Pilates',
  'Group Fitness / Studio Classes',
  'Personal Training',
  'Child Center',
  'Kids Activities',
  'Swimming',
  'Tennis',
];

/**
 * Interests always offered after the club's own (product/membership-and-promotions.md#interests).
 */
export const DEFAULT_INTERESTS: readonly string[] = [
  'Active Aging',
  'Pickleball',
  'Small Group Training',
];

/**
 * An interest as the interests step lists and stores it
 * (product/membership-and-promotions.md#interests).
 */
export interface InterestOption {
  displayName: string;
}

/**
 * The interests step's options (product/membership-and-promotions.md#interests): the club's results
 * whose display name is on VALID_INTERESTS (matched exactly, in the results' order), then
 * DEFAULT_INTERESTS.
 */
export function listInterestOptions<I extends InterestOption>(
  results: readonly I[],
): (I | InterestOption)[] {
  return [
    ...results.filter((interest) => VALID_INTERESTS.includes(interest.displayName)),
    ...DEFAULT_INTERESTS.map((displayName) => ({ displayName })),
  ];
}
