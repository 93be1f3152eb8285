import type { TaxRow } from '@clubjoin/domain/pricing/taxTable';
import { TAXABLE_LINES } from '@clubjoin/domain/pricing/taxTable';
import { countryOfState } from '@clubjoin/domain/validation/regions';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { addIssue, flagDuplicates } from './issues';
import { RateAmount } from './amounts';

/**
 * The taxes a US state levies (one sales tax) and those of a Canadian province
 * (product/pricing-and-dues.md#currency).
 */
export const TAX_NAMES_BY_COUNTRY = {
  US: ['Sales Tax'],
  CA: ['GST', 'HST', 'PST', 'QST'],
} as const;

/**
 * One tax of a region and the lines it applies to (product/pricing-and-dues.md#taxes: which lines
 * are taxable).
 */
export const TaxComponent = z
  .object({
    name: z.enum([...TAX_NAMES_BY_COUNTRY.US, ...TAX_NAMES_BY_COUNTRY.CA]),
    rate: RateAmount,
    appliesTo: z.array(z.enum(TAXABLE_LINES)).superRefine((lines, ctx) =>
      flagDuplicates(
        ctx,
        lines,
        (line) => line,
        (index) => [index],
        (line) => `${line} is listed twice`,
      ),
    ),
  })
  .meta({ id: 'TaxComponent' });

/**
 * One row of the tax table (product/pricing-and-dues.md#taxes): a state or province, its taxes, and
 * whether clubs there may add a card surcharge (product/pricing-and-dues.md#card-surcharge: 2.5 %
 * unless the row sets a rate). A US state charges at most a sales tax; a Canadian province charges
 * GST or HST, and may add PST or QST.
 */
export const TaxRate = z
  .object({
    region: z.string().regex(/^[A-Z]{2}$/, 'A region is a 2-letter state or province abbreviation'),
    components: z.array(TaxComponent),
    cardSurcharge: z.object({ allowed: z.boolean(), rate: RateAmount.optional() }),
  })
  .superRefine((row, ctx) => {
    const country = countryOfState(row.region);
    if (!country) {
      addIssue(ctx, ['region'], `${row.region} is not a US state or Canadian province`);
      return;
    }
    const allowed: readonly string[] = TAX_NAMES_BY_COUNTRY[country];
    row.components.forEach((component, index) => {
      if (!allowed.includes(component.name)) {
        addIssue(
          ctx,
          ['components', index, 'name'],
          `${row.region} cannot levy ${component.name}: its taxes are ${allowed.join(', ')}`,
        );
      }
    });
    flagDuplicates(
      ctx,
      row.components,
      (component) => component.name,
      (index) => ['components', index, 'name'],
      (name) => `${name} is listed twice`,
    );
    const names = row.components.map((component) => component.name);
    if (country === 'CA' && !names.includes('GST') && !names.includes('HST')) {
      addIssue(ctx, ['components'], `${row.region} is a Canadian province: it charges GST or HST`);
    }
    if (!row.cardSurcharge.allowed && row.cardSurcharge.rate !== undefined) {
      addIssue(
        ctx,
        ['cardSurcharge', 'rate'],
        'A region that allows no surcharge sets no surcharge rate',
      );
    }
  })
  .meta({ id: 'TaxRate' });
export type TaxRate = z.infer<typeof TaxRate>;

/**
 * Compiles only while a catalog tax row can be handed to the domain's tax rules.
 * @typeCheck
 */
export type TaxRateFeedsDomain = Assignable<TaxRate, TaxRow>;
