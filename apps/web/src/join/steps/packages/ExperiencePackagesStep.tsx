import type { PackageCard as PackageCardData } from '@clubjoin/contract/product';
import { getProductPromotions } from '@clubjoin/contract/product';
import { isLoading } from '@clubjoin/domain/calls/loadingCounter';
import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import type { z } from 'zod';
import { callTracker } from '../../../api/callTracker';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useGoNext } from '../../navigation/useGoNext';
import { choosePackage } from '../../stores/choosePackage';
import { clubStore } from '../../stores/clubStore';
import { couponStore, validCouponCode } from '../../stores/couponStore';
import { membershipStore } from '../../stores/membershipStore';
import styles from './ExperiencePackagesStep.module.css';

type Package = z.infer<typeof PackageCardData>;

/** The skip button (the spec names "a skip button", product/membership-and-promotions.md#experience-packages). */
const SKIP_LABEL = 'Skip';
/** The mark of a recommended package (our wording for isRecommended). */
const RECOMMENDED_TEXT = 'Recommended';
/** Shown when no package is offered any more (our wording). */
const NO_PACKAGES_TEXT = 'No experience packages are offered with this membership.';

interface PackageCardProps {
  pkg: Package;
  currency: Currency;
  disabled: boolean;
  onSelect: () => void;
}

/**
 * One package card (product/membership-and-promotions.md#experience-packages): its name, type,
 * price (admin plus enrollment fee), value, awards, a mark when recommended, and the button that
 * selects it, named with the package for a screen reader.
 */
function PackageCard({ pkg, currency, disabled, onSelect }: PackageCardProps) {
  return (
    <Card
      title={pkg.name}
      footer={
        <Button disabled={disabled} onClick={onSelect}>
          Select<VisuallyHidden> {pkg.name}</VisuallyHidden>
        </Button>
      }
    >
      {pkg.isRecommended && <p className={styles.recommended}>{RECOMMENDED_TEXT}</p>}
      <p className={styles.kind}>{pkg.type}</p>
      <p>
        <span className={styles.amount}>{formatMoney(pkg.price, currency)}</span> to join, a{' '}
        {formatMoney(pkg.value, currency)} value
      </p>
      <ul className={styles.awards}>
        {pkg.awards.map((award) => (
          <li key={award.title}>
            <h3 className={styles.awardTitle}>{award.title}</h3>
            <p>{award.description}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Experience packages (product/membership-and-promotions.md#experience-packages): the packages
 * offered with the chosen product type, in the recommended order the product service gives, as
 * cards with a skip button. Selecting one makes its promotion the product's and goes on to the
 * summary, which updates the cart; Skip keeps the promotion the sale has without a package.
 */
export function ExperiencePackagesStep() {
  const clubId = clubStore((state) => state.club?.mmsClubId);
  const coupon = couponStore(validCouponCode);
  const productType = membershipStore((state) => state.product?.productType);
  const promotionName = membershipStore((state) => state.options.promotionName);
  const busy = callTracker((state) => isLoading(state.loadingCount));
  const goNext = useGoNext('experiencePackages');
  const offer = useTrackedQuery(
    getProductPromotions,
    clubId === undefined || productType === undefined
      ? undefined
      : { params: { clubId, type: productType }, query: { coupon } },
  ).data;

  const choose = (pkg: Package | undefined) => {
    if (!offer) return;
    choosePackage(pkg, selectedPromotion(offer.promotions, promotionName));
    goNext();
  };

  return (
    <WizardFrame step="experiencePackages">
      {offer && offer.packages.length === 0 && <p>{NO_PACKAGES_TEXT}</p>}
      {offer && offer.packages.length > 0 && (
        <ul className={styles.packages}>
          {offer.packages.map((pkg) => (
            <li key={pkg.mmsPromotionCode}>
              <PackageCard
                pkg={pkg}
                currency={offer.currency}
                disabled={busy}
                onSelect={() => choose(pkg)}
              />
            </li>
          ))}
        </ul>
      )}
      <WizardNavigation step="experiencePackages" showNext={false}>
        <Button variant="secondary" disabled={busy || !offer} onClick={() => choose(undefined)}>
          {SKIP_LABEL}
        </Button>
      </WizardNavigation>
    </WizardFrame>
  );
}
