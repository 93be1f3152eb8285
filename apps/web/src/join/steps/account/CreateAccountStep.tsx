import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmployeeId, reserveIdentity } from '@clubjoin/contract/identity';
import { createAccountFormSchema } from '@clubjoin/domain/validation/accountForms';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_CHARACTER_CLASSES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '@clubjoin/domain/validation/password';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { ApiError } from '../../../api/ApiError';
import { trackedCall } from '../../../api/trackedCall';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/PasswordField';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useGoTo } from '../../navigation/useGoTo';
import { storeReservedIdentity } from '../../stores/memberAccount';
import { membershipStore } from '../../stores/membershipStore';
import { wizardFlowState } from '../../stores/wizardFlowState';
import { AccountEmailField } from './AccountEmailField';
import styles from './AccountForm.module.css';

const CREATE_ACCOUNT_INTRO = 'Create a password for your new account.';
const NEW_PASSWORD_LABEL = 'Password';

/**
 * The text of password rules (product/accounts-and-sign-in.md#create-account), from the rules
 * themselves (product/accounts-and-sign-in.md#create-account).
 */
const PASSWORD_RULES_TEXT =
  `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, no spaces, and at least ` +
  `${PASSWORD_MIN_CHARACTER_CLASSES} of these: an uppercase letter, a lowercase letter, a number ` +
  `(0-9), a special character (${PASSWORD_SPECIAL_CHARACTERS}). It cannot match your email address.`;

interface CreateAccountForm {
  email: string;
  password: string;
}

/** The form field a reservation's bad body field shows under. */
const FORM_FIELD_OF: Readonly<Record<string, keyof CreateAccountForm>> = {
  'body.username': 'email',
  'body.password': 'password',
};

/** Failures of the reservation shown under the form's fields: bad input, a username taken. */
const showsUnderField = (error: ApiError) => error.status === 400 || error.status === 409;

/**
 * Create account (product/accounts-and-sign-in.md#create-account): the email from get started shown
 * read-only, a new password with the show-password checkbox and the rules text, each password
 * message shown as the person types. Next reserves the identity (again with the earlier
 * reservation's party id and update token, so coming back to change the password keeps one
 * account), stores it and moves on.
 */
export function CreateAccountStep() {
  const account = membershipStore((state) => state.memberAccount);
  const employeeId = membershipStore((state) => state.options.employeeId);
  const label = nextMove(wizardFlowState(membershipStore()), 'createAccount')?.label;
  const goTo = useGoTo();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<CreateAccountForm>({
    resolver: zodResolver(createAccountFormSchema),
    mode: 'onChange',
    defaultValues: { email: account?.username ?? '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    const reservation =
      account?.existing === false && account.partyId && account.updateToken
        ? { partyId: account.partyId, updateToken: account.updateToken }
        : {};
    const employee = EmployeeId.safeParse(String(employeeId ?? ''));
    setSaving(true);
    try {
      const reserved = await trackedCall(
        reserveIdentity,
        {
          body: {
            username: email,
            password,
            ...reservation,
            ...(employee.success ? { employeeId: employee.data } : {}),
          },
        },
        // A new key per attempt: a lost answer repeated with it answers the same party id.
        { handled: showsUnderField, headers: { 'Idempotency-Key': crypto.randomUUID() } },
      );
      storeReservedIdentity({ username: email, ...reserved });
      const next = nextMove(wizardFlowState(membershipStore.getState()), 'createAccount');
      if (next) goTo(next.target);
    } catch (error) {
      if (error instanceof ApiError && showsUnderField(error)) showUnderFields(error);
    } finally {
      setSaving(false);
    }
  });

  /** The service's messages under their fields; one naming no field of the form goes under the email. */
  const showUnderFields = (error: ApiError) => {
    const placed = error.fields.filter((field) => FORM_FIELD_OF[field.field] !== undefined);
    if (placed.length === 0) setError('email', { message: error.message }, { shouldFocus: true });
    placed.forEach(({ field, message }, index) => {
      setError(FORM_FIELD_OF[field] ?? 'email', { message }, { shouldFocus: index === 0 });
    });
  };

  return (
    <WizardFrame step="createAccount">
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{CREATE_ACCOUNT_INTRO}</p>
        <AccountEmailField error={formState.errors.email?.message} {...register('email')} />
        <PasswordField
          label={NEW_PASSWORD_LABEL}
          hint={PASSWORD_RULES_TEXT}
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <WizardNavigation step="createAccount" showNext={false}>
          {label && (
            <Button type="submit" loading={saving}>
              {label}
            </Button>
          )}
        </WizardNavigation>
      </form>
    </WizardFrame>
  );
}
