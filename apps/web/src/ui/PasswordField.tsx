import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { TextField, type TextFieldProps } from './TextField';

/**
 * The show-password checkbox's label (product/accounts-and-sign-in.md#create-account: a
 * show-password checkbox).
 */
const SHOW_PASSWORD_LABEL = 'Show password';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with the show-password checkbox of
 * product/accounts-and-sign-in.md#create-account: ticked, the password shows as text (without
 * spelling checks or capitals, which would change or leak it); unticked, it is masked again. Give
 * `autoComplete` ('current-password' or 'new-password') so password managers fill or save it.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <TextField
        {...props}
        type={shown ? 'text' : 'password'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <Checkbox
        label={SHOW_PASSWORD_LABEL}
        checked={shown}
        onChange={(event) => setShown(event.target.checked)}
      />
    </div>
  );
}
