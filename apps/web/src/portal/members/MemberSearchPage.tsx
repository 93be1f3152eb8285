import { useState } from 'react';
import { Link } from 'wouter';
import type { searchClubMembers } from '@clubjoin/contract/coaching';
import { searchMembers } from '@clubjoin/contract/portalMembers';
import { MEMBERSHIP_STATUSES } from '@clubjoin/domain/vocabulary';
import { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { membershipStatusLabel } from '@clubjoin/domain/accounts/memberAccount';
import type { z } from 'zod';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import styles from './members.module.css';
import { Pager } from '../Pager';
import { memberDetailsPath } from './memberTexts';

type SearchInput = z.input<typeof MemberSearchQuery>;

/**
 * `/member/search-all-members`: the chain's members by name, email, phone or member id, filtered by
 * club id and status, a page at a time, each linking to their membership's details
 * (product/team-portal.md#search-all-members). The domain's query rules check the form first.
 * Coaching's search (`/member/coaching/search`) is this page on its own endpoint, kept to the
 * trainer's club, without the club filter.
 */
export function MemberSearchPage({
  endpoint = searchMembers,
  byClub = true,
}: {
  /** The search to call: the chain's, or coaching's kept to the trainer's club. */
  endpoint?: typeof searchMembers | typeof searchClubMembers;
  /** Whether the club filter shows (coaching searches the trainer's own club). */
  byClub?: boolean;
}) {
  const [text, setText] = useState('');
  const [clubId, setClubId] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState<SearchInput>();
  const results = useTrackedQuery(endpoint, query && { query });
  /** Runs the search as the filters now read, from its first page. */
  const search = () => {
    const candidate: SearchInput = {
      text,
      ...(clubId ? { clubId } : {}),
      ...(status ? { status: status as (typeof MEMBERSHIP_STATUSES)[number] } : {}),
    };
    const parsed = MemberSearchQuery.safeParse(candidate);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setQuery(candidate);
  };
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className={styles.stack}>
      <form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <div className={styles.filters}>
          <TextField
            label="Name, email, phone or member id"
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          {byClub && (
            <TextField
              label="Club id"
              inputMode="numeric"
              value={clubId}
              onChange={(event) => setClubId(event.target.value)}
            />
          )}
          <SelectField
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">Any status</option>
            {MEMBERSHIP_STATUSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {membershipStatusLabel(candidate)}
              </option>
            ))}
          </SelectField>
          <Button type="submit">Search</Button>
        </div>
      </form>
      <div role="status">
        {data && (
          <p>
            {data.total === 0
              ? 'No members match.'
              : data.totalCapped
                ? `${data.total.toLocaleString('en-US')}+ members match; page ${data.page}. Narrow the search to count them all.`
                : `${data.total === 1 ? '1 member matches' : `${data.total} members match`}; page ${data.page} of ${pages}.`}
          </p>
        )}
      </div>
      {data && data.members.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Members found</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Member id</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Club</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <tr key={member.memberId}>
                  <th scope="row">
                    <Link to={memberDetailsPath(member.membershipId)}>
                      {member.lastName}, {member.firstName}
                    </Link>
                  </th>
                  <td>{member.memberId}</td>
                  <td>{member.email}</td>
                  <td>{member.phoneNumber}</td>
                  <td>{member.clubName}</td>
                  <td>{membershipStatusLabel(member.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query && data && pages > 1 && (
        <Pager
          label="Result pages"
          page={data.page}
          // A capped count cannot say where the last page is: a full page may have a next one.
          hasNext={data.totalCapped ? data.members.length === data.pageSize : data.page < pages}
          // Another page of the search that was run, whatever the filters read since.
          onPage={(page) => setQuery({ ...query, page: String(page) })}
        />
      )}
    </div>
  );
}
