import { z } from 'zod';

/**
 * The one schema of an id a request names: a cart's, an order's, a staging's, a party's, a
 * product's, a payment token. Ids are opaque (nothing reads meaning into them) but never free
 * text: letters, digits, dashes and underscores, which every id the services hand out and the
 * catalog holds is made of, and which no database or URL can choke on.
 */
export const OpaqueId = z
  .string()
  .regex(/^[\w-]{1,64}$/, 'An id is 1 to 64 letters, digits, dashes and underscores');
