import { ACCOUNT_BINDING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { Button } from '../../ui/Button';
import { useGoTo } from '../navigation/useGoTo';
import { showStageRefusal, stageRefusalStore } from '../stores/stageRefusal';
import styles from './CouponWarning.module.css';

/**
 * Why the membership could not be staged for its account
 * (product/accounts-and-sign-in.md#accounts-and-proof: an account is bound by proof alone), with
 * the way on: log in from Get Started, or, when the primary member's email is another account's,
 * change that email.
 */
export function StageRefusalNotice() {
  const refusal = stageRefusalStore((state) => state.refusal);
  const goTo = useGoTo();
  if (refusal === undefined) return null;
  const go = (step: 'getStarted' | 'primaryMemberInfo') => {
    showStageRefusal(undefined);
    goTo({ kind: 'step', step });
  };
  return (
    <div className={styles.warning} role="alert">
      <p>{ACCOUNT_BINDING_MESSAGES[refusal]}</p>
      <Button variant="secondary" onClick={() => go('getStarted')}>
        Log in
      </Button>
      {refusal === 'emailHasAccount' && (
        <Button variant="secondary" onClick={() => go('primaryMemberInfo')}>
          Change the email
        </Button>
      )}
    </div>
  );
}
