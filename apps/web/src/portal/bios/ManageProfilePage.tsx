import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  getMyBio,
  type MyBio,
  putMyPhoto,
  removeMyPhoto,
  saveMyBio,
} from '@clubjoin/contract/bios';
import {
  AVATARS,
  BioFields,
  checkPhoto,
  PHOTO_TYPES,
  SOCIAL_KINDS,
  SOCIAL_LABELS,
  SPECIALTIES,
  SPECIALTIES_MAX,
  SPECIALTY_LABELS,
  type Avatar,
  type SocialKind,
  type Specialty,
} from '@clubjoin/domain/staff/bios';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import portal from '../Portal.module.css';
import { BioAvatar, avatarLabel } from './BioAvatar';
import { trainerPath } from './TrainerSearch';
import styles from './bios.module.css';

interface Draft {
  jobTitle: string;
  specialties: Specialty[];
  certifications: { key: number; name: string; expiresOn: string }[];
  socialLinks: { key: number; kind: SocialKind; url: string }[];
  about: string;
  avatar: Avatar;
}

let nextKey = 0;

function draftOf(bio: MyBio['bio']): Draft {
  return {
    jobTitle: bio?.jobTitle ?? '',
    specialties: bio?.specialties ?? [],
    certifications: (bio?.certifications ?? []).map((entry) => ({ ...entry, key: ++nextKey })),
    socialLinks: (bio?.socialLinks ?? []).map((entry) => ({ ...entry, key: ++nextKey })),
    about: bio?.about ?? '',
    avatar: bio?.avatar ?? 'kettlebell',
  };
}

const fieldsOf = (draft: Draft) => ({
  ...draft,
  certifications: draft.certifications.map(({ name, expiresOn }) => ({ name, expiresOn })),
  socialLinks: draft.socialLinks.map(({ kind, url }) => ({ kind, url })),
});

const REVIEW_TEXT: Readonly<Record<MyBio['review'], string>> = {
  none: 'Not saved yet: nobody sees your bio.',
  submitted: 'Waiting for a manager’s approval before the public sees this version.',
  approved: 'Approved: the public sees this version.',
  rejected: 'A manager sent it back: change it and save again.',
};

/** Where a problem is, in words: "Certification 1", "Social link 2", "Job title". */
function placeText(path: readonly PropertyKey[]): string {
  const [part, index] = path;
  if (part === 'certifications' && typeof index === 'number') return `Certification ${index + 1}`;
  if (part === 'socialLinks' && typeof index === 'number') return `Social link ${index + 1}`;
  const names: Record<string, string> = {
    jobTitle: 'Job title',
    specialties: 'Specialties',
    about: 'About me',
    avatar: 'Avatar',
    certifications: 'Certifications',
    socialLinks: 'Social links',
  };
  return names[String(part)] ?? 'Bio';
}

/** A file's bytes in base64, as the API takes a photo. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The bio's photo: chosen from a file, checked in the browser by the domain's rule (the server
 * checks again), saved into the draft for a manager's approval, shown as a preview, removable.
 */
function PhotoSection({ mine }: { mine: MyBio }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(undefined);
    try {
      await call();
      setProblem(undefined);
      setNotice(done);
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(getMyBio) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.fields.length === 0) throw error;
      setProblem(error.fields.map((field) => field.message).join(' '));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const checked = checkPhoto(bytes);
    if (!checked.ok) {
      setNotice(undefined);
      setProblem(checked.failure);
      return;
    }
    await send(
      () =>
        trackedCall(
          putMyPhoto,
          { body: { photo: base64Of(bytes) } },
          { handled: (error) => error.fields.length > 0 },
        ),
      'Your photo is saved and sent to your manager for approval.',
    );
  };

  return (
    <Card title="Photo">
      {mine.bio === null ? (
        <p>Save your bio first, then add a photo.</p>
      ) : (
        <>
          {mine.photoUrl ? (
            <img
              className={`${styles.avatar} ${styles.photo} ${styles.photoPreview}`}
              src={mine.photoUrl}
              alt={mine.displayName}
            />
          ) : (
            <p>No photo: the public sees your avatar.</p>
          )}
          <Field
            label="Photo"
            hint="A JPEG, PNG or WebP image of 300 KB or less. The public sees it once a manager approves your bio."
            error={problem}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept={PHOTO_TYPES.join(',')}
                disabled={busy}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  void choose(file);
                }}
              />
            )}
          </Field>
          {mine.photoUrl && (
            <Button
              variant="secondary"
              loading={busy}
              onClick={() =>
                void send(
                  () => trackedCall(removeMyPhoto, {}),
                  'Your photo is removed and the change sent to your manager for approval.',
                )
              }
            >
              Remove photo
            </Button>
          )}
        </>
      )}
      <p role="status">{notice}</p>
    </Card>
  );
}

function ProfileForm({ mine }: { mine: MyBio }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(mine.bio));
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  /** Patches one row, found by its key, of the certifications or the social links. */
  const changeRow = <List extends 'certifications' | 'socialLinks'>(
    list: List,
    key: number,
    patch: Partial<Draft[List][number]>,
  ) =>
    setDraft((current) => ({
      ...current,
      [list]: current[list].map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));

  const save = async () => {
    setNotice(undefined);
    const checked = BioFields.safeParse(fieldsOf(draft));
    if (!checked.success) {
      setProblems(
        checked.error.issues.map((issue) => `${placeText(issue.path)}: ${issue.message}`),
      );
      return;
    }
    setBusy(true);
    try {
      await trackedCall(
        saveMyBio,
        { body: checked.data },
        { handled: (error) => error.fields.length > 0 },
      );
      setProblems([]);
      setNotice('Your bio is saved and sent to your manager for approval.');
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(getMyBio) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.fields.length === 0) throw error;
      setProblems(error.fields.map((field) => field.message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Your bio"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problems.length > 0 && (
        <div role="alert" className={portal.notice}>
          <p>Your bio was not saved:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <Card title="Job details">
        <TextField
          label="Job title"
          value={draft.jobTitle}
          onChange={(event) => change({ jobTitle: event.target.value })}
        />
        <p>
          Clubs (from your staff account):{' '}
          {mine.clubs.length > 0
            ? mine.clubs.map((club) => club.clubName).join(', ')
            : 'every club'}
        </p>
        <fieldset className={styles.choices}>
          <legend>Specialties (up to {SPECIALTIES_MAX})</legend>
          {SPECIALTIES.map((specialty) => (
            <Checkbox
              key={specialty}
              label={SPECIALTY_LABELS[specialty]}
              checked={draft.specialties.includes(specialty)}
              onChange={(event) =>
                change({
                  specialties: event.target.checked
                    ? [...draft.specialties, specialty]
                    : draft.specialties.filter((candidate) => candidate !== specialty),
                })
              }
            />
          ))}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>Certifications</legend>
          {draft.certifications.map((certification, index) => (
            <div key={certification.key} className={styles.row}>
              <TextField
                label={`Certification ${index + 1} name`}
                value={certification.name}
                onChange={(event) =>
                  changeRow('certifications', certification.key, { name: event.target.value })
                }
              />
              <TextField
                label={`Certification ${index + 1} expires on`}
                hint="YYYY-MM-DD"
                value={certification.expiresOn}
                onChange={(event) =>
                  changeRow('certifications', certification.key, { expiresOn: event.target.value })
                }
              />
              <Button
                variant="secondary"
                onClick={() =>
                  change({
                    certifications: draft.certifications.filter(
                      (entry) => entry.key !== certification.key,
                    ),
                  })
                }
              >
                Remove certification {index + 1}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              change({
                certifications: [
                  ...draft.certifications,
                  { key: ++nextKey, name: '', expiresOn: '' },
                ],
              })
            }
          >
            Add a certification
          </Button>
        </fieldset>
      </Card>
      <Card title="Social links">
        {draft.socialLinks.map((link, index) => (
          <div key={link.key} className={styles.row}>
            <SelectField
              label={`Link ${index + 1} kind`}
              value={link.kind}
              onChange={(event) =>
                changeRow('socialLinks', link.key, { kind: event.target.value as SocialKind })
              }
            >
              {SOCIAL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {SOCIAL_LABELS[kind]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={`Link ${index + 1} address`}
              type="url"
              hint="https://…"
              value={link.url}
              onChange={(event) => changeRow('socialLinks', link.key, { url: event.target.value })}
            />
            <Button
              variant="secondary"
              onClick={() =>
                change({ socialLinks: draft.socialLinks.filter((entry) => entry.key !== link.key) })
              }
            >
              Remove link {index + 1}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            change({
              socialLinks: [...draft.socialLinks, { key: ++nextKey, kind: 'website', url: '' }],
            })
          }
        >
          Add a link
        </Button>
      </Card>
      <Card title="About me">
        <Field label="About me">
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              rows={6}
              value={draft.about}
              onChange={(event) => change({ about: event.target.value })}
            />
          )}
        </Field>
        <fieldset className={styles.choices}>
          <legend>Avatar</legend>
          {AVATARS.map((avatar) => (
            <label key={avatar} className={styles.choice}>
              <input
                type="radio"
                name="avatar"
                value={avatar}
                checked={draft.avatar === avatar}
                onChange={() => change({ avatar })}
              />
              <BioAvatar avatar={avatar} />
              <VisuallyHidden>{avatarLabel(avatar)}</VisuallyHidden>
            </label>
          ))}
        </fieldset>
      </Card>
      <Button type="submit" loading={busy}>
        Save and send for approval
      </Button>
      <p role="status">{notice}</p>
    </form>
  );
}

/**
 * `/member/bios-admin/manage-profile` (issue 19; docs/decisions/0029): the signed-in team member's
 * bio — job title, their clubs (read-only), specialties, certifications with their warnings,
 * social links, about me, a photo (docs/decisions/0037) and an avatar — saved for a manager's
 * approval.
 */
export function ManageProfilePage() {
  const mine = useTrackedQuery(getMyBio, {}).data;
  if (!mine) return <p>Loading your bio…</p>;
  return (
    <div className={styles.list}>
      <p>{REVIEW_TEXT[mine.review]}</p>
      {mine.publishedAt && (
        <p>
          Your public page: <Link to={trainerPath(mine.slug)}>{trainerPath(mine.slug)}</Link>
        </p>
      )}
      {mine.warnings.length > 0 && (
        <div className={portal.notice}>
          <h2>Certifications to renew</h2>
          <ul>
            {mine.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <PhotoSection mine={mine} />
      <ProfileForm key={`${mine.review}-${mine.publishedAt ?? ''}`} mine={mine} />
    </div>
  );
}
