import { useState } from 'react';
import { type MemberSearchResults, searchMembers } from '@clubjoin/contract/portalMembers';
import { membershipStatusLabel } from '@clubjoin/domain/accounts/memberAccount';
import { rejoinEligibility } from '@clubjoin/domain/accounts/rejoinEligibility';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { DESK_REJOIN_MESSAGES } from '@clubjoin/domain/staff/deskRejoin';
import { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import styles from './ClubSales.module.css';

/** What the advisor is told of a former member they may rejoin at the desk. */
export const REJOIN_GUIDANCE =
  'Former member: rejoin them, so their membership is taken up again rather than sold twice.';

type FoundMember = MemberSearchResults['members'][number];

/**
 * What the advisor does for a person the search found (docs/decisions/0039): a member who may not
 * rejoin is told the login's words; a former member who may is rejoined here when they were the
 * primary member of a membership at a club the seller works at.
 */
function guidanceFor(
  member: FoundMember,
  worksAt: (clubId: string) => boolean,
): { text: string; mayRejoin: boolean } {
  const eligibility = rejoinEligibility(
    { membershipStatus: member.status, isFreemium: false, terminationReason: null },
    { rejoin: false, flows: [], supportPhone: MEMBER_SERVICES_PHONE },
  );
  if (!eligibility.eligible) return { text: eligibility.message, mayRejoin: false };
  if (member.memberType !== 'primary') {
    return { text: DESK_REJOIN_MESSAGES.notPrimary, mayRejoin: false };
  }
  if (!worksAt(member.clubId)) return { text: DESK_REJOIN_MESSAGES.otherClub, mayRejoin: false };
  return { text: REJOIN_GUIDANCE, mayRejoin: true };
}

interface PersonSearchProps {
  /** Whether the seller works at a club. */
  worksAt: (clubId: string) => boolean;
  /** Rejoins a former member found: the settings page vouches for them and starts the sale. */
  onRejoin: (memberId: string) => void;
  /** Whether a rejoin is being vouched for. */
  rejoining: boolean;
  /** Why the last rejoin could not start. */
  rejoinProblem: string | undefined;
}

/**
 * Before the sale (docs/decisions/0028, 0039): the advisor looks the person up by email, phone or
 * name through the portal's member search, so that a member is not sold a second membership, and
 * rejoins a former member with the Rejoin action.
 */
export function PersonSearch({ worksAt, onRejoin, rejoining, rejoinProblem }: PersonSearchProps) {
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
        <ul aria-label="Members found" className={styles.stack}>
          {data.members.map((member) => {
            const guidance = guidanceFor(member, worksAt);
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.memberId}>
                <strong>{name}</strong> ({member.email ?? member.phoneNumber ?? member.memberId},{' '}
                {member.clubName}): {membershipStatusLabel(member.status)}. {guidance.text}
                {guidance.mayRejoin && (
                  <>
                    {' '}
                    <Button
                      variant="secondary"
                      loading={rejoining}
                      onClick={() => onRejoin(member.memberId)}
                    >
                      Rejoin {name}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {rejoinProblem && <p role="alert">{rejoinProblem}</p>}
    </section>
  );
}
