/**
 * What time it is. Every rule that depends on now (proration, ages, lockouts, session expiry,
 * dated promotions) takes the time from here, so tests can fix or advance it (03 §7).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
