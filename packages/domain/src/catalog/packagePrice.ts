/**
 * The joining fees a package card prices
 * (product/membership-and-promotions.md#experience-packages), in integer cents.
 */
export interface PackageFees {
  adminFee: number;
  enrollmentFee: number;
}

/**
 * A package's price (product/membership-and-promotions.md#experience-packages): its admin fee plus
 * its enrollment fee, in integer cents.
 */
export function packagePrice(fees: PackageFees): number {
  return fees.adminFee + fees.enrollmentFee;
}
