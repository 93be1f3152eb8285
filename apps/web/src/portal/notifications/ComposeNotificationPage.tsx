import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type UseFormSetError, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import {
  getComposeContext,
  listNotifications,
  type NotificationPreview,
  type NotificationRequest,
  previewNotification,
  sendNotification,
} from '@clubjoin/contract/portalNotifications';
import { searchMembers } from '@clubjoin/contract/portalMembers';
import { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import {
  NOTIFICATION_MESSAGES,
  NotificationDraft,
  type NotificationTargetKind,
} from '@clubjoin/domain/staff/notifications';
import { STAFF_ROLE_LABELS, type StaffRole } from '@clubjoin/domain/staff/roles';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { callShowingRefusal } from '../formRefusal';
import styles from '../members/members.module.css';
import { formatInstant } from '../members/memberTexts';
import { useWorkingClub } from '../members/useWorkingClub';

/** How the compose page names each target. */
function targetLabel(kind: NotificationTargetKind, newMemberDays: number): string {
  switch (kind) {
    case 'newMembers':
      return `The club's new members (joined in the last ${newMemberDays} days)`;
    case 'member':
      return 'One member';
    case 'role':
      return 'The team members of a role';
  }
}

/** The compose form's fields, as typed. */
interface ComposeValues {
  targetKind: NotificationTargetKind | '';
  memberId: string;
  role: StaffRole | '';
  subject: string;
  body: string;
  when: 'now' | 'later';
  sendAt: string;
}

/** The form field a draft's field (a rule's path, a refusal's name) is shown by. */
function formFieldOf(path: string): keyof ComposeValues {
  if (path === 'target.memberId') return 'memberId';
  if (path === 'target.role') return 'role';
  if (path === 'target' || path === 'target.kind') return 'targetKind';
  return path as keyof ComposeValues;
}

/** The draft the form stands for, as the API takes it. */
function requestOf(clubId: string, values: ComposeValues): NotificationRequest {
  const target =
    values.targetKind === 'member'
      ? { kind: 'member' as const, memberId: values.memberId }
      : values.targetKind === 'role'
        ? { kind: 'role' as const, role: values.role as StaffRole }
        : { kind: values.targetKind as 'newMembers' };
  return {
    clubId,
    target,
    subject: values.subject,
    body: values.body,
    sendAt: values.when === 'now' ? null : values.sendAt,
  };
}

/** A member chosen from a search of the club's members. */
function MemberPicker({
  clubId,
  chosen,
  onChoose,
  error,
}: {
  clubId: string;
  chosen: string;
  onChoose: (memberId: string, name: string) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState('');
  const [searchError, setSearchError] = useState<string>();
  const [query, setQuery] = useState<{ text: string; clubId: string }>();
  const [chosenName, setChosenName] = useState('');
  const results = useTrackedQuery(searchMembers, query && { query });
  const search = () => {
    const parsed = MemberSearchQuery.safeParse({ text, clubId });
    if (!parsed.success) return setSearchError(parsed.error.issues[0]?.message);
    setSearchError(undefined);
    setQuery({ text, clubId });
  };
  return (
    <fieldset>
      <legend>Member</legend>
      <div className={styles.filters}>
        <TextField
          label="Find a member: name, email, phone or member id"
          value={text}
          error={searchError ?? error}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={search}>
          Find
        </Button>
      </div>
      {results.data && (
        <ul aria-label="Members found">
          {results.data.members.length === 0 && <li>No member of this club matches.</li>}
          {results.data.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.memberId}>
                {name} ({member.email ?? 'no email'}, member {member.memberId}){' '}
                <Button
                  type="button"
                  variant="secondary"
                  aria-pressed={chosen === member.memberId}
                  onClick={() => {
                    setChosenName(name);
                    onChoose(member.memberId, name);
                  }}
                >
                  Choose {name}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status">{chosen ? `Chosen: ${chosenName || `member ${chosen}`}.` : ''}</p>
    </fieldset>
  );
}

/**
 * `/member/notifications`: compose a notification to the club's new members, one member or a role
 * of the team (the roles' targets are the server's), preview it with whom it reaches now, and send
 * it now or schedule it for a time at the club (product/team-portal.md#notifications). The
 * domain's draft rules check the form first; the server's refusals show by their fields.
 */
export function ComposeNotificationPage() {
  const { clubId, picker } = useWorkingClub();
  const context = useTrackedQuery(getComposeContext, clubId ? { query: { clubId } } : undefined);
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<NotificationPreview>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, clearErrors, setValue, control, reset, formState } =
    useForm<ComposeValues>({
      defaultValues: {
        targetKind: '',
        memberId: '',
        role: '',
        subject: '',
        body: '',
        when: 'now',
        sendAt: '',
      },
    });
  const values = useWatch({ control });
  const errors = formState.errors;
  const setFieldError: UseFormSetError<ComposeValues> = (name, error, options) =>
    setError(formFieldOf(name), error, options);

  /** The draft checked by the domain's rules; each broken rule shown by its field. */
  const checked = (form: ComposeValues): NotificationRequest | undefined => {
    if (!clubId) return undefined;
    clearErrors();
    if (form.targetKind === '') {
      setError('targetKind', { message: NOTIFICATION_MESSAGES.target });
      return undefined;
    }
    const request = requestOf(clubId, form);
    const parsed = NotificationDraft.safeParse(request);
    if (parsed.success) return request;
    for (const issue of parsed.error.issues) {
      setError(formFieldOf(issue.path.join('.')), { message: issue.message });
    }
    return undefined;
  };

  const showPreview = handleSubmit(async (form) => {
    const request = checked(form);
    if (!request) return;
    setBusy(true);
    setDone(undefined);
    try {
      const answer = await callShowingRefusal(
        () =>
          trackedCall(
            previewNotification,
            { body: request },
            { handled: (error) => error.fields.length > 0 },
          ),
        setFieldError,
        'subject',
      );
      setPreview(answer);
    } finally {
      setBusy(false);
    }
  });

  const send = handleSubmit(async (form) => {
    const request = checked(form);
    if (!request) return;
    setBusy(true);
    try {
      const sent = await callShowingRefusal(
        () =>
          trackedCall(
            sendNotification,
            { body: request },
            { handled: (error) => error.fields.length > 0 },
          ),
        setFieldError,
        'subject',
      );
      if (sent) {
        await queryClient.invalidateQueries({ queryKey: endpointQueryKey(listNotifications) });
        setPreview(undefined);
        reset();
        setDone(
          sent.status === 'sent'
            ? `“${sent.subject}” was sent to ${sent.recipientCount} recipients.`
            : `“${sent.subject}” is scheduled for ${formatInstant(sent.sendAt)}.`,
        );
      }
    } finally {
      setBusy(false);
    }
  });

  const data = context.data;
  return (
    <div className={styles.stack}>
      {picker}
      {!clubId ? null : !data ? (
        <Skeleton height="12rem" />
      ) : (
        <>
          <Card title={`New notification from ${data.clubName}`}>
            <p>
              It is {formatClubTime(data.clubNow)} at {data.clubName}. Members get notifications by
              email as messages about their membership; team members find them in the portal.
            </p>
            <form noValidate onSubmit={(event) => void showPreview(event)}>
              <SelectField
                label="To"
                error={errors.targetKind?.message}
                {...register('targetKind', { onChange: () => setPreview(undefined) })}
              >
                <option value="">Choose whom it goes to</option>
                {data.targets.map((kind) => (
                  <option key={kind} value={kind}>
                    {targetLabel(kind, data.newMemberDays)}
                  </option>
                ))}
              </SelectField>
              {values.targetKind === 'member' && (
                <MemberPicker
                  clubId={clubId}
                  chosen={values.memberId ?? ''}
                  error={errors.memberId?.message}
                  onChoose={(memberId) => {
                    setValue('memberId', memberId);
                    setPreview(undefined);
                  }}
                />
              )}
              {values.targetKind === 'role' && (
                <SelectField label="Role" error={errors.role?.message} {...register('role')}>
                  <option value="">Choose a role</option>
                  {data.roles.map((role) => (
                    <option key={role} value={role}>
                      {STAFF_ROLE_LABELS[role]}
                    </option>
                  ))}
                </SelectField>
              )}
              <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
              <Field
                label="Message"
                hint="A blank line starts a new paragraph."
                error={errors.body?.message}
              >
                {(control) => (
                  <textarea {...control} className={styles.note} rows={6} {...register('body')} />
                )}
              </Field>
              <fieldset>
                <legend>When</legend>
                <label>
                  <input type="radio" value="now" {...register('when')} /> Send now
                </label>{' '}
                <label>
                  <input type="radio" value="later" {...register('when')} /> Schedule
                </label>
              </fieldset>
              {values.when === 'later' && (
                <TextField
                  label={`Send at (${data.clubName} time)`}
                  type="datetime-local"
                  step={1}
                  min={data.clubNow}
                  error={errors.sendAt?.message}
                  {...register('sendAt')}
                />
              )}
              <Button type="submit" variant="secondary" loading={busy && !preview}>
                Preview
              </Button>
            </form>
          </Card>
          {preview && (
            <Card title="Preview">
              <p>
                To {preview.targetLabel}: {preview.recipientCount}{' '}
                {preview.recipientCount === 1 ? 'recipient' : 'recipients'} now
                {preview.sampleNames.length > 0 ? ` (${preview.sampleNames.join(', ')}…)` : ''}.
              </p>
              <p>
                {values.when === 'now' ? 'Goes now.' : `Goes ${formatInstant(preview.sendAt)}.`}
              </p>
              <article aria-label="The message as recipients read it">
                <h3>{preview.subject}</h3>
                {preview.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </article>
              <Button type="button" loading={busy} onClick={() => void send()}>
                {values.when === 'now' ? 'Send now' : 'Schedule'}
              </Button>
            </Card>
          )}
          <p role="status">{done}</p>
          <p>
            <Link to="/member/notifications/manage">Sent and scheduled notifications</Link>
          </p>
        </>
      )}
    </div>
  );
}

/** A club's wall-clock time as staff read it: "Nov 21, 2026, 12:03 PM". */
function formatClubTime(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute)).toLocaleString(
    'en-US',
    { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' },
  );
}
