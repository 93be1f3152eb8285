import { useState } from 'react';
import { searchMembers } from '@clubjoin/contract/portalMembers';
import { membershipStatusLabel } from '@clubjoin/domain/accounts/memberAccount';
import { rejoinEligibility } from '@clubjoin/domain/accounts/rejoinEligibility';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import styles from './ClubSales.module.css';

/** What the advisor tells a former member who may rejoin: the sale's own rejoin path. */
export const REJOIN_GUIDANCE =
  'Former member: start the sale and have them log in with their account at Get started; their membership is rejoined, not sold again.';

/** What the advisor does for a person the search found, by their membership's status. */
function guidanceFor(status: string): string {
  const eligibility = rejoinEligibility(
    { membershipStatus: status, isFreemium: false, terminationReason: null },
    { rejoin: false, flows: [], supportPhone: MEMBER_SERVICES_PHONE },
  );
  return eligibility.eligible ? REJOIN_GUIDANCE : eligibility.message;
}

/**
 * Before the sale (docs/decisions/0028): the advisor looks the person up by email, phone or name
 * through the portal's member search, so that a member is not sold a second membership and a
 * former member rejoins through the sale's rejoin path.
 */
export function PersonSearch() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState<{ text: string }>();
  const results = useTrackedQuery(searchMembers, query && { query });
  const data = results.data;
  return (
    <section aria-labelledby="person-search" className={styles.stack}>
      <h2 id="person-search">Find the person first</h2>
      <form
        role="search"
        aria-label="Find the person"
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = MemberSearchQuery.safeParse({ text });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message);
          setError(undefined);
          setQuery({ text });
        }}
      >
        <TextField
          label="Email, phone or name"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div role="status">
        {data &&
          (data.total === 0 ? (
            <p>No member matches: this is a new sale.</p>
          ) : (
            <p>{data.total === 1 ? '1 member matches.' : `${data.total} members match.`}</p>
          ))}
      </div>
      {data && data.members.length > 0 && (
        <ul aria-label="Members found">
          {data.members.map((member) => (
            <li key={member.membershipId}>
              <strong>
                {member.firstName} {member.lastName}
              </strong>{' '}
              ({member.email ?? member.phoneNumber ?? member.memberId}, {member.clubName}):{' '}
              {membershipStatusLabel(member.status)}. {guidanceFor(member.status)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
