import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  getOnboardingList,
  markStageDone,
  type OnboardingEntry,
} from '@clubjoin/contract/portalMembers';
import {
  AT_RISK_REASON_LABELS,
  ONBOARDING_PLAN,
  type OnboardingStage,
} from '@clubjoin/domain/staff/onboarding';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { StaffNote } from '@clubjoin/domain/staff/staffNote';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import styles from './members.module.css';
import { memberDetailsPath, stageSummary } from './memberTexts';

/** Marks one open stage of a membership done with a note; the server's refusal shows as it says. */
function MarkDoneForm({ entry, owner }: { entry: OnboardingEntry; owner: StaffRole | undefined }) {
  const queryClient = useQueryClient();
  const open = entry.stages.filter(
    (stage) => stage.state !== 'done' && (owner === undefined || stage.owner === owner),
  );
  const [choice, setStage] = useState<OnboardingStage>();
  // Once the chosen stage is done, the next open one is chosen.
  const stage = open.some((candidate) => candidate.stage === choice) ? choice : open[0]?.stage;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (open.length === 0 || stage === undefined) return null;
  const name = entry.primary
    ? `${entry.primary.firstName} ${entry.primary.lastName}`
    : entry.membershipId;
  const submit = async () => {
    const parsed = StaffNote.safeParse(note);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBusy(true);
    try {
      await trackedCall(
        markStageDone,
        { params: { membershipId: entry.membershipId, stage }, body: { note: parsed.data } },
        { handled: (failure) => failure.status === 409 || failure.status === 400 },
      );
      setNote('');
      await queryClient.invalidateQueries({
        queryKey: [getOnboardingList.method, getOnboardingList.path],
      });
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      aria-label={`Mark a stage done for ${name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SelectField
        label="Stage"
        value={stage}
        onChange={(event) => setStage(event.target.value as OnboardingStage)}
      >
        {open.map((candidate) => (
          <option key={candidate.stage} value={candidate.stage}>
            {ONBOARDING_PLAN[candidate.stage].label}
          </option>
        ))}
      </SelectField>
      <Field label="Note" error={error}>
        {(control) => (
          <textarea
            {...control}
            className={styles.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" loading={busy}>
        Mark done
      </Button>
    </form>
  );
}

/**
 * New memberships with their onboarding stages, overdue ones marked in words and colour, the
 * at-risk reasons, and a form to mark a stage done. With `owner`, only the stages that role owns.
 */
export function OnboardingTable({
  entries,
  owner,
}: {
  entries: readonly OnboardingEntry[];
  owner?: StaffRole;
}) {
  if (entries.length === 0) return <p>No new members in the last 100 days.</p>;
  return (
    <ul className={styles.stack} aria-label="New members">
      {entries.map((entry) => {
        const stages = entry.stages.filter((stage) => owner === undefined || stage.owner === owner);
        const name = entry.primary
          ? `${entry.primary.firstName} ${entry.primary.lastName}`
          : entry.membershipId;
        return (
          <li key={entry.membershipId}>
            <article aria-labelledby={`nmo-${entry.membershipId}`}>
              <h2 id={`nmo-${entry.membershipId}`}>
                <Link to={memberDetailsPath(entry.membershipId)}>{name}</Link>{' '}
                <small>
                  {entry.membershipId}, score {entry.score}
                </small>
              </h2>
              {entry.atRisk.length > 0 && (
                <p className={styles.atRisk}>
                  At risk: {entry.atRisk.map((reason) => AT_RISK_REASON_LABELS[reason]).join('; ')}
                </p>
              )}
              <ul className={styles.stages} aria-label={`Onboarding stages of ${name}`}>
                {stages.map((stage) => (
                  <li
                    key={stage.stage}
                    className={[
                      styles.stage,
                      stage.state === 'overdue' ? styles.overdue : '',
                      stage.state === 'done' ? styles.done : '',
                    ].join(' ')}
                  >
                    {stageSummary(stage)}
                  </li>
                ))}
              </ul>
              <MarkDoneForm entry={entry} owner={owner} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
