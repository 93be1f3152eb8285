import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
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
import { saleCreditText } from '@clubjoin/domain/staff/saleCredit';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import styles from './members.module.css';
import { memberDetailsPath, stageSummary } from './memberTexts';
import { useStaffNote } from './StaffNoteField';

type Stage = OnboardingEntry['stages'][number];

/** The name a membership goes by in the list: its primary member's, else its id. */
function entryName(entry: OnboardingEntry): string {
  return entry.primary
    ? `${entry.primary.firstName} ${entry.primary.lastName}`
    : entry.membershipId;
}

/**
 * Marks one of the stages shown that is still open done with a note; the server's refusal shows as
 * it says.
 */
function MarkDoneForm({ entry, stages }: { entry: OnboardingEntry; stages: readonly Stage[] }) {
  const queryClient = useQueryClient();
  const open = stages.filter((stage) => stage.state !== 'done');
  const [choice, setStage] = useState<OnboardingStage>();
  // Once the chosen stage is done, the next open one is chosen.
  const stage = open.some((candidate) => candidate.stage === choice) ? choice : open[0]?.stage;
  const { field, busy, submit } = useStaffNote(async (note) => {
    if (stage === undefined) return;
    await trackedCall(
      markStageDone,
      { params: { membershipId: entry.membershipId, stage }, body: { note } },
      { handled: (failure) => failure.status === 409 || failure.status === 400 },
    );
    await queryClient.invalidateQueries({ queryKey: endpointQueryKey(getOnboardingList) });
  });
  if (open.length === 0 || stage === undefined) return null;
  return (
    <form
      aria-label={`Mark a stage done for ${entryName(entry)}`}
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
      {field}
      <Button type="submit" loading={busy}>
        Mark done
      </Button>
    </form>
  );
}

/**
 * New memberships with their onboarding stages, overdue ones marked in words and colour, the
 * at-risk reasons, and a form to mark a stage done. With `owner`, only the memberships with a
 * stage that role owns, and only those stages.
 */
export function OnboardingTable({
  entries,
  owner,
}: {
  entries: readonly OnboardingEntry[];
  owner?: StaffRole;
}) {
  const ownsStage = (stage: Stage) => owner === undefined || stage.owner === owner;
  const shown = entries.filter((entry) => entry.stages.some(ownsStage));
  if (shown.length === 0) return <p>No new members in the last 100 days.</p>;
  return (
    <ul className={styles.stack} aria-label="New members">
      {shown.map((entry) => {
        const stages = entry.stages.filter(ownsStage);
        const name = entryName(entry);
        return (
          <li key={entry.membershipId}>
            <article aria-labelledby={`nmo-${entry.membershipId}`}>
              <h2 id={`nmo-${entry.membershipId}`}>
                <Link to={memberDetailsPath(entry.membershipId)}>{name}</Link>{' '}
                <small>
                  {entry.membershipId}, score {entry.score}
                </small>
              </h2>
              {entry.saleCredit && <p>{saleCreditText(entry.saleCredit)}</p>}
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
              <MarkDoneForm entry={entry} stages={stages} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
