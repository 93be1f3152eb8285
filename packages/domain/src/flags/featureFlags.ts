import type { ExperienceType } from '../vocabulary';

/** The feature flags of product/decisions-and-platform.md#feature-flags. */
export const FEATURE_FLAGS = [
  'add-payment-form',
  'click-to-cancel',
  'in-club-membership-options',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/**
 * What a flag is evaluated for (product/club-and-entry.md#clubs: country, club id, state
 * abbreviation, experience type).
 */
export interface FlagContext {
  country?: string;
  clubId?: string;
  stateAbbr?: string;
  experienceType?: ExperienceType;
}

/**
 * A flag's rule: on or off, and, when on, only for contexts whose every named attribute is one of
 * the listed values.
 */
export interface FlagRule {
  name: FeatureFlag;
  enabled: boolean;
  when?: { [Attribute in keyof FlagContext]?: readonly string[] };
}

export type FlagValues = Record<FeatureFlag, boolean>;

/**
 * The values used when the flags cannot be evaluated in time
 * (product/decisions-and-platform.md#feature-flags: defaults are used).
 */
export const DEFAULT_FLAG_VALUES: FlagValues = {
  'add-payment-form': false,
  'click-to-cancel': false,
  'in-club-membership-options': false,
};

/**
 * How long a browser waits for the flags before using the defaults
 * (product/decisions-and-platform.md#feature-flags: 5 s).
 */
export const FLAG_INIT_TIMEOUT_MS = 5000;

function matches(rule: FlagRule, context: FlagContext): boolean {
  return Object.entries(rule.when ?? {}).every(([attribute, allowed]) => {
    const value = context[attribute as keyof FlagContext];
    return value !== undefined && (allowed ?? []).includes(value);
  });
}

/**
 * Evaluates every flag for a context: a flag is on when its rule is enabled and the context meets
 * each of the rule's conditions; a flag without a rule keeps its default.
 */
export function evaluateFlags(rules: readonly FlagRule[], context: FlagContext): FlagValues {
  const values = { ...DEFAULT_FLAG_VALUES };
  for (const rule of rules) values[rule.name] = rule.enabled && matches(rule, context);
  return values;
}
