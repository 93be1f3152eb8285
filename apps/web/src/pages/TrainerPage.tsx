import { useState } from 'react';
import { useParams } from 'wouter';
import {
  getTrainer,
  submitTestimonial,
  type TrainerPage as Trainer,
} from '@clubjoin/contract/bios';
import { SOCIAL_LABELS, SPECIALTY_LABELS, TestimonialFields } from '@clubjoin/domain/staff/bios';
import { ApiError } from '../api/ApiError';
import { trackedCall } from '../api/trackedCall';
import { useTrackedQuery } from '../api/useTrackedQuery';
import { BioAvatar, avatarLabel } from '../portal/bios/BioAvatar';
import styles from '../portal/bios/bios.module.css';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { TextField } from '../ui/TextField';
import { PRODUCT_NAME } from '../brand/productName';
import { NotFoundPage } from './NotFoundPage';

/** The testimonial form: it goes to the trainer's managers and shows once one approves it. */
function TestimonialForm({ slug, name }: { slug: string; name: string }) {
  const [fields, setFields] = useState({ authorName: '', authorEmail: '', body: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof fields, string>>>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const checked = TestimonialFields.safeParse(fields);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await trackedCall(
        submitTestimonial,
        { params: { slug }, body: checked.data },
        { handled: (error) => error.fields.length > 0 },
      );
      setSent(true);
    } catch (error) {
      if (!(error instanceof ApiError) || error.fields.length === 0) throw error;
      setErrors(
        Object.fromEntries(
          error.fields.map((field) => [field.field.replace(/^body\./, ''), field.message]),
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  if (sent)
    return (
      <p role="status">
        Thank you. Your testimonial for {name} shows here once the club has approved it.
      </p>
    );
  return (
    <form
      noValidate
      aria-label={`Testimonial for ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        label="Your name"
        autoComplete="name"
        value={fields.authorName}
        error={errors.authorName}
        onChange={(event) => setFields({ ...fields, authorName: event.target.value })}
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        hint="Only the club sees it."
        value={fields.authorEmail}
        error={errors.authorEmail}
        onChange={(event) => setFields({ ...fields, authorEmail: event.target.value })}
      />
      <Field label="Your testimonial" error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={5}
            value={fields.body}
            onChange={(event) => setFields({ ...fields, body: event.target.value })}
          />
        )}
      </Field>
      <Button type="submit" loading={busy}>
        Send testimonial
      </Button>
    </form>
  );
}

function TrainerBio({ trainer }: { trainer: Trainer }) {
  return (
    <>
      <title>{`${trainer.displayName} · Trainers · ${PRODUCT_NAME}`}</title>
      <div className={styles.trainer}>
        <BioAvatar
          avatar={trainer.avatar}
          label={avatarLabel(trainer.avatar)}
          photo={{ url: trainer.photoUrl, name: trainer.displayName }}
        />
        <div>
          <h1>{trainer.displayName}</h1>
          <p>{trainer.jobTitle}</p>
          <p>{trainer.clubs.map((club) => club.clubName).join(', ')}</p>
        </div>
      </div>
      <h2>Specialties</h2>
      <ul>
        {trainer.specialties.map((specialty) => (
          <li key={specialty}>{SPECIALTY_LABELS[specialty]}</li>
        ))}
      </ul>
      {trainer.about && (
        <>
          <h2>About me</h2>
          <p className={styles.about}>{trainer.about}</p>
        </>
      )}
      {trainer.certifications.length > 0 && (
        <>
          <h2>Certifications</h2>
          <ul>
            {trainer.certifications.map((certification) => (
              <li key={certification.name}>{certification.name}</li>
            ))}
          </ul>
        </>
      )}
      {trainer.socialLinks.length > 0 && (
        <ul aria-label="Links">
          {trainer.socialLinks.map((link) => (
            <li key={link.kind}>
              <a href={link.url} rel="noopener noreferrer nofollow" target="_blank">
                {SOCIAL_LABELS[link.kind]}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2>Testimonials</h2>
      {trainer.testimonials.length === 0 ? (
        <p>No testimonials yet.</p>
      ) : (
        <ul className={styles.list}>
          {trainer.testimonials.map((testimonial) => (
            <li
              key={`${testimonial.approvedAt}-${testimonial.authorName}`}
              className={styles.trainer}
            >
              <figure>
                <blockquote className={styles.about}>{testimonial.body}</blockquote>
                <figcaption>{testimonial.authorName}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      <h2>Write a testimonial</h2>
      <TestimonialForm slug={trainer.slug} name={trainer.displayName} />
    </>
  );
}

/**
 * `/trainers/<address>` (issue 19; docs/decisions/0029): a trainer's approved bio and approved
 * testimonials, and a form to send one; a trainer without an approved bio is not found.
 */
export function TrainerPage() {
  const slug = useParams().slug ?? '';
  const trainer = useTrackedQuery(
    getTrainer,
    { params: { slug } },
    { handled: (error) => error.status === 404 },
  );
  if (trainer.error?.status === 404) return <NotFoundPage />;
  if (!trainer.data) return <p>Loading the trainer…</p>;
  return <TrainerBio trainer={trainer.data} />;
}
