import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useRawSearch } from '../../../routing/location';
import type { QueryRecord } from '@clubjoin/domain/wizard/entryParameters';
import { saleHandOver, transitionOnwardUrl } from '@clubjoin/domain/wizard/saleEntryLink';
import { Spinner } from '../../../ui/Spinner';
import { PRODUCT_NAME } from '../../../brand/productName';
import { applyStoreModules } from '../../stores/storeModules';
import { resetSaleStores } from '../../stores/wizardStores';

const TITLE = 'Starting your enrollment';

/**
 * The transition page (product/pages.md#the-transition-page): where a public page's link that hands
 * the sale a session enters it. It starts a new sale (the sale's stores reset, the club kept),
 * takes the hand-over into the stores, and replaces itself with initialize and the link's other
 * parameters, so Back never returns here and the store values leave the address.
 */
export function TransitionPage() {
  const search = useRawSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    const link: QueryRecord = Object.fromEntries(new URLSearchParams(search));
    resetSaleStores();
    void applyStoreModules(saleHandOver(link)).then(() =>
      navigate(transitionOnwardUrl(link), { replace: true }),
    );
  }, [search, navigate]);
  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <Spinner label="Getting your enrollment ready" showLabel />
    </>
  );
}
