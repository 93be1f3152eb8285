import { BIO_MESSAGES, PHOTO_MAX_BYTES } from '@clubjoin/domain/staff/bios';
import { NOT_AN_IMAGE, TINY_PNG } from '@clubjoin/domain/staff/photos.fixture';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from './accountsTestKit';
import { demoStaffOf, signedInStaff } from './staffTestKit';
import { buildTestApp, type TestApp } from './testApp';

/** Saturday 21 November 2026 at noon in Chanhassen (club 5, America/Chicago). */
const clock = fixedClock('2026-11-21T18:00:00Z');

const bio = {
  jobTitle: 'Senior personal trainer',
  specialties: ['strength', 'mobility'],
  certifications: [
    { name: 'NASM Certified Personal Trainer', expiresOn: '2027-06-30' },
    { name: 'CPR and AED', expiresOn: '2027-02-19' },
    { name: 'Kettlebell instructor', expiresOn: '2026-11-20' },
  ],
  socialLinks: [{ kind: 'instagram', url: 'https://instagram.com/pat.trains' }],
  about: 'I help members lift with confidence.',
  avatar: 'kettlebell',
};

/**
 * Team member bios (issue 19; docs/decisions/0029): a trainer's profile with its certification
 * warnings, a manager's approval before anything is public, testimonials shown only once
 * approved, and each role's rights.
 */
describe('team member bios', () => {
  let subject: TestApp;
  const cookies = new Map<StaffRole, string>();
  beforeAll(async () => {
    subject = await buildTestApp({ clock: clock.clock });
    for (const role of [
      'personalTrainer',
      'clubManager',
      'fitnessManager',
      'salesAdvisor',
      'administrator',
    ] as const)
      cookies.set(role, (await signedInStaff(subject, role)).cookie);
  });
  afterAll(() => subject.app.close());

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    role?: StaffRole,
    payload?: object,
  ) => {
    const response = await subject.app.inject({
      method,
      url,
      ...(role ? { headers: { cookie: cookies.get(role) ?? '' } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  /** Reads a photo's address: its status, headers and bytes. */
  const photoAt = async (url: string, role?: StaffRole) => {
    const response = await subject.app.inject({
      method: 'GET',
      url,
      ...(role ? { headers: { cookie: cookies.get(role) ?? '' } } : {}),
    });
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
  };
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

  it('saves a profile with clubs from the staff account and warns of certifications 90 days ahead', async () => {
    const empty = await call('GET', '/api/portal/bios/me', 'personalTrainer');
    expect(empty.body).toMatchObject({ bio: null, review: 'none', slug: 'pat-trainer' });
    const saved = await call('PUT', '/api/portal/bios/me', 'personalTrainer', bio);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      displayName: 'Pat Trainer',
      clubs: [{ clubId: '5', clubName: 'Chanhassen, MN' }],
      review: 'submitted',
      publishedAt: null,
      warnings: [
        'CPR and AED expires on 2027-02-19, in 90 days.',
        'Kettlebell instructor expired on 2026-11-20.',
      ],
    });
  });

  it('shows nothing publicly until a manager of their club approves the bio', async () => {
    expect((await call('GET', '/api/trainers/pat-trainer')).status).toBe(404);
    expect((await call('GET', '/api/trainers?specialty=strength')).body.trainers).toEqual([]);
    expect((await call('GET', '/api/portal/performer-bios', 'salesAdvisor')).body.trainers).toEqual(
      [],
    );

    // The fitness manager works at club 17 only: not the trainer's club.
    const queue = await call('GET', '/api/portal/bios/reviews', 'fitnessManager');
    expect(queue.body.bios).toEqual([]);
    const trainerId = demoStaffOf('personalTrainer').staffId;
    expect(
      (
        await call('POST', `/api/portal/bios/${trainerId}/review`, 'fitnessManager', {
          decision: 'approve',
        })
      ).status,
    ).toBe(403);

    const managerQueue = await call('GET', '/api/portal/bios/reviews', 'clubManager');
    expect(managerQueue.body.bios).toEqual([
      expect.objectContaining({ staffId: trainerId, displayName: 'Pat Trainer' }),
    ]);
    const approved = await call('POST', `/api/portal/bios/${trainerId}/review`, 'clubManager', {
      decision: 'approve',
    });
    expect(approved.body).toEqual({ status: 'approved' });

    const page = await call('GET', '/api/trainers/pat-trainer');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      displayName: 'Pat Trainer',
      jobTitle: 'Senior personal trainer',
      clubs: [{ clubId: '5', clubName: 'Chanhassen, MN' }],
      testimonials: [],
    });
    const found = await call('GET', '/api/trainers?clubId=5&specialty=mobility');
    expect(found.body.trainers.map((trainer: { slug: string }) => trainer.slug)).toEqual([
      'pat-trainer',
    ]);
    expect((await call('GET', '/api/trainers?clubId=17&specialty=mobility')).body.trainers).toEqual(
      [],
    );
    expect((await call('GET', '/api/trainers?specialty=boxing')).body.trainers).toEqual([]);
  });

  it('keeps the approved version public while a change waits for review', async () => {
    await call('PUT', '/api/portal/bios/me', 'personalTrainer', {
      ...bio,
      jobTitle: 'Head coach',
    });
    expect((await call('GET', '/api/trainers/pat-trainer')).body.jobTitle).toBe(
      'Senior personal trainer',
    );
    const trainerId = demoStaffOf('personalTrainer').staffId;
    await call('POST', `/api/portal/bios/${trainerId}/review`, 'clubManager', {
      decision: 'reject',
    });
    expect((await call('GET', '/api/trainers/pat-trainer')).body.jobTitle).toBe(
      'Senior personal trainer',
    );
    expect((await call('GET', '/api/portal/bios/me', 'personalTrainer')).body).toMatchObject({
      review: 'rejected',
      bio: { jobTitle: 'Head coach' },
    });
  });

  it('shows a testimonial only after a manager approves it', async () => {
    const sent = await call('POST', '/api/trainers/pat-trainer/testimonials', undefined, {
      authorName: 'Jordan Member',
      authorEmail: 'jordan@example.com',
      body: 'Pat got me to my first pull-up.',
    });
    expect([sent.status, sent.body]).toEqual([202, { status: 'pending' }]);
    expect((await call('GET', '/api/trainers/pat-trainer')).body.testimonials).toEqual([]);

    const queue = await call('GET', '/api/portal/bios/reviews', 'clubManager');
    const [pending] = queue.body.testimonials;
    expect(pending).toMatchObject({ trainerName: 'Pat Trainer', authorName: 'Jordan Member' });
    expect(
      (
        await call(
          'POST',
          `/api/portal/testimonials/${pending.testimonialId}/review`,
          'fitnessManager',
          { decision: 'approve' },
        )
      ).status,
    ).toBe(403);
    await call('POST', `/api/portal/testimonials/${pending.testimonialId}/review`, 'clubManager', {
      decision: 'approve',
    });
    expect((await call('GET', '/api/trainers/pat-trainer')).body.testimonials).toEqual([
      {
        authorName: 'Jordan Member',
        body: 'Pat got me to my first pull-up.',
        approvedAt: '2026-11-21T18:00:00.000Z',
      },
    ]);
    // Decided once: a second decision finds nothing waiting.
    expect(
      (
        await call(
          'POST',
          `/api/portal/testimonials/${pending.testimonialId}/review`,
          'clubManager',
          { decision: 'reject' },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a testimonial for a trainer with no approved bio', async () => {
    const refused = await call('POST', '/api/trainers/sam-sales/testimonials', undefined, {
      authorName: 'Jordan Member',
      authorEmail: 'jordan@example.com',
      body: 'Great.',
    });
    expect(refused.status).toBe(404);
  });

  it.each([
    {
      rule: 'a link that is not https',
      change: { socialLinks: [{ kind: 'website', url: 'http://pat.example.com' }] },
      fields: [{ field: 'body.socialLinks.0.url', message: BIO_MESSAGES.url }],
    },
    {
      rule: 'a specialty not in the list',
      change: { specialties: ['juggling'] },
      fields: [{ field: 'body.specialties.0', message: BIO_MESSAGES.specialty }],
    },
    {
      rule: 'a certification without a real date',
      change: { certifications: [{ name: 'CPR', expiresOn: '2027-02-30' }] },
      fields: [{ field: 'body.certifications.0.expiresOn', message: BIO_MESSAGES.expiresOn }],
    },
    {
      rule: 'no job title',
      change: { jobTitle: ' ' },
      fields: [{ field: 'body.jobTitle', message: BIO_MESSAGES.jobTitle }],
    },
  ])('answers 400 for $rule and changes nothing', async ({ change, fields }) => {
    const before = await call('GET', '/api/portal/bios/me', 'personalTrainer');
    const refused = await call('PUT', '/api/portal/bios/me', 'personalTrainer', {
      ...bio,
      ...change,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual(fields);
    expect(await call('GET', '/api/portal/bios/me', 'personalTrainer')).toEqual(before);
  });

  it('answers 400 for a testimonial without a real email', async () => {
    const refused = await call('POST', '/api/trainers/pat-trainer/testimonials', undefined, {
      authorName: 'Jordan',
      authorEmail: 'jordan-at-example',
      body: 'Great.',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'body.authorEmail', message: 'Sorry, that seems to be an invalid email format.' },
    ]);
  });

  it('lets no manager approve their own bio or testimonials about themselves', async () => {
    // Casey, club manager at clubs 5 and 17, writes a bio; Frankie, fitness manager at 17, reviews.
    const casey = demoStaffOf('clubManager');
    expect((await call('PUT', '/api/portal/bios/me', 'clubManager', bio)).status).toBe(200);
    const ownQueue = await call('GET', '/api/portal/bios/reviews', 'clubManager');
    expect(ownQueue.body.bios.map((entry: { staffId: string }) => entry.staffId)).not.toContain(
      casey.staffId,
    );
    const own = await call('POST', `/api/portal/bios/${casey.staffId}/review`, 'clubManager', {
      decision: 'approve',
    });
    expect([own.status, own.body.message]).toEqual([
      403,
      'You may not approve your own bio: another manager reviews it.',
    ]);
    expect((await call('GET', '/api/trainers/casey-manager')).status).toBe(404);
    const approved = await call(
      'POST',
      `/api/portal/bios/${casey.staffId}/review`,
      'fitnessManager',
      { decision: 'approve' },
    );
    expect([approved.status, approved.body]).toEqual([200, { status: 'approved' }]);

    const sent = await call('POST', '/api/trainers/casey-manager/testimonials', undefined, {
      authorName: 'Robin Member',
      authorEmail: 'robin@example.com',
      body: 'Casey runs a friendly club.',
    });
    expect(sent.status).toBe(202);
    const queue = await call('GET', '/api/portal/bios/reviews', 'fitnessManager');
    const pending = queue.body.testimonials.find(
      (entry: { trainerName: string }) => entry.trainerName === casey.displayName,
    );
    expect(
      (await call('GET', '/api/portal/bios/reviews', 'clubManager')).body.testimonials,
    ).not.toContainEqual(expect.objectContaining({ testimonialId: pending.testimonialId }));
    const aboutSelf = await call(
      'POST',
      `/api/portal/testimonials/${pending.testimonialId}/review`,
      'clubManager',
      { decision: 'approve' },
    );
    expect([aboutSelf.status, aboutSelf.body.message]).toEqual([
      403,
      'You may not review testimonials about yourself: another manager reviews them.',
    ]);
    expect((await call('GET', '/api/trainers/casey-manager')).body.testimonials).toEqual([]);
    await call(
      'POST',
      `/api/portal/testimonials/${pending.testimonialId}/review`,
      'fitnessManager',
      {
        decision: 'approve',
      },
    );
    expect((await call('GET', '/api/trainers/casey-manager')).body.testimonials).toEqual([
      expect.objectContaining({ authorName: 'Robin Member' }),
    ]);
  });

  it('shows no bio of a deactivated team member, and takes no testimonial for them', async () => {
    const casey = demoStaffOf('clubManager');
    const found = async () =>
      (await call('GET', '/api/trainers?specialty=strength')).body.trainers.map(
        (trainer: { slug: string }) => trainer.slug,
      );
    expect(await found()).toContain('casey-manager');
    const deactivated = await call(
      'POST',
      `/api/gateway/ux/teammember/staff/${casey.staffId}/deactivate`,
      'administrator',
    );
    expect(deactivated.status).toBe(200);
    expect(await found()).toEqual(['pat-trainer']);
    expect((await call('GET', '/api/trainers/casey-manager')).status).toBe(404);
    const sent = await call('POST', '/api/trainers/casey-manager/testimonials', undefined, {
      authorName: 'Robin Member',
      authorEmail: 'robin.again@example.com',
      body: 'Still great.',
    });
    expect(sent.status).toBe(404);
  });

  it('takes a photo into the draft: the public sees it only once a manager approves', async () => {
    const trainerId = demoStaffOf('personalTrainer').staffId;
    // The photo says where it was taken, in a text chunk after its header: that is not kept.
    const place = [...'GPS 44.97N 93.26W'].map((char) => char.charCodeAt(0));
    const textChunk = [0, 0, 0, place.length, ...[0x74, 0x45, 0x58, 0x74], ...place, 0, 0, 0, 0];
    const withPlace = Uint8Array.from([
      ...TINY_PNG.slice(0, 33),
      ...textChunk,
      ...TINY_PNG.slice(33),
    ]);
    const uploaded = await call('PUT', '/api/portal/bios/me/photo', 'personalTrainer', {
      photo: base64(withPlace),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      review: 'submitted',
      photoUrl: expect.stringMatching(/^\/api\/portal\/bios\/me\/photo\?v=\d+$/),
    });
    const draft = await photoAt(uploaded.body.photoUrl, 'personalTrainer');
    expect([draft.status, draft.headers['content-type'], draft.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'private, no-store, max-age=0',
    ]);
    expect(new Uint8Array(draft.bytes)).toEqual(TINY_PNG);
    expect((await photoAt(uploaded.body.photoUrl)).status).toBe(401);

    // Not public before approval: the approved version has no photo.
    expect((await call('GET', '/api/trainers/pat-trainer')).body.photoUrl).toBeNull();
    expect((await photoAt('/api/trainers/pat-trainer/photo')).status).toBe(404);

    // The reviewer (Casey, the club manager, was deactivated above: an administrator) sees the
    // picture before approving; a manager of another club and other roles may not.
    const [waiting] = (await call('GET', '/api/portal/bios/reviews', 'administrator')).body.bios;
    expect(waiting.photoUrl).toMatch(new RegExp(`^/api/portal/bios/${trainerId}/photo\\?v=`));
    expect((await photoAt(waiting.photoUrl, 'administrator')).status).toBe(200);
    expect((await photoAt(waiting.photoUrl, 'fitnessManager')).status).toBe(403);
    expect((await photoAt(waiting.photoUrl, 'salesAdvisor')).status).toBe(403);

    await call('POST', `/api/portal/bios/${trainerId}/review`, 'administrator', {
      decision: 'approve',
    });
    const page = await call('GET', '/api/trainers/pat-trainer');
    expect(page.body.photoUrl).toMatch(/^\/api\/trainers\/pat-trainer\/photo\?v=\d+$/);
    const found = await call('GET', '/api/trainers?specialty=strength');
    expect(found.body.trainers[0]).toMatchObject({
      slug: 'pat-trainer',
      photoUrl: page.body.photoUrl,
    });
    const photo = await photoAt(page.body.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(new Uint8Array(photo.bytes)).toEqual(TINY_PNG);

    // Removing it changes the draft; the approved photo stays public until the next approval.
    const removed = await call('DELETE', '/api/portal/bios/me/photo', 'personalTrainer');
    expect(removed.body).toMatchObject({ review: 'submitted', photoUrl: null });
    expect((await photoAt('/api/portal/bios/me/photo', 'personalTrainer')).status).toBe(404);
    expect((await photoAt('/api/trainers/pat-trainer/photo')).status).toBe(200);
    await call('POST', `/api/portal/bios/${trainerId}/review`, 'administrator', {
      decision: 'approve',
    });
    expect((await call('GET', '/api/trainers/pat-trainer')).body.photoUrl).toBeNull();
    expect((await photoAt('/api/trainers/pat-trainer/photo')).status).toBe(404);
  });

  it.each([
    {
      rule: 'a text file, whatever it claims to be',
      photo: base64(NOT_AN_IMAGE),
      message: BIO_MESSAGES.photoType,
    },
    { rule: 'text that is not base64', photo: 'not base64!', message: BIO_MESSAGES.photoType },
    {
      rule: 'a PNG of more than 300 KB',
      photo: base64(Buffer.concat([TINY_PNG, new Uint8Array(PHOTO_MAX_BYTES)])),
      message: BIO_MESSAGES.photoSize,
    },
    {
      rule: 'a PNG cut off before its end',
      photo: base64(TINY_PNG.slice(0, TINY_PNG.length - 12)),
      message: BIO_MESSAGES.photoUnreadable,
    },
  ])('refuses $rule with 400 and keeps the draft', async ({ photo, message }) => {
    const before = await call('GET', '/api/portal/bios/me', 'personalTrainer');
    const refused = await call('PUT', '/api/portal/bios/me/photo', 'personalTrainer', { photo });
    expect([refused.status, refused.body.fields]).toEqual([
      400,
      [{ field: 'body.photo', message }],
    ]);
    expect(await call('GET', '/api/portal/bios/me', 'personalTrainer')).toEqual(before);
  });

  it('refuses a body past 1 MB with 413 and a photo before the bio is saved with 400', async () => {
    const huge = await call('PUT', '/api/portal/bios/me/photo', 'personalTrainer', {
      photo: 'A'.repeat(1024 * 1024),
    });
    expect(huge.status).toBe(413);
    const early = await call('PUT', '/api/portal/bios/me/photo', 'salesAdvisor', {
      photo: base64(TINY_PNG),
    });
    expect([early.status, early.body.message]).toEqual([
      400,
      'Save your bio before adding a photo.',
    ]);
  });
});
