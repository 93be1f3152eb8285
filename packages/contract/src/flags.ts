import { EXPERIENCE_TYPES } from '@clubjoin/domain/vocabulary';
import { FEATURE_FLAGS } from '@clubjoin/domain/flags/featureFlags';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ClubId } from './catalog/clubId';

/** A flag rule as data/flags.json holds it. */
export const FlagRuleRecord = z
  .object({
    name: z.enum(FEATURE_FLAGS),
    enabled: z.boolean(),
    when: z
      .object({
        country: z.array(z.string()).optional(),
        clubId: z.array(z.string()).optional(),
        stateAbbr: z.array(z.string()).optional(),
        experienceType: z.array(z.enum(EXPERIENCE_TYPES)).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .meta({ id: 'FlagRule' });

export const FlagContextQuery = z.object({
  country: z.enum(['US', 'CA']).optional(),
  clubId: ClubId.optional(),
  stateAbbr: z
    .string()
    .regex(/^[A-Z]{2}$/, 'A state or province abbreviation is 2 capitals')
    .optional(),
  experienceType: z.enum(EXPERIENCE_TYPES).optional(),
});

export const FlagValuesResponse = z
  .object({
    'add-payment-form': z.boolean(),
    'click-to-cancel': z.boolean(),
    'in-club-membership-options': z.boolean(),
  })
  .meta({ id: 'FlagValues' });

/** The three flags of product/decisions-and-platform.md#feature-flags evaluated for a context. */
export const getFlags = defineEndpoint({
  method: 'GET',
  path: '/api/flags',
  summary: 'Evaluate the feature flags for a country, club, state and experience type',
  tags: ['flags'],
  query: FlagContextQuery,
  status: 200,
  response: FlagValuesResponse,
});
