import { useState } from 'react';
import { listInterestOptions } from '@clubjoin/domain/catalog/listInterestOptions';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { WizardFrame } from '../frame/WizardFrame';
import { WizardNavigation } from '../frame/WizardNavigation';
import { useGoTo } from '../navigation/useGoTo';
import { interestsStore } from '../stores/interestsStore';
import { membershipStore, setInterests } from '../stores/membershipStore';
import { wizardFlowState } from '../stores/wizardFlowState';
import styles from './InterestsStep.module.css';

/**
 * Interests (product/membership-and-promotions.md#interests): a checkbox list of the club's
 * interests as the domain filters and completes them
 * (product/membership-and-promotions.md#interests), a skip button and a next button. Next stores
 * the ticked interests, skip clears them; both go on. The domain drops this step from every flow
 * (product/wizard.md#steps-each-flow-drops), so only a person going back from a later step arrives
 * here.
 */
export function InterestsStep() {
  const results = interestsStore((state) => state.results);
  const membership = membershipStore();
  const goTo = useGoTo();
  const [chosen, setChosen] = useState(
    () => new Set(membership.interests.map((interest) => interest.displayName)),
  );
  const options = listInterestOptions(results);
  const next = nextMove(wizardFlowState(membership), 'interests');

  const toggle = (displayName: string, checked: boolean) => {
    const updated = new Set(chosen);
    if (checked) updated.add(displayName);
    else updated.delete(displayName);
    setChosen(updated);
  };

  return (
    <WizardFrame step="interests">
      <fieldset className={styles.choices}>
        <legend className={styles.question}>
          What are you interested in? Choose any that apply.
        </legend>
        {options.map((option) => (
          <Checkbox
            key={option.displayName}
            label={option.displayName}
            checked={chosen.has(option.displayName)}
            onChange={(event) => toggle(option.displayName, event.target.checked)}
          />
        ))}
      </fieldset>
      <WizardNavigation
        step="interests"
        beforeNext={() =>
          setInterests(
            options
              .filter((option) => chosen.has(option.displayName))
              .map(({ displayName }) => ({ displayName })),
          )
        }
      >
        {next && (
          <Button
            variant="secondary"
            onClick={() => {
              setInterests([]);
              goTo(next.target);
            }}
          >
            Skip
          </Button>
        )}
      </WizardNavigation>
    </WizardFrame>
  );
}
