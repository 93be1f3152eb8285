/**
 * The slice of the enrolment state (01 §3) that decides which steps the wizard walks, which of
 * them can be revisited and where next and back lead. Each rule takes only the fields it reads.
 */
import type { ExperienceType, Flow, ProductType } from '../vocabulary';

export interface WizardFlowState {
  /** membershipDescriptor.flows plus the flags set at initialize (01 §3, §4). */
  readonly flows: readonly Flow[];
  /** The prospect's own experience or a sales advisor's in the club (01 §6). */
  readonly experienceType: ExperienceType;
  /** The rejoin flag (01 §4: an SSO cookie exists and the existing-membership lookup succeeded). */
  readonly rejoin: boolean;
  /** memberAccount.existing: get started found an account for the email (02 §4). */
  readonly existingAccount: boolean;
  /** The chosen product's type; undefined before a product is chosen. */
  readonly productType: ProductType | undefined;
  /** The chosen product's hasAddOns; undefined before a product is chosen. */
  readonly hasAddOns: boolean | undefined;
  /** quantities.adults (01 §3, default 1). */
  readonly adults: number;
  /** quantities.juniors (01 §3, default 0). */
  readonly juniors: number;
}
