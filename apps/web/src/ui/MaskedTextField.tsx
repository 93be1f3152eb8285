import type { ChangeEvent, ClipboardEvent } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export interface MaskedTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange'> {
  value: string;
  /** The value as the mask shows it, after each keystroke or accepted paste. */
  onValueChange: (value: string) => void;
  /** The displayed form of whatever was typed (the domain's mask: phone, date of birth). */
  mask: (typed: string) => string;
  /**
   * Whether pasted text may go in; a refused paste leaves the field as it was
   * (product/member-forms.md#phone: Paste is blocked if invalid). Every paste is accepted when not
   * given.
   */
  acceptsPaste?: (pasted: string) => boolean;
  /** Told when a paste was refused, so the form can say why. */
  onPasteRefused?: () => void;
}

/**
 * A text field whose value follows a mask as it is typed: each change is shown through `mask`
 * ((###) ###-#### for a phone, MM/DD/YYYY for a date), and a paste the field cannot take is
 * refused whole rather than half kept.
 */
export function MaskedTextField({
  value,
  onValueChange,
  mask,
  acceptsPaste,
  onPasteRefused,
  ...field
}: MaskedTextFieldProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (acceptsPaste === undefined || acceptsPaste(event.clipboardData.getData('text'))) return;
    event.preventDefault();
    onPasteRefused?.();
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onValueChange(mask(event.currentTarget.value));
  return <TextField {...field} value={value} onChange={onChange} onPaste={onPaste} />;
}
