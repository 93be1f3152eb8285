import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountExists } from '@clubjoin/contract/identity';
import { getStartedFormSchema } from '@clubjoin/domain/validation/accountForms';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { trackedCall } from '../../../api/trackedCall';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useGoTo } from '../../navigation/useGoTo';
import {
  resetMemberAccount,
  storeGetStartedAccount,
  storeRejoinMembership,
} from '../../stores/memberAccount';
import { membershipStore } from '../../stores/membershipStore';
import { wizardFlowState } from '../../stores/wizardFlowState';
import styles from './AccountForm.module.css';
import { checkExistingMembership } from './membershipCheck';

/**
 * What get started asks (our wording for its one email field,
 * product/accounts-and-sign-in.md#get-started).
 */
const GET_STARTED_INTRO =
  'Enter your email address. If you have an account with us, you can use it to join.';
export const EMAIL_LABEL = 'Email address';

interface GetStartedForm {
  email: string;
}

/**
 * Get started (product/accounts-and-sign-in.md#get-started): one email field, checked with the
 * domain's rules; then whether an account exists for it. The answer is stored (resetting what was
 * entered for another account when the existence changed), and in the rejoin flow the SSO session's
 * membership is validated, its refusal shown under the email. Next is the domain's: log in for an
 * account, create one otherwise.
 */
export function GetStartedStep() {
  const storedEmail = membershipStore((state) => state.memberAccount?.username ?? '');
  const label = nextMove(wizardFlowState(membershipStore()), 'getStarted')?.label;
  const goTo = useGoTo();
  const [checking, setChecking] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<GetStartedForm>({
    resolver: zodResolver(getStartedFormSchema),
    defaultValues: { email: storedEmail },
  });

  const submit = handleSubmit(async ({ email }) => {
    setChecking(true);
    try {
      const { exists } = await trackedCall(accountExists, { body: { emailAddress: email } });
      storeGetStartedAccount(email, exists);
      const state = membershipStore.getState();
      if (state.rejoin && state.memberAccount?.existing) {
        const check = await checkExistingMembership(email, {
          rejoin: true,
          flows: state.membershipDescriptor.flows,
        });
        if (check.kind === 'failed') return;
        if (check.kind === 'refused') {
          resetMemberAccount();
          setError('email', { message: check.message }, { shouldFocus: true });
          return;
        }
        if (check.kind === 'rejoinable') storeRejoinMembership(check.membership);
      }
      const next = nextMove(wizardFlowState(membershipStore.getState()), 'getStarted');
      if (next) goTo(next.target);
    } catch {
      // The failed call holds its error: the error modal tells the person.
    } finally {
      setChecking(false);
    }
  });

  return (
    <WizardFrame step="getStarted">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{GET_STARTED_INTRO}</p>
        <TextField
          label={EMAIL_LABEL}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <WizardNavigation step="getStarted" showNext={false}>
          {label && (
            <Button type="submit" loading={checking}>
              {label}
            </Button>
          )}
        </WizardNavigation>
      </form>
    </WizardFrame>
  );
}
