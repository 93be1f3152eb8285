import { describe, expect, it } from 'vitest';
import { CatalogIndex } from './catalogIndex';
import { cardRecord, clubRecord } from './catalogRecords.fixture';
import { catalogFileSchemas } from './catalogReferences';
import { ProductCard } from './productCard';

const taxRow = (region: string) => ({ region, components: [], cardSurcharge: { allowed: true } });

describe('the catalog index (what earlier files declare for later ones)', () => {
  it('forgets what a file declared when that file is read again in a later load', () => {
    const index = new CatalogIndex();
    const schemas = catalogFileSchemas(index);
    schemas.taxRates.parse(taxRow('MN'));
    schemas.clubs.parse(clubRecord());
    expect([...index.clubs.keys()]).toEqual(['17']);

    // The next load: the tax file again, then a clubs file without club 17.
    schemas.taxRates.parse(taxRow('TX'));
    expect([...index.taxRegions]).toEqual(['TX']);
    schemas.clubs.parse(
      clubRecord({ mmsClubId: '301', state: 'Texas', stateAbbr: 'TX', zip: '78753' }),
    );
    expect([...index.clubs.keys()]).toEqual(['301']);
  });

  it('starts the first file afresh when a load reads it again from its first record', () => {
    const index = new CatalogIndex();
    const schemas = catalogFileSchemas(index);
    schemas.taxRates.parse(taxRow('MN'));
    schemas.taxRates.parse(taxRow('TX'));
    schemas.taxRates.parse(taxRow('MN'));
    expect([...index.taxRegions]).toEqual(['MN']);
  });

  it('keeps each club’s cards by product type', () => {
    const index = new CatalogIndex();
    index.declareCards('17', [
      ProductCard.parse(cardRecord()),
      ProductCard.parse(cardRecord('DayPass')),
    ]);
    expect(index.cardsOf('17').map((card) => card.productType)).toEqual(['Monthly', 'DayPass']);
    expect(index.cardsOf('5')).toEqual([]);
  });
});
