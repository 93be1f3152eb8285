import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AssessmentAnswer,
  getMembershipAssessments,
  type MembershipAssessments,
} from '@clubjoin/contract/assessments';
import {
  assessmentTrend,
  screeningYesCount,
  type TrendRow,
} from '@clubjoin/domain/staff/assessments';
import { trackedQuery, useTrackedQuery } from '../../api/useTrackedQuery';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/SelectField';
import { Skeleton } from '../../ui/Skeleton';
import { AssessmentForm } from './AssessmentForm';
import styles from './members.module.css';

type AssessedMember = MembershipAssessments['members'][number];

/** A value with its unit: "64 bpm", "21.4%", "24". */
function withUnit(value: number, unit: string): string {
  if (unit === '') return `${value}`;
  return unit === '%' ? `${value}%` : `${value} ${unit}`;
}

/** A change with its sign: "+2", "−6 bpm", "no change". */
function changeText(change: number, unit: string): string {
  if (change === 0) return 'no change';
  const sign = change > 0 ? '+' : '−';
  return `${sign}${withUnit(Math.abs(change), unit)}`;
}

/** The chart fits under the measure's name, so the table fits a 375 px screen. */
const CHART = { width: 88, height: 32, pad: 4 };

/**
 * A measure's trend, drawn under its name: its values left (oldest) to right (newest), scaled to the chart. The
 * numbers are the table's; the chart's name says them for a screen reader.
 */
function TrendChart({ row }: { row: TrendRow }) {
  const values = row.points.map((point) => point.value);
  const low = Math.min(...values);
  const span = Math.max(...values) - low || 1;
  const step = row.points.length > 1 ? (CHART.width - 2 * CHART.pad) / (row.points.length - 1) : 0;
  const xy = row.points.map((point, index) => ({
    x: row.points.length > 1 ? CHART.pad + index * step : CHART.width / 2,
    y: CHART.height - CHART.pad - ((point.value - low) / span) * (CHART.height - 2 * CHART.pad),
  }));
  const said = row.points
    .map((point) => `${withUnit(point.value, row.unit)} on ${point.assessedOn}`)
    .join(', ');
  return (
    <svg
      role="img"
      aria-label={`${row.label} trend: ${said}`}
      width={CHART.width}
      height={CHART.height}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      className={styles.trend}
    >
      {xy.length > 1 && (
        <polyline
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          points={xy.map(({ x, y }) => `${x},${y}`).join(' ')}
        />
      )}
      {xy.map(({ x, y }, index) => (
        <circle key={index} cx={x} cy={y} r={3} fill="currentColor" />
      ))}
    </svg>
  );
}

function TrendTable({ member }: { member: AssessedMember }) {
  const rows = assessmentTrend(member.assessments);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.trendTable}`}>
        <caption>Measures of {name} over time</caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Latest</th>
            <th scope="col">Re-test (previous)</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.measure}>
              <th scope="row">
                {row.label}
                <TrendChart row={row} />
              </th>
              <td>{withUnit(row.latest, row.unit)}</td>
              <td>{row.previous === null ? '—' : withUnit(row.previous, row.unit)}</td>
              <td>{row.change === null ? '—' : changeText(row.change, row.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function History({ assessments }: { assessments: readonly AssessmentAnswer[] }) {
  return (
    <ol aria-label="Assessments, newest first">
      {assessments.map((assessment) => {
        const yes = screeningYesCount(assessment.screening.answers);
        return (
          <li key={assessment.assessmentId}>
            <strong>{assessment.assessedOn}</strong>, by {assessment.recordedBy}. Screening:{' '}
            {yes === 0 ? 'no to every question' : `${yes} yes: a doctor's advice first`}.
            {assessment.tests.movementNotes ? (
              <p>Movement screen: {assessment.tests.movementNotes}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function lastAssessedText(days: number | null): string {
  if (days === null) return 'Not assessed yet.';
  if (days === 0) return 'Last assessed today.';
  return `Last assessed ${days === 1 ? '1 day' : `${days} days`} ago.`;
}

/**
 * Member details › assessment (product/team-portal.md#assessments): each member's measures over
 * time, the latest with the re-test before it, the change and a small chart of the trend, their
 * assessments, and the form for personal trainers and fitness managers of the member's club.
 */
export function AssessmentSection({ membershipId }: { membershipId: string }) {
  const queryClient = useQueryClient();
  const query = { params: { membershipId } };
  const answer = useTrackedQuery(getMembershipAssessments, query, {
    handled: (failure) => failure.status === 404,
  });
  const [chosen, setChosen] = useState<string>();
  if (answer.error?.status === 404) return <p>{answer.error.message}</p>;
  if (!answer.data) return <Skeleton height="8rem" />;
  const { members, mayRecord, today } = answer.data;
  const member = members.find((candidate) => candidate.memberId === chosen) ?? members[0];
  if (!member) return <p>This membership has no members to assess.</p>;
  return (
    <div className={styles.stack}>
      {members.length > 1 && (
        <SelectField
          label="Member"
          value={member.memberId}
          onChange={(event) => setChosen(event.target.value)}
        >
          {members.map((candidate) => (
            <option key={candidate.memberId} value={candidate.memberId}>
              {candidate.firstName} {candidate.lastName}
            </option>
          ))}
        </SelectField>
      )}
      <p>{lastAssessedText(member.daysSinceLastAssessed)}</p>
      {member.assessments.length > 0 && (
        <>
          <TrendTable member={member} />
          <Card headingLevel={3} title="Assessments">
            <History assessments={member.assessments} />
          </Card>
        </>
      )}
      {mayRecord ? (
        <AssessmentForm
          key={member.memberId}
          membershipId={membershipId}
          member={member}
          today={today}
          onRecorded={(recorded) =>
            queryClient.setQueryData(
              trackedQuery(getMembershipAssessments, query).queryKey,
              recorded,
            )
          }
        />
      ) : (
        <p>Personal trainers and fitness managers of the member’s club record assessments.</p>
      )}
    </div>
  );
}
