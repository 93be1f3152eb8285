/**
 * The slice of the enrolment state (product/wizard.md#stores-and-session-cookies) that decides
 * which steps the wizard walks, which of them can be revisited and where next and back lead. Each
 * rule takes only the fields it reads.
 */
import type { ExperienceType, Flow, ProductType } from '../vocabulary';

export interface WizardFlowState {
  /**
   * membershipDescriptor.flows plus the flags set at initialize
   * (product/membership-and-promotions.md#the-clubs-default-product,
   * product/club-and-entry.md#initialize).
   */
  readonly flows: readonly Flow[];
  /**
   * The prospect's own experience or a sales advisor's in the club
   * (product/flows.md#experience-types-and-channels).
   */
  readonly experienceType: ExperienceType;
  /**
   * The rejoin flag (product/club-and-entry.md#initialize: an SSO cookie exists and the
   * existing-membership lookup succeeded).
   */
  readonly rejoin: boolean;
  /**
   * memberAccount.existing: get started found an account for the email
   * (product/accounts-and-sign-in.md#get-started).
   */
  readonly existingAccount: boolean;
  /** The chosen product's type; undefined before a product is chosen. */
  readonly productType: ProductType | undefined;
  /** The chosen product's hasAddOns; undefined before a product is chosen. */
  readonly hasAddOns: boolean | undefined;
  /**
   * Whether experience packages are offered with the chosen product
   * (product/membership-and-promotions.md#experience-packages); undefined before a product is
   * chosen or when not known, read as none.
   */
  readonly hasPackages?: boolean | undefined;
  /** quantities.adults (product/wizard.md#stores-and-session-cookies, default 1). */
  readonly adults: number;
  /** quantities.juniors (product/wizard.md#stores-and-session-cookies, default 0). */
  readonly juniors: number;
}
