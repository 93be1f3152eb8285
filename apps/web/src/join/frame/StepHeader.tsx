import type { StepStatus } from '@clubjoin/domain/wizard/stepHeader';
import { stepHeader } from '@clubjoin/domain/wizard/stepHeader';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { membershipStore } from '../stores/membershipStore';
import { wizardFlowState } from '../stores/wizardFlowState';
import styles from './StepHeader.module.css';

/** How each status is read out beside the item's name. */
const STATUS_WORDS: Record<StepStatus, string> = {
  complete: 'complete',
  'in-progress': 'in progress',
  pending: 'pending',
};

/**
 * The step-list header of product/wizard.md#step-list: of Club Location, Members, Interests and
 * Membership, those the domain lists for the sale's flows, each marked in progress, complete or
 * pending by the domain; the item in progress is the current step.
 */
export function StepHeader({ step }: { step: WizardStep }) {
  const state = wizardFlowState(membershipStore());
  return (
    <nav aria-label="Enrollment steps">
      <ol className={styles.steps}>
        {stepHeader(state, step).map((item) => (
          <li
            key={item.label}
            className={`${styles.item} ${styles[item.status]}`}
            aria-current={item.status === 'in-progress' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.label}>
              {item.label}
              <VisuallyHidden>{`, ${STATUS_WORDS[item.status]}`}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
