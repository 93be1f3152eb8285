import {
  JUNIOR_COUNTER_LIMITS,
  MAX_ADULTS,
  adultCounterLimits,
} from '@clubjoin/domain/wizard/quantities';
import { currencyForCountry } from '@clubjoin/domain/money/currency';
import { MEMBER_AGES } from '@clubjoin/domain/validation/ages';
import { pushDataLayer } from '../../analytics/dataLayer';
import { Counter } from '../../ui/Counter';
import { WizardFrame } from '../frame/WizardFrame';
import { WizardNavigation } from '../frame/WizardNavigation';
import { clubStore } from '../stores/clubStore';
import { membershipStore, setQuantities } from '../stores/membershipStore';
import { poolPassStore } from '../stores/poolPassStore';
import { productStore } from '../stores/productStore';
import { PoolPassModal } from './PoolPassModal';
import { answerPoolPass, usePoolPassOffer } from './usePoolPassOffer';

/**
 * The junior-access note (product/membership-and-promotions.md#adults-and-juniors: shown when the
 * club's juniorAccess is No; our wording).
 */
export const JUNIOR_ACCESS_NOTE = 'Junior members do not have access to this club.';

/**
 * Add Members (product/membership-and-promotions.md#adults-and-juniors): the adult and junior
 * counters with the domain's limits, then back and move forward. The adult maximum is the largest
 * quantity among the club's default products when the product store holds them, else the 6 adults
 * the wizard has steps for (product/membership-and-promotions.md#adults-and-juniors). Each add or
 * remove pushes an add_member or remove_member event with the new count
 * (product/membership-and-promotions.md#adults-and-juniors). While the club's pool-pass season is
 * active, the summer pool-pass pop-up asks once whether to add it
 * (product/add-ons-and-pool-pass.md#pool-pass-offer, #pool-pass-season).
 */
export function AddMembersStep() {
  const { adults, juniors } = membershipStore((state) => state.quantities);
  const club = clubStore((state) => state.club);
  const juniorAccess = club?.juniorAccess;
  usePoolPassOffer(club?.mmsClubId);
  const { poolPass, isPoolPass } = poolPassStore();
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
        hint={MEMBER_AGES.adult}
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
            {MEMBER_AGES.junior}
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
      {club && poolPass.kind === 'offered' && (
        <PoolPassModal
          open={poolPass.active && isPoolPass === undefined}
          clubName={club.marketingClubName}
          adult={poolPass.adult}
          junior={poolPass.junior}
          currency={currencyForCountry(club.country)}
          onAnswer={answerPoolPass}
        />
      )}
    </WizardFrame>
  );
}
