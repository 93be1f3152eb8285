import { z } from 'zod';
import type { PoolPassState } from '@clubjoin/domain/catalog/poolPass';

const PoolPass = z.looseObject({ sku: z.string().min(1), price: z.number().int() });

/**
 * What the pool-pass store keeps (product/wizard.md#stores-and-session-cookies,
 * product/add-ons-and-pool-pass.md#pool-pass-season): reset, or the passes offered.
 */
export const PoolPassStoreState = z.object({
  poolPass: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('reset') }),
    z
      .object({
        kind: z.literal('offered'),
        active: z.boolean(),
        adult: PoolPass,
        junior: PoolPass.optional(),
      })
      // JSON leaves out an undefined junior pass; the domain's state names it either way.
      .transform((offered) => ({ ...offered, junior: offered.junior })),
  ]),
  /**
   * Whether the person took the summer pool access offered on Add Members (sent as isPoolPass with
   * the cart and the completion, product/payment-and-confirmation.md#completing-the-purchase);
   * unset until they answer the pop-up.
   */
  isPoolPass: z.boolean().optional(),
}) satisfies z.ZodType<{ poolPass: PoolPassState; isPoolPass?: boolean }>;
export type PoolPassStoreState = z.infer<typeof PoolPassStoreState>;
