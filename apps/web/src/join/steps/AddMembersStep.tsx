import {
  JUNIOR_COUNTER_LIMITS,
  MAX_ADULTS,
  adultCounterLimits,
} from '@clubjoin/domain/wizard/quantities';
import { pushDataLayer } from '../../analytics/dataLayer';
import { Counter } from '../../ui/Counter';
import { WizardFrame } from '../frame/WizardFrame';
import { WizardNavigation } from '../frame/WizardNavigation';
import { clubStore } from '../stores/clubStore';
import { membershipStore, setQuantities } from '../stores/membershipStore';
import { productStore } from '../stores/productStore';

/** The junior-access note (01 §5: shown when the club's juniorAccess is No; our wording). */
export const JUNIOR_ACCESS_NOTE = 'Junior members do not have access to this club.';

/**
 * Add Members (01 §2, §5): the adult and junior counters with the domain's limits, then back and
 * move forward. The adult maximum is the largest quantity among the club's default products when
 * the product store holds them, else the 6 adults the wizard has steps for (01 §9). Each add or
 * remove pushes an add_member or remove_member event with the new count (01 §4 "Quantities").
 */
export function AddMembersStep() {
  const { adults, juniors } = membershipStore((state) => state.quantities);
  const juniorAccess = clubStore((state) => state.club?.juniorAccess);
  const products = productStore((state) => state.defaultProduct?.clubProduct.products);
  const adultLimits = adultCounterLimits(
    products?.map((product) => product.quantity) ?? [MAX_ADULTS],
  );

  const change = (memberType: 'adult' | 'junior', before: number, quantity: number) => {
    if (memberType === 'adult') setQuantities(quantity, juniors);
    else setQuantities(adults, quantity);
    pushDataLayer({
      event: quantity > before ? 'add_member' : 'remove_member',
      memberType,
      quantity,
    });
  };

  return (
    <WizardFrame step="addMembers">
      <p>Choose how many adults and juniors will be on the membership.</p>
      <Counter
        label="Adults"
        hint="Ages 14 and up"
        value={adults}
        limits={adultLimits}
        onChange={(quantity) => change('adult', adults, quantity)}
        addLabel="Add an adult"
        removeLabel="Remove an adult"
      />
      <Counter
        label="Juniors"
        hint={
          <>
            Ages 3 months to 13 years
            {juniorAccess === 'No' && (
              <>
                <br />
                <strong>{JUNIOR_ACCESS_NOTE}</strong>
              </>
            )}
          </>
        }
        value={juniors}
        limits={JUNIOR_COUNTER_LIMITS}
        onChange={(quantity) => change('junior', juniors, quantity)}
        addLabel="Add a junior"
        removeLabel="Remove a junior"
      />
      <WizardNavigation step="addMembers" />
    </WizardFrame>
  );
}
