/** The joining fees a package card prices (02 §9), in integer cents. */
export interface PackageFees {
  adminFee: number;
  enrollmentFee: number;
}

/** A package's price (02 §9): its admin fee plus its enrollment fee, in integer cents. */
export function packagePrice(fees: PackageFees): number {
  return fees.adminFee + fees.enrollmentFee;
}
