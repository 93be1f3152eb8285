import { isStorableText, STORABLE_TEXT_MESSAGE } from '@clubjoin/domain/validation/textField';
import { z } from 'zod';

/**
 * Free text a request carries (a name, a note, a path segment) when no form rule of the domain
 * shapes it: any characters but those no database can store (the domain's rule of text). Chain
 * `.trim()` and the field's limits onto it.
 */
export const Text = z.string().refine(isStorableText, STORABLE_TEXT_MESSAGE);

/**
 * Details a client passes along that no rule reads (couponDetails): short texts, numbers, booleans
 * and nulls by name, one level deep, so they can be kept as they came.
 */
export const Details = z
  .record(Text.max(64), z.union([Text.max(500), z.number(), z.boolean(), z.null()]))
  .refine((details) => Object.keys(details).length <= 50, 'At most 50 details');
