/** Tests start from what a developer's server starts with: the catalog and the demo accounts. */
export const TEST_SEED = { demoAccounts: true, now: new Date() };
