import { getFlags } from '@clubjoin/contract/flags';
import { evaluateFlags } from '@clubjoin/domain/flags/featureFlags';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { flagsFile } from '../../paths';
import { readFlagRules } from './readFlagRules';

/**
 * GET /api/flags: the feature flags of product/decisions-and-platform.md#feature-flags evaluated
 * for the caller's context.
 */
export function registerFlagRoutes(app: FastifyInstance): void {
  const rules = readFlagRules(flagsFile);
  registerEndpoint(app, getFlags, async ({ query }) => evaluateFlags(rules, query));
}
