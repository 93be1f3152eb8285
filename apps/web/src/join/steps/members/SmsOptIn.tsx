import type { Ref } from 'react';
import { useId, useState } from 'react';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Modal } from '../../../ui/Modal';
import styles from './SmsOptIn.module.css';

/** The modal's choices (product/member-forms.md#text-message-opt-in), verbatim. */
const UNDER_18_LABEL = 'I am under 18';
const OVER_18_OPT_IN_LABEL = 'Over 18, Opt-In';

export interface SmsOptInProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The domain's message when the opt-in cannot stand (under 18 by the date of birth). */
  error?: string | undefined;
  name: string;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The text-message opt-in of the primary member (product/member-forms.md#text-message-opt-in):
 * ticking it opens a modal asking for the age the program requires; 'I am under 18' clears the
 * opt-in, 'Over 18, Opt-In' keeps it. Closing the modal any other way (Escape) gives no consent, so
 * it clears too. The text program terms are a link beside the box and in the modal, opening in a
 * new tab so the form stays.
 */
export function SmsOptIn({ checked, onChange, error, name, inputRef }: SmsOptInProps) {
  const [asking, setAsking] = useState(false);
  const errorId = useId();
  const answer = (optIn: boolean) => {
    onChange(optIn);
    setAsking(false);
  };
  const termsLink = (
    <a href={OTHER_APP_PAGES.textProgramTerms} target="_blank" rel="noopener">
      Text program terms (opens in a new tab)
    </a>
  );
  return (
    <div className={styles.optIn}>
      <Checkbox
        ref={inputRef}
        name={name}
        label="Send me text messages about my membership"
        description="Message and data rates may apply. Reply STOP to opt out."
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-errormessage={error ? errorId : undefined}
        onChange={(event) => {
          if (event.target.checked) {
            onChange(true);
            setAsking(true);
          } else {
            onChange(false);
          }
        }}
      />
      <p className={styles.terms}>{termsLink}</p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Modal
        open={asking}
        title="Text message program"
        onClose={() => answer(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => answer(false)}>
              {UNDER_18_LABEL}
            </Button>
            <Button onClick={() => answer(true)}>{OVER_18_OPT_IN_LABEL}</Button>
          </>
        }
      >
        <p>
          Text messages are for members 18 or older, or with a parent’s or guardian’s permission.
          Consent is not a condition of purchase.
        </p>
        <p>{termsLink}</p>
      </Modal>
    </div>
  );
}
