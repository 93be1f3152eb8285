import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { gatewayLogin } from '@clubjoin/contract/auth';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { loginOutcome, loginProblemMessage } from '@clubjoin/domain/accounts/loginResult';
import { PORTAL_HOME_PATH } from '@clubjoin/domain/staff/portalNavigation';
import { loginFormSchema } from '@clubjoin/domain/validation/accountForms';
import type { z } from 'zod';
import { trackedCall } from '../api/trackedCall';
import { Button } from '../ui/Button';
import { PasswordField } from '../ui/PasswordField';
import { PRODUCT_NAME } from '../ui/productName';
import { TextField } from '../ui/TextField';
import { navigationQuery, selfQuery } from './portalQueries';

const TITLE = 'Team member login';

/**
 * The team-member login (product/team-portal.md#staff-sign-in-and-authorize): the gateway login
 * with type employee; a failure shows under the field its status names, in the login's words; a
 * success opens the portal's dashboard.
 */
export function TeamLoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof loginFormSchema>>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      const answer = await trackedCall(
        gatewayLogin,
        { body: { username: email, password, type: 'employee' } },
        { handled: () => true },
      );
      const outcome = loginOutcome(answer.status, MEMBER_SERVICES_PHONE);
      if (outcome.ok) {
        // Whoever was signed in before in this browser is forgotten.
        queryClient.removeQueries({ queryKey: selfQuery().queryKey });
        queryClient.removeQueries({ queryKey: navigationQuery().queryKey });
        await navigate(PORTAL_HOME_PATH);
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
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
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
