import { z } from 'zod';

/**
 * Something a member receives with a promotion or package
 * (product/membership-and-promotions.md#products, #experience-packages awards[]).
 */
export const Award = z
  .object({ title: z.string().min(1), description: z.string().min(1) })
  .meta({ id: 'Award' });
export type Award = z.infer<typeof Award>;
