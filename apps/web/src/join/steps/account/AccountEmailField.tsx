import { TextField, type TextFieldProps } from '../../../ui/TextField';
import { EMAIL_LABEL } from './GetStartedStep';

/**
 * The email get started took, on create account and log in
 * (product/accounts-and-sign-in.md#get-started): shown read-only, and named the username so
 * password managers save or fill the password for it.
 */
export function AccountEmailField(
  props: Omit<TextFieldProps, 'label' | 'type' | 'readOnly' | 'autoComplete'>,
) {
  return <TextField label={EMAIL_LABEL} type="email" readOnly autoComplete="username" {...props} />;
}
