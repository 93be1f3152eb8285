import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSearchParams } from '../../routing/location';
import {
  getLocationHours,
  type LocationHours,
  listLocations,
  saveLocationHours,
} from '@clubjoin/contract/clubHours';
import {
  BLOCK_KIND_LABELS,
  BLOCK_KINDS,
  type BlockKind,
  demoOpeningHours,
  OpeningHours,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@clubjoin/domain/clubs/openingHours';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { formatInstant } from '../members/memberTexts';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import portal from '../Portal.module.css';
import styles from './locations.module.css';

interface BlockDraft {
  id: number;
  opens: string;
  closes: string;
  kind: BlockKind;
}
interface HolidayDraft {
  id: number;
  date: string;
  name: string;
  blocks: BlockDraft[];
}
interface Draft {
  week: Record<Weekday, BlockDraft[]>;
  holidays: HolidayDraft[];
}

let nextId = 0;
const withId = <T extends object>(value: T) => ({ ...value, id: ++nextId });

function draftOf(hours: OpeningHours): Draft {
  return {
    week: Object.fromEntries(
      WEEKDAYS.map((day) => [day, hours.week[day].map(withId)]),
    ) as Draft['week'],
    holidays: hours.holidays.map((holiday) =>
      withId({ ...holiday, blocks: holiday.blocks.map(withId) }),
    ),
  };
}

const strip = (blocks: readonly BlockDraft[]) =>
  blocks.map(({ opens, closes, kind }) => ({ opens, closes, kind }));

function hoursOf(draft: Draft) {
  return {
    week: Object.fromEntries(WEEKDAYS.map((day) => [day, strip(draft.week[day])])),
    holidays: draft.holidays.map(({ date, name, blocks }) => ({
      date,
      name,
      blocks: strip(blocks),
    })),
  };
}

/** A problem with the hours, by where it is ('week.monday', 'holidays.0') and its message. */
interface Problem {
  where: string;
  message: string;
}

/** Where a problem is, in words: 'Monday', 'Holiday 1'. */
function placeText(where: string): string {
  const [part, key] = where.split('.');
  if (part === 'week' && key) return WEEKDAY_LABELS[key as Weekday] ?? key;
  if (part === 'holidays' && key !== undefined && /^\d+$/.test(key))
    return `Holiday ${Number(key) + 1}`;
  return 'Holidays';
}

function BlocksEditor({
  label,
  blocks,
  onChange,
  problems,
}: {
  label: string;
  blocks: BlockDraft[];
  onChange: (blocks: BlockDraft[]) => void;
  problems: readonly string[];
}) {
  const change = (id: number, patch: Partial<BlockDraft>) =>
    onChange(blocks.map((block) => (block.id === id ? { ...block, ...patch } : block)));
  return (
    <fieldset className={styles.day}>
      <legend>{label}</legend>
      {blocks.length === 0 && <p>Closed</p>}
      {blocks.map((block, index) => (
        <div key={block.id} className={styles.block}>
          <TextField
            label={`Block ${index + 1} opens`}
            value={block.opens}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => change(block.id, { opens: event.target.value })}
          />
          <TextField
            label={`Block ${index + 1} closes`}
            value={block.closes}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => change(block.id, { closes: event.target.value })}
          />
          <SelectField
            label={`Block ${index + 1} kind`}
            value={block.kind}
            onChange={(event) => change(block.id, { kind: event.target.value as BlockKind })}
          >
            {BLOCK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {BLOCK_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            onClick={() => onChange(blocks.filter((candidate) => candidate.id !== block.id))}
          >
            Remove block {index + 1}
            <VisuallyHidden> of {label}</VisuallyHidden>
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          onChange([...blocks, withId({ opens: '', closes: '', kind: 'staffed' as const })])
        }
      >
        Add a block<VisuallyHidden> to {label}</VisuallyHidden>
      </Button>
      {problems.map((message) => (
        <p key={message} className={styles.problem}>
          {message}
        </p>
      ))}
    </fieldset>
  );
}

function HoursForm({ location }: { location: LocationHours }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() =>
    draftOf(location.hours ?? { ...demoOpeningHours(false), holidays: [] }),
  );
  const [problems, setProblems] = useState<Problem[]>([]);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const problemsAt = (where: string) =>
    problems
      .filter((problem) => problem.where === where || problem.where.startsWith(`${where}.`))
      .map((problem) => problem.message);

  const save = async () => {
    setNotice(undefined);
    const checked = OpeningHours.safeParse(hoursOf(draft));
    if (!checked.success) {
      setProblems(
        checked.error.issues.map((issue) => ({
          where: issue.path.slice(0, 2).join('.'),
          message: issue.message,
        })),
      );
      return;
    }
    setBusy(true);
    try {
      await trackedCall(
        saveLocationHours,
        { params: { clubId: location.clubId }, body: checked.data },
        { handled: (error) => error.fields.length > 0 },
      );
      setProblems([]);
      setNotice('The hours are saved. The club locator shows them now.');
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(getLocationHours) });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(listLocations) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.fields.length === 0) throw error;
      setProblems(
        error.fields.map((field) => ({
          where: field.field
            .replace(/^body\./, '')
            .split('.')
            .slice(0, 2)
            .join('.'),
          message: field.message,
        })),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p>
        Times are the club’s own ({location.timeZone}), on a 24-hour clock: 05:00, 22:30; 24:00 ends
        a day. A night through midnight is two blocks, one on each day. Staffed hours have the team
        in; extended hours let members in with their key fob.
      </p>
      {problems.length > 0 && (
        <div role="alert" className={portal.notice}>
          <p>The hours were not saved:</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.where}:${problem.message}`}>
                {placeText(problem.where)}: {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Card title="The week">
        {WEEKDAYS.map((day) => (
          <BlocksEditor
            key={day}
            label={WEEKDAY_LABELS[day]}
            blocks={draft.week[day]}
            problems={problemsAt(`week.${day}`)}
            onChange={(blocks) => setDraft({ ...draft, week: { ...draft.week, [day]: blocks } })}
          />
        ))}
      </Card>
      <Card title="Holiday exceptions">
        {draft.holidays.length === 0 && <p>No holiday exceptions.</p>}
        {draft.holidays.map((holiday, index) => {
          const change = (patch: Partial<HolidayDraft>) =>
            setDraft({
              ...draft,
              holidays: draft.holidays.map((candidate) =>
                candidate.id === holiday.id ? { ...candidate, ...patch } : candidate,
              ),
            });
          return (
            <div key={holiday.id}>
              <TextField
                label={`Holiday ${index + 1} date`}
                type="date"
                value={holiday.date}
                onChange={(event) => change({ date: event.target.value })}
              />
              <TextField
                label={`Holiday ${index + 1} name`}
                value={holiday.name}
                autoComplete="off"
                onChange={(event) => change({ name: event.target.value })}
              />
              <BlocksEditor
                label={`Holiday ${index + 1} hours (no block: closed)`}
                blocks={holiday.blocks}
                problems={problemsAt(`holidays.${index}`)}
                onChange={(blocks) => change({ blocks })}
              />
              <Button
                variant="secondary"
                onClick={() =>
                  setDraft({
                    ...draft,
                    holidays: draft.holidays.filter((candidate) => candidate.id !== holiday.id),
                  })
                }
              >
                Remove holiday {index + 1}
              </Button>
            </div>
          );
        })}
        <Button
          variant="secondary"
          onClick={() =>
            setDraft({
              ...draft,
              holidays: [...draft.holidays, withId({ date: '', name: '', blocks: [] })],
            })
          }
        >
          Add a holiday exception
        </Button>
      </Card>
      <Button type="submit" loading={busy}>
        Save hours
      </Button>
      <p role="status">{notice}</p>
    </form>
  );
}

/**
 * `/member/location-admin/location-hours?clubId=…` (issue 18, a hidden page reached from
 * location admin): a club's week of staffed and extended blocks and its holiday exceptions, edited
 * and saved whole, with who changed them last and when.
 */
export function LocationHoursPage() {
  const [params] = useSearchParams();
  const clubId = params.get('clubId') ?? '';
  const location = useTrackedQuery(
    getLocationHours,
    /^\d{1,6}$/.test(clubId) ? { params: { clubId } } : undefined,
  ).data;
  if (!/^\d{1,6}$/.test(clubId)) {
    return (
      <p>
        Choose a club in <Link to="/member/location-admin">location admin</Link> to edit its hours.
      </p>
    );
  }
  if (!location) return <p>Loading the club’s hours…</p>;
  return (
    <>
      <h2>Hours of {location.clubName}</h2>
      <HoursForm key={location.clubId} location={location} />
      <Card title="Changes">
        {location.changes.length === 0 ? (
          <p>No team member has changed these hours yet.</p>
        ) : (
          <ul>
            {location.changes.map((change) => (
              <li key={`${change.changedAt}:${change.staffName}`}>
                {change.staffName}, {formatInstant(change.changedAt)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
