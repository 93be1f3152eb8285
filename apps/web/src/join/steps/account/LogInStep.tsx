import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { login, logout } from '@clubjoin/contract/auth';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { loginOutcome, loginProblemMessage } from '@clubjoin/domain/accounts/loginResult';
import { toPhoneDigits } from '@clubjoin/domain/validation/phoneNumber';
import { loginFormSchema } from '@clubjoin/domain/validation/accountForms';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { ApiError } from '../../../api/ApiError';
import { trackedCall } from '../../../api/trackedCall';
import { sendLog } from '../../../api/sendLog';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/PasswordField';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useGoTo } from '../../navigation/useGoTo';
import { resetMemberAccount, storeSignedInAccount } from '../../stores/memberAccount';
import { membershipStore } from '../../stores/membershipStore';
import { wizardFlowState } from '../../stores/wizardFlowState';
import { AccountEmailField } from './AccountEmailField';
import { ResendActivation } from './ResendActivation';
import styles from './AccountForm.module.css';
import { checkExistingMembership } from './membershipCheck';

/**
 * product/accounts-and-sign-in.md#log-in: the page tells the person an account is recognised for
 * the shown username.
 */
function logInIntro(username: string): string {
  return `We recognised an account for ${username}. Enter its password to use your previous account information.`;
}
const PASSWORD_LABEL = 'Password';
/**
 * The forgot-password link (product/accounts-and-sign-in.md#log-in). No password-reset page exists,
 * so it calls member services, the number the login messages give for every account problem
 * (product/accounts-and-sign-in.md#login-problems).
 */
const FORGOT_PASSWORD_TEXT = `Forgot your password? Call ${MEMBER_SERVICES_PHONE}`;

interface LogInForm {
  email: string;
  password: string;
}

/**
 * A failed login as the form shows it (product/accounts-and-sign-in.md#login-problems): a message
 * under the email or the password.
 */
interface LoginFailure {
  slot: 'email' | 'password';
  message: string;
  /** The account awaits activation: the page offers to resend the activation email. */
  notActivated?: boolean;
}

/**
 * The failure of a login call that got no status: the service's message when it refused the
 * attempt (429 too many attempts, 400 bad input), else the unexpected error; under the password.
 */
function failureOfCall(error: unknown): LoginFailure {
  const refused = error instanceof ApiError && (error.status === 429 || error.status === 400);
  return {
    slot: 'password',
    message: refused
      ? error.message
      : loginProblemMessage('unexpectedError', MEMBER_SERVICES_PHONE),
  };
}

/**
 * Log in (product/accounts-and-sign-in.md#log-in, #login-problems): the recognised username
 * read-only, the password with the show-password checkbox and the forgot-password link. Next logs
 * in (errors stay on the page, under the field the status names, and are logged as warnings), then
 * initialises the account with membership validation: a membership that may not be rejoined shows
 * its status's message, resets what was entered and ends the session; otherwise the account (and
 * its previous members) is stored and the wizard moves on.
 */
export function LogInStep() {
  const username = membershipStore((state) => state.memberAccount?.username ?? '');
  const label = nextMove(wizardFlowState(membershipStore()), 'logIn')?.label;
  const goTo = useGoTo();
  const [signingIn, setSigningIn] = useState(false);
  const [notActivated, setNotActivated] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<LogInForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: username, password: '' },
  });

  const fail = ({ slot, message }: LoginFailure) => {
    sendLog({ level: 'warning', message: `Login failed: ${message}` });
    setError(slot, { message }, { shouldFocus: true });
  };

  const signIn = async (email: string, password: string): Promise<string | LoginFailure> => {
    try {
      const answer = await trackedCall(
        login,
        { body: { username: email, password, type: 'customer' } },
        // product/accounts-and-sign-in.md#log-in: the sale-flow login's errors are suppressed; the
        // form shows them.
        { handled: () => true },
      );
      const outcome = loginOutcome(answer.status, MEMBER_SERVICES_PHONE);
      if (outcome.ok && answer.partyId !== null) return answer.partyId;
      if (outcome.ok) return failureOfCall(undefined);
      return {
        slot: outcome.slot,
        message: answer.message ?? outcome.message,
        notActivated: outcome.problem === 'accountNotActivated',
      };
    } catch (error) {
      return failureOfCall(error);
    }
  };

  const submit = handleSubmit(async ({ email, password }) => {
    setSigningIn(true);
    try {
      const partyId = await signIn(email, password);
      setNotActivated(typeof partyId !== 'string' && partyId.notActivated === true);
      if (typeof partyId !== 'string') return fail(partyId);
      const state = membershipStore.getState();
      const check = await checkExistingMembership(email, {
        rejoin: state.rejoin,
        flows: state.membershipDescriptor.flows,
      });
      if (check.kind === 'failed') return;
      if (check.kind === 'refused') {
        resetMemberAccount();
        // The session was for joining with this membership; it cannot be used, so it ends.
        await trackedCall(logout, {}).catch(() => undefined);
        setError(check.slot, { message: check.message }, { shouldFocus: true });
        return;
      }
      storeSignedInAccount({
        username: email,
        partyId,
        membership: check.kind === 'rejoinable' ? check.membership : undefined,
      });
      const next = nextMove(wizardFlowState(membershipStore.getState()), 'logIn');
      if (next) goTo(next.target);
    } finally {
      setSigningIn(false);
    }
  });

  return (
    <WizardFrame step="logIn">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {username && <p className={styles.intro}>{logInIntro(username)}</p>}
        <AccountEmailField error={formState.errors.email?.message} {...register('email')} />
        {notActivated && <ResendActivation email={username} />}
        <PasswordField
          label={PASSWORD_LABEL}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <p className={styles.forgot}>
          <a href={`tel:+1${toPhoneDigits(MEMBER_SERVICES_PHONE)}`}>{FORGOT_PASSWORD_TEXT}</a>
        </p>
        <WizardNavigation step="logIn" showNext={false}>
          {label && (
            <Button type="submit" loading={signingIn}>
              {label}
            </Button>
          )}
        </WizardNavigation>
      </form>
    </WizardFrame>
  );
}
