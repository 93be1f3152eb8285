import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginResponse } from '@clubjoin/contract/auth';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { loginOutcome, loginProblemMessage } from '@clubjoin/domain/accounts/loginResult';
import { loginFormSchema } from '@clubjoin/domain/validation/accountForms';
import type { z } from 'zod';
import { Button } from '../ui/Button';
import { PasswordField } from '../ui/PasswordField';
import { PRODUCT_NAME } from '../brand/productName';
import { TextField } from '../ui/TextField';

export interface SignInFormProps {
  /** The page's heading and title. */
  title: string;
  /** Sends the login: the sale flow's for a member, the gateway's for a team member. */
  logIn: (credentials: { email: string; password: string }) => Promise<LoginResponse>;
  onSignedIn: () => void | Promise<void>;
}

/**
 * A sign-in page's form (product/accounts-and-sign-in.md#log-in): email and password checked by
 * the login form's rules; a refused login shows under the field its status names, in the login's
 * words, and a call that fails shows the unexpected-error message under the password.
 */
export function SignInForm({ title, logIn, onSignedIn }: SignInFormProps) {
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit(async (credentials) => {
    setBusy(true);
    try {
      const answer = await logIn(credentials);
      const outcome = loginOutcome(answer.status, MEMBER_SERVICES_PHONE);
      if (outcome.ok) {
        await onSignedIn();
        return;
      }
      setError(outcome.slot, { message: answer.message ?? outcome.message }, { shouldFocus: true });
    } catch {
      setError(
        'password',
        { message: loginProblemMessage('unexpectedError', MEMBER_SERVICES_PHONE) },
        { shouldFocus: true },
      );
    } finally {
      setBusy(false);
    }
  });
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <h1>{title}</h1>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Email address"
          type="email"
          autoComplete="username"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </form>
    </>
  );
}
