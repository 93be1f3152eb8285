import { useState } from 'react';
import { Link } from 'wouter';
import { activateAccount } from '@clubjoin/contract/identity';
import { ApiError } from '../api/ApiError';
import { trackedCall } from '../api/trackedCall';
import { PRODUCT_NAME } from '../brand/productName';
import { Button } from '../ui/Button';

const TITLE = 'Activate your account';

/** The token of the activation link, from the address's fragment (never sent to a server log). */
function tokenOfLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

type Activation =
  | { kind: 'waiting' }
  | { kind: 'activated'; message: string }
  | { kind: 'refused'; message: string };

/**
 * The page an activation link opens (product/accounts-and-sign-in.md#login-problems): the person
 * activates their account with a button, not by merely opening the link (mail scanners open links),
 * and is told the outcome. A link that does not work says so and how to get a new one.
 */
export function ActivateAccountPage() {
  const [token] = useState(tokenOfLink);
  const [busy, setBusy] = useState(false);
  const [activation, setActivation] = useState<Activation>({ kind: 'waiting' });
  const activate = async () => {
    setBusy(true);
    try {
      const answer = await trackedCall(
        activateAccount,
        { body: { token } },
        { handled: (error) => error.status === 400 },
      );
      setActivation({ kind: 'activated', message: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setActivation({ kind: 'refused', message: error.message });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      {activation.kind === 'waiting' && (
        <>
          <p>Confirm that this email address is yours to start using your new account.</p>
          <Button loading={busy} onClick={() => void activate()}>
            Activate my account
          </Button>
        </>
      )}
      <div role="status">{activation.kind !== 'waiting' && <p>{activation.message}</p>}</div>
      {activation.kind === 'refused' && (
        <p>
          To get a new link, log in while joining (<Link to="/join">Join a club</Link>) and choose
          “Resend the activation email”.
        </p>
      )}
      {activation.kind === 'activated' && (
        <p>
          <Link to="/join">Join a club or add to your membership</Link>
        </p>
      )}
    </>
  );
}
