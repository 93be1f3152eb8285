/**
 * The interests that make a user a signature prospect
 * (product/membership-and-promotions.md#card-order), lower case.
 */
export const SIGNATURE_INTERESTS: readonly string[] = [
  'work',
  'tennis',
  'pilates',
  'swimming',
  'child center',
  'kids activities',
  'group fitness',
  'small group training',
];

/**
 * Whether any chosen interest is a signature interest
 * (product/membership-and-promotions.md#card-order). Display names are compared without case, and a
 * name joining several interests with '/' (the valid list's 'Group Fitness / Studio Classes',
 * product/membership-and-promotions.md#interests) counts when any of its parts is on the list.
 */
export function hasSignatureInterest(interests: readonly { displayName: string }[]): boolean {
  return interests.some(({ displayName }) =>
    displayName
      .toLowerCase()
      .split('/')
      .some((part) => SIGNATURE_INTERESTS.includes(part.trim())),
  );
}
