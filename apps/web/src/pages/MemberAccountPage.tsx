import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { login, logout } from '@clubjoin/contract/auth';
import { issueTrainerAccessCode } from '@clubjoin/contract/coaching';
import {
  cancelMembership,
  getMemberAccount,
  type MemberAccount,
} from '@clubjoin/contract/memberAccount';
import {
  guestPassSummary,
  MEMBER_ACCOUNT_TEXTS,
  membershipStatusLabel,
} from '@clubjoin/domain/accounts/memberAccount';
import { ACCESS_CODE_MINUTES } from '@clubjoin/domain/staff/coaching';
import { COMPLETED_MEMBER_TYPE_LABELS } from '@clubjoin/domain/completion/enrolledMembers';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { formatLongDate } from '@clubjoin/domain/time/formatLongDate';
import { trackedCall } from '../api/trackedCall';
import { type TrackedQueryOptions, trackedQuery, useTrackedQuery } from '../api/useTrackedQuery';
import { Button } from '../ui/Button';
import { PRODUCT_NAME } from '../brand/productName';
import { SignInForm } from './SignInForm';

const SIGN_IN_TITLE = 'Sign in to your member account';

/** The account read: a caller who is not signed in (401) is asked to sign in, not shown an error. */
const ACCOUNT_READ: TrackedQueryOptions = { handled: (error) => error.status === 401 };
const ACCOUNT_KEY = trackedQuery(getMemberAccount, {}, ACCOUNT_READ).queryKey;

type Membership = NonNullable<MemberAccount['membership']>;

/**
 * Cancelling online where it is offered: the button states the auto-renewal terms first, then one
 * confirmation cancels (two presses, as joining's last step was one); a refusal says why; once
 * cancelled, what happens next.
 */
function CancelSection({
  cancellation,
  onCancelled,
}: {
  cancellation: Membership['cancellation'];
  onCancelled: (account: MemberAccount) => void;
}) {
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      onCancelled(await trackedCall(cancelMembership, {}));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">{MEMBER_ACCOUNT_TEXTS.cancelButton}</h2>
      <div role="status">{cancellation.state === 'cancelled' && <p>{cancellation.message}</p>}</div>
      {cancellation.state === 'refused' && <p>{cancellation.message}</p>}
      {cancellation.state === 'offered' && !asked && (
        <Button variant="secondary" onClick={() => setAsked(true)}>
          {MEMBER_ACCOUNT_TEXTS.cancelButton}
        </Button>
      )}
      {cancellation.state === 'offered' && asked && (
        <>
          <p>{cancellation.autoRenewalTerms}</p>
          <Button loading={busy} onClick={() => void confirm()}>
            {MEMBER_ACCOUNT_TEXTS.confirmButton}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setAsked(false)}>
            {MEMBER_ACCOUNT_TEXTS.keepButton}
          </Button>
        </>
      )}
    </section>
  );
}

function MembershipView({
  membership,
  onCancelled,
}: {
  membership: Membership;
  onCancelled: (account: MemberAccount) => void;
}) {
  const { nextCharge, guestPasses, currency } = membership;
  return (
    <>
      <dl>
        <dt>Club</dt>
        <dd>{membership.clubName}</dd>
        <dt>Membership</dt>
        <dd>
          {membership.membershipLevel}, number {membership.membershipId}
        </dd>
        <dt>Status</dt>
        <dd>{membershipStatusLabel(membership.status)}</dd>
        <dt>Member since</dt>
        <dd>{formatLongDate(membership.startedOn)}</dd>
        <dt>Next charge</dt>
        <dd>
          {nextCharge
            ? `${formatMoney(nextCharge.amount, currency)} on ${formatLongDate(nextCharge.date)}`
            : MEMBER_ACCOUNT_TEXTS.noNextCharge}
        </dd>
        <dt>Guest passes</dt>
        <dd>{guestPasses ? guestPassSummary(guestPasses) : MEMBER_ACCOUNT_TEXTS.noGuestPasses}</dd>
      </dl>
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">Members</h2>
        <ul>
          {membership.members.map((member) => (
            <li key={member.memberId}>
              {member.firstName} {member.lastName}:{' '}
              {COMPLETED_MEMBER_TYPE_LABELS[member.memberType]}, member number {member.memberId}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="agreements-heading">
        <h2 id="agreements-heading">Agreements you accepted</h2>
        {membership.agreements.length === 0 ? (
          <p>{MEMBER_ACCOUNT_TEXTS.noAgreements}</p>
        ) : (
          <ul>
            {membership.agreements.map((agreement) => (
              <li key={agreement.id}>
                {agreement.name} (version {agreement.version}), accepted{' '}
                {formatLongDate(agreement.acceptedAt.slice(0, 10))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <TrainerAccessSection />
      <CancelSection cancellation={membership.cancellation} onCancelled={onCancelled} />
    </>
  );
}

/**
 * "Give a trainer access" (docs/decisions/0033): a one-time code, valid 15 minutes, the member
 * tells their trainer; the trainer enters it in the portal and may then act for them.
 */
function TrainerAccessSection() {
  const [issued, setIssued] = useState<{ code: string; expiresAt: string }>();
  return (
    <section aria-labelledby="trainer-access-heading">
      <h2 id="trainer-access-heading">Give a trainer access</h2>
      <p>
        Your trainer needs your consent to log sessions and set your program. Tell them this code;
        it works once, for {ACCESS_CODE_MINUTES} minutes.
      </p>
      <Button onClick={() => void trackedCall(issueTrainerAccessCode, {}).then(setIssued)}>
        {issued ? 'Give a new code' : 'Give a trainer access'}
      </Button>
      {/* Announced as it appears; the page keeps one status region, the cancellation's. */}
      <div aria-live="polite">
        {issued && (
          <p>
            Your code is <strong data-testid="trainer-access-code">{issued.code}</strong>, valid
            until{' '}
            {new Date(issued.expiresAt).toLocaleTimeString('en-US', {
              hour: 'numeric',
              minute: '2-digit',
            })}
            .
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * A member's own account (product/accounts-and-sign-in.md#a-members-own-account): sign in with
 * the sale-flow login, then the membership, its members, the next charge, the agreements accepted,
 * the guest passes (after the reset rule, on the server) and, where the club offers it, cancelling
 * online. Signing out ends the session; the server expires every member cookie
 * (product/accounts-and-sign-in.md#sign-out), and the page forgets the account it showed.
 */
export function MemberAccountPage() {
  const queryClient = useQueryClient();
  const account = useTrackedQuery(getMemberAccount, {}, ACCOUNT_READ);
  const [signingOut, setSigningOut] = useState(false);
  const show = (answer: MemberAccount) => queryClient.setQueryData(ACCOUNT_KEY, answer);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await trackedCall(logout, {});
      // Forget the account shown and ask again: without a session the answer is the sign-in form.
      await queryClient.resetQueries({ queryKey: ACCOUNT_KEY });
    } finally {
      setSigningOut(false);
    }
  };

  if (account.error?.status === 401) {
    return (
      <SignInForm
        title={SIGN_IN_TITLE}
        logIn={({ email, password }) =>
          trackedCall(
            login,
            { body: { username: email, password, type: 'customer' } },
            { handled: () => true },
          )
        }
        onSignedIn={() => void account.refetch()}
      />
    );
  }
  if (!account.data) return null;
  const { membership, username } = account.data;
  return (
    <>
      <title>{`${MEMBER_ACCOUNT_TEXTS.title} · ${PRODUCT_NAME}`}</title>
      <h1>{MEMBER_ACCOUNT_TEXTS.title}</h1>
      <p>Signed in as {username}.</p>
      {membership ? (
        <MembershipView membership={membership} onCancelled={show} />
      ) : (
        <p>{MEMBER_ACCOUNT_TEXTS.noMembership}</p>
      )}
      <p>
        <Button variant="secondary" loading={signingOut} onClick={() => void signOut()}>
          Sign out
        </Button>
      </p>
    </>
  );
}
