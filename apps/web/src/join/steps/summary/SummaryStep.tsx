import { useCallback, useEffect, useRef, useState } from 'react';
import { membershipPriceTitle } from '@clubjoin/domain/pricing/chargeTermsTexts';
import { priceDetails } from '@clubjoin/domain/pricing/priceDetails';
import { isCanceledRequest } from '../../../api/ApiError';
import { Button } from '../../../ui/Button';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { saleChargeTerms } from '../../frame/saleChargeTerms';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import type { SavedMembershipCart } from '../../useCases/saveMembershipCart';
import { CartNotReady, saveMembershipCart } from '../../useCases/saveMembershipCart';
import { PriceSummary, PriceSummarySkeleton, salePlan } from './PriceSummary';
import styles from './SummaryStep.module.css';

/** The step's texts where the spec gives none (our wording). */
const NO_MEMBERSHIP_TEXT = 'Choose a membership to see its summary.';
const PRICING_FAILED_TEXT = 'We could not price your membership.';
const TRY_AGAIN_LABEL = 'Try again';

type CartState =
  | { kind: 'saving' }
  | { kind: 'saved'; cart: SavedMembershipCart }
  | { kind: 'notReady' }
  | { kind: 'failed' };

/**
 * Saves the cart on arrival (product/cart.md#cart-lifecycle: the summary screen loads, then creates
 * or updates the cart) and again on request; leaving the step cancels a save under way, silently
 * (product/errors-and-messages.md#tracked-calls).
 */
function useSavedCart(): { cart: CartState; retry: () => void } {
  const [cart, setCart] = useState<CartState>({ kind: 'saving' });
  const running = useRef<AbortController | undefined>(undefined);
  const save = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    saveMembershipCart(controller.signal).then(
      (saved) => setCart({ kind: 'saved', cart: saved }),
      (error: unknown) => {
        if (isCanceledRequest(error)) return;
        // A failed call has opened the error modal already (trackedCall).
        setCart({ kind: error instanceof CartNotReady ? 'notReady' : 'failed' });
      },
    );
  }, []);
  useEffect(() => {
    save();
    return () => running.current?.abort();
  }, [save]);
  const retry = () => {
    setCart({ kind: 'saving' });
    save();
  };
  return { cart, retry };
}

/**
 * The membership summary (product/wizard.md#summary-panel, product/cart.md#cart-lifecycle,
 * product/pricing-and-dues.md#price-details): on arrival the cart is created or updated, a skeleton
 * holding the place of the prices until the cart service answers; then the dues worded by the
 * sale's charge terms (product/pricing-and-dues.md#charge-terms) and the fee lines due today, every figure from the cart service's answer in the club's currency. Move Forward
 * waits for the cart (product/membership-and-promotions.md#membership-cards: disabled while the
 * cart updates).
 */
export function SummaryStep() {
  const flows = membershipStore((state) => state.membershipDescriptor.flows);
  const productType = membershipStore((state) => state.product?.productType);
  const club = clubStore((state) => state.club);
  const { cart, retry } = useSavedCart();
  const terms = saleChargeTerms({ flows, productType, club });

  return (
    <WizardFrame step="membershipSummary">
      <div className={styles.prices} aria-busy={cart.kind === 'saving'}>
        {cart.kind === 'saving' && (
          <PriceSummarySkeleton monthlyTitle={membershipPriceTitle(terms.schedule)} />
        )}
        {cart.kind === 'saved' && (
          <PriceSummary
            details={priceDetails(cart.cart.summary, {
              pricingCase: cart.cart.pricingCase,
              terms,
              openDate: club?.openDate,
            })}
            currency={cart.cart.currency}
            plan={salePlan(cart.cart, terms.schedule)}
          />
        )}
        {cart.kind === 'notReady' && <p>{NO_MEMBERSHIP_TEXT}</p>}
        {cart.kind === 'failed' && (
          <div className={styles.failed}>
            <p>{PRICING_FAILED_TEXT}</p>
            <Button variant="secondary" onClick={retry}>
              {TRY_AGAIN_LABEL}
            </Button>
          </div>
        )}
      </div>
      <WizardNavigation step="membershipSummary" nextDisabled={cart.kind !== 'saved'} />
    </WizardFrame>
  );
}
