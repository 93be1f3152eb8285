import { getProductTypeAddOnBundles } from '@clubjoin/contract/product';
import { isLoading } from '@clubjoin/domain/calls/loadingCounter';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import { callTracker } from '../../../api/callTracker';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useGoNext } from '../../navigation/useGoNext';
import type { ChosenAddOnBundle } from '../../stores/chooseAddOnBundle';
import { chooseAddOnBundle } from '../../stores/chooseAddOnBundle';
import { clubStore } from '../../stores/clubStore';
import { couponStore, validCouponCode } from '../../stores/couponStore';
import { membershipStore } from '../../stores/membershipStore';
import { AddOnBundleCard } from './AddOnBundleCard';
import styles from './AddOnsStep.module.css';

/**
 * The decline button (our wording: the spec names "a decline button",
 * product/add-ons-and-pool-pass.md#add-on-bundles).
 */
const DECLINE_LABEL = 'No thanks';
/** Shown when the membership has no add-on offered (our wording). */
const NO_ADD_ONS_TEXT = 'No add-ons are offered with this membership.';

/**
 * The add-on bundles offered with the chosen product type that apply to the members chosen
 * (product/add-ons-and-pool-pass.md#add-on-bundles; issue 21: none for kids without a junior). A
 * failure has opened the error modal; the step then shows no bundle.
 */
function useAddOnBundles(
  clubId: string | undefined,
  productType: ProductType | undefined,
  coupon: string | undefined,
  juniors: number,
) {
  const offer = useTrackedQuery(
    getProductTypeAddOnBundles,
    clubId === undefined || productType === undefined
      ? undefined
      : {
          params: { clubId, type: productType },
          query: { coupon, juniorQuantity: String(juniors) },
        },
  );
  return offer.data;
}

/**
 * Add-on products (product/add-ons-and-pool-pass.md#add-on-bundles, #choosing-an-add-on): the
 * bundles offered with the chosen membership as cards with a details modal; choosing one replaces
 * any previous add-on and moves on, declining clears add-ons and moves on.
 */
export function AddOnsStep() {
  const clubId = clubStore((state) => state.club?.mmsClubId);
  const coupon = couponStore(validCouponCode);
  const productType = membershipStore((state) => state.product?.productType);
  const juniors = membershipStore((state) => state.quantities.juniors);
  const busy = callTracker((state) => isLoading(state.loadingCount));
  const goNext = useGoNext('addOns');
  const offer = useAddOnBundles(clubId, productType, coupon, juniors);

  const choose = (bundle: ChosenAddOnBundle | undefined) => {
    chooseAddOnBundle(bundle);
    goNext();
  };

  return (
    <WizardFrame step="addOns">
      {offer && offer.bundles.length === 0 && <p>{NO_ADD_ONS_TEXT}</p>}
      {offer && offer.bundles.length > 0 && (
        <div className={styles.bundles}>
          {offer.bundles.map((bundle) => (
            <AddOnBundleCard
              key={bundle.bundleId}
              bundle={bundle}
              currency={offer.currency}
              disabled={busy}
              onChoose={() => choose(bundle)}
            />
          ))}
        </div>
      )}
      <WizardNavigation step="addOns" showNext={false}>
        <Button variant="secondary" disabled={busy} onClick={() => choose(undefined)}>
          {DECLINE_LABEL}
        </Button>
      </WizardNavigation>
    </WizardFrame>
  );
}
