import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getReviewQueue, reviewBio, reviewTestimonial } from '@clubjoin/contract/bios';
import { SPECIALTY_LABELS } from '@clubjoin/domain/staff/bios';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { BioAvatar } from './BioAvatar';
import styles from './bios.module.css';

type Decision = 'approve' | 'reject';

/**
 * `/member/bios-admin/manage-profile/manage-testimonials` (issue 19; docs/decisions/0029): the bios
 * and testimonials of team members at the manager's clubs waiting for review; approving a bio
 * publishes it, approving a testimonial shows it on the trainer's public page.
 */
export function ManageTestimonialsPage() {
  const queue = useTrackedQuery(getReviewQueue, {}).data;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<string>();
  if (!queue) return <p>Loading what waits for review…</p>;

  const decide = async (id: string, call: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await call();
      setNotice(done);
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(getReviewQueue) });
    } finally {
      setBusy(undefined);
    }
  };
  const onBio = (staffId: string, name: string, decision: Decision) =>
    decide(
      staffId,
      () => trackedCall(reviewBio, { params: { staffId }, body: { decision } }),
      decision === 'approve' ? `${name}’s bio is published.` : `${name}’s bio is sent back.`,
    );
  const onTestimonial = (testimonialId: string, name: string, decision: Decision) =>
    decide(
      testimonialId,
      () => trackedCall(reviewTestimonial, { params: { testimonialId }, body: { decision } }),
      decision === 'approve'
        ? `The testimonial for ${name} is shown on their page.`
        : `The testimonial for ${name} is rejected.`,
    );

  return (
    <div>
      <p role="status">{notice}</p>
      <Card title="Bios waiting for approval">
        {queue.bios.length === 0 ? (
          <p>No bios are waiting.</p>
        ) : (
          <ul className={styles.list}>
            {queue.bios.map((entry) => (
              <li key={entry.staffId} className={styles.trainer}>
                <BioAvatar
                  avatar={entry.bio.avatar}
                  photo={{ url: entry.photoUrl, name: entry.displayName }}
                />
                <div>
                  <strong>{entry.displayName}</strong>: {entry.bio.jobTitle}
                  <div>
                    {entry.bio.specialties
                      .map((specialty) => SPECIALTY_LABELS[specialty])
                      .join(', ')}
                  </div>
                  <p className={styles.about}>{entry.bio.about}</p>
                  <Button
                    loading={busy === entry.staffId}
                    onClick={() => void onBio(entry.staffId, entry.displayName, 'approve')}
                  >
                    Approve the bio of {entry.displayName}
                  </Button>{' '}
                  <Button
                    variant="secondary"
                    loading={busy === entry.staffId}
                    onClick={() => void onBio(entry.staffId, entry.displayName, 'reject')}
                  >
                    Send back the bio of {entry.displayName}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Testimonials waiting for approval">
        {queue.testimonials.length === 0 ? (
          <p>No testimonials are waiting.</p>
        ) : (
          <ul className={styles.list}>
            {queue.testimonials.map((entry) => (
              <li key={entry.testimonialId} className={styles.trainer}>
                <div>
                  <p>
                    For <strong>{entry.trainerName}</strong> from {entry.authorName} (
                    {entry.authorEmail}):
                  </p>
                  <blockquote>{entry.body}</blockquote>
                  <Button
                    loading={busy === entry.testimonialId}
                    onClick={() =>
                      void onTestimonial(entry.testimonialId, entry.trainerName, 'approve')
                    }
                  >
                    Approve the testimonial from {entry.authorName}
                  </Button>{' '}
                  <Button
                    variant="secondary"
                    loading={busy === entry.testimonialId}
                    onClick={() =>
                      void onTestimonial(entry.testimonialId, entry.trainerName, 'reject')
                    }
                  >
                    Reject the testimonial from {entry.authorName}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
