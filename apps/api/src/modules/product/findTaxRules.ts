import type { PublicImprovementFeeRule } from '@clubjoin/domain/pricing/publicImprovementFee';
import type { TaxRow } from '@clubjoin/domain/pricing/taxTable';
import type { ModuleContext } from '../moduleContext';

/**
 * The catalog's tax table (product/pricing-and-dues.md#taxes: which lines each state or province
 * taxes, at what rate, and whether a card surcharge is allowed there), read once per catalog
 * version.
 */
export function readTaxTable(context: ModuleContext): Promise<TaxRow[]> {
  return context.catalogCache.read('product:taxTable', async () =>
    (
      await context.db.query<{ record: TaxRow }>('SELECT record FROM tax_rates ORDER BY region')
    ).map((row) => row.record),
  );
}

/**
 * A club's public improvement fee (product/pricing-and-dues.md#public-improvement-fee: a rate on
 * dues, with the club's description), undefined at a club without one. Every club's fee is kept
 * under one key, so no id a caller sends adds an entry to the cache.
 */
export async function findPublicImprovementFee(
  context: ModuleContext,
  mmsClubId: string,
): Promise<PublicImprovementFeeRule | undefined> {
  const fees = await context.catalogCache.read('product:publicImprovementFees', async () => {
    const rows = await context.db.query<{
      record: PublicImprovementFeeRule & { mmsClubId: string };
    }>('SELECT record FROM club_public_improvement_fees');
    return new Map(
      rows.map(({ record }) => [
        record.mmsClubId,
        { description: record.description, rate: record.rate },
      ]),
    );
  });
  return fees.get(mmsClubId);
}
