import { useState } from 'react';
import { requestActivationEmail } from '@clubjoin/contract/identity';
import { ApiError } from '../../../api/ApiError';
import { trackedCall } from '../../../api/trackedCall';
import { Button } from '../../../ui/Button';
import styles from './AccountForm.module.css';

/**
 * The resend-activation link of a login refused as not activated
 * (product/accounts-and-sign-in.md#login-problems): asks for a new activation email and says what
 * happened in a polite live region. A refusal (too many requests) is told there too, never in the
 * error modal.
 */
export function ResendActivation({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState('');
  const resend = async () => {
    setSending(true);
    try {
      const answer = await trackedCall(
        requestActivationEmail,
        { body: { emailAddress: email } },
        { handled: (error) => error.status === 429 || error.status === 400 },
      );
      setSaid(answer.message);
    } catch (error) {
      if (error instanceof ApiError) setSaid(error.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.resend}>
      <Button variant="secondary" loading={sending} onClick={() => void resend()}>
        Resend the activation email
      </Button>
      <p role="status" className={styles.resendStatus}>
        {said}
      </p>
    </div>
  );
}
