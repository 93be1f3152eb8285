import { randomUUID } from 'node:crypto';
import {
  MY_PHOTO_PATH,
  type MyBio,
  type PublishedBio,
  REVIEW_PHOTO_PATH,
  type ReviewQueue,
  TRAINER_PHOTO_PATH,
  type TrainerPage,
} from '@clubjoin/contract/bios';
import type { Club } from '@clubjoin/contract/catalog/club';
import { buildPath } from '@clubjoin/contract/endpoint';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  BIO_MESSAGES,
  type BioFields,
  bioSlugOf,
  certificationWarning,
  checkPhoto,
  type Specialty,
  type TestimonialFields,
} from '@clubjoin/domain/staff/bios';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import { listClubs } from '../clubs/listClubs';
import type { ModuleContext } from '../moduleContext';
import { findActiveStaff } from '../staff/manageStaff';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import {
  decideTestimonial,
  insertTestimonial,
  publishBio,
  rejectBioDraft,
  selectApprovedTestimonials,
  selectBio,
  selectBioBySlug,
  selectPendingTestimonial,
  selectPendingTestimonials,
  selectPhoto,
  selectPublishedBios,
  selectSlugsLike,
  selectSubmittedBios,
  type StoredBio,
  type StoredPhoto,
  updateDraftPhoto,
  upsertDraft,
} from './store';
import { withoutPhotoMetadata } from '@clubjoin/domain/staff/photoMetadata';

/** The time zone a team member's certifications are dated in: their first club's (UTC without). */
function clockZoneOf(clubs: readonly Club[], clubIds: readonly string[]): string {
  return clubs.find((club) => club.mmsClubId === clubIds[0])?.timeZone ?? 'UTC';
}

const clubsNamed = (clubs: readonly Club[], clubIds: readonly string[]) =>
  clubIds.flatMap((clubId) => {
    const club = clubs.find((candidate) => candidate.mmsClubId === clubId);
    return club ? [{ clubId, clubName: club.marketingClubName }] : [];
  });

/** A free public address for a team member's bio: their name's slug, numbered when taken. */
async function freeSlug(context: ModuleContext, displayName: string): Promise<string> {
  const base = bioSlugOf(displayName);
  const taken = await selectSlugsLike(context.db, base);
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) if (!taken.has(`${base}-${number}`)) return `${base}-${number}`;
}

/** A photo's address, with the moment it last changed so a browser never shows an older one. */
const photoAddress = (path: string, changedAt: Date) => `${path}?v=${changedAt.getTime()}`;

/** The signed-in team member's bio, its review and their certifications' warnings. */
export async function myBio(context: ModuleContext, caller: StaffCaller): Promise<MyBio> {
  const [stored, clubs] = await Promise.all([
    selectBio(context.db, caller.staffId),
    listClubs(context),
  ]);
  const zone = clockZoneOf(clubs, caller.clubIds);
  const now = context.clock();
  return {
    slug: stored?.slug ?? bioSlugOf(caller.displayName),
    displayName: caller.displayName,
    clubs: clubsNamed(clubs, caller.clubIds),
    bio: stored?.draft ?? null,
    photoUrl: stored?.draftPhotoType ? photoAddress(MY_PHOTO_PATH, stored.updatedAt) : null,
    review: stored?.review ?? 'none',
    reviewNote: stored?.reviewNote ?? null,
    publishedAt: stored?.publishedAt?.toISOString() ?? null,
    warnings: (stored?.draft.certifications ?? []).flatMap(
      (certification) => certificationWarning(certification, now, zone) ?? [],
    ),
  };
}

/** Saves the team member's bio and sends it for review; the approved version stays public. */
export async function saveBio(
  context: ModuleContext,
  caller: StaffCaller,
  fields: BioFields,
): Promise<MyBio> {
  const stored = await selectBio(context.db, caller.staffId);
  const slug = stored?.slug ?? (await freeSlug(context, caller.displayName));
  await upsertDraft(context.db, { staffId: caller.staffId, slug, draft: fields }, context.clock());
  return myBio(context, caller);
}

/** Why a photo is not taken: its bytes (the domain's message), or no bio saved yet. */
export type PhotoFailure = { kind: 'invalid'; message: string } | { kind: 'noBio' };

/**
 * Sets (bytes) or removes (null) the team member's draft photo, checked by its first bytes and
 * kept without its metadata (where it was taken), and sends the bio for review: the approved
 * version, its photo with it, stays public meanwhile.
 */
export async function changeMyPhoto(
  context: ModuleContext,
  caller: StaffCaller,
  bytes: Uint8Array | null,
): Promise<Outcome<MyBio, PhotoFailure>> {
  let photo: StoredPhoto | null = null;
  if (bytes) {
    const checked = checkPhoto(bytes);
    if (!checked.ok) return fail({ kind: 'invalid', message: checked.failure });
    const kept = withoutPhotoMetadata(bytes, checked.value);
    if (!kept) return fail({ kind: 'invalid', message: BIO_MESSAGES.photoUnreadable });
    photo = { type: checked.value, bytes: kept };
  }
  const updated = await updateDraftPhoto(context.db, caller.staffId, photo, context.clock());
  return updated ? succeed(await myBio(context, caller)) : fail({ kind: 'noBio' });
}

/** The signed-in team member's draft photo. */
export async function myDraftPhoto(
  context: ModuleContext,
  caller: StaffCaller,
): Promise<StoredPhoto | undefined> {
  return selectPhoto(context.db, caller.staffId, 'draft');
}

/** Whether a manager may review a team member's things: one of their clubs is the manager's. */
const managesOneOf = (caller: StaffCaller, clubIds: readonly string[]) =>
  caller.everyClub || clubIds.some((clubId) => mayActForClub(caller, clubId));

/** The bios and testimonials waiting for a manager, of team members at their clubs. */
export async function reviewQueue(
  context: ModuleContext,
  caller: StaffCaller,
): Promise<ReviewQueue> {
  const [bios, testimonials] = await Promise.all([
    selectSubmittedBios(context.db),
    selectPendingTestimonials(context.db),
  ]);
  const staff = await findActiveStaff(context, [
    ...bios.map((bio) => bio.staffId),
    ...testimonials.map((testimonial) => testimonial.staffId),
  ]);
  // A manager's own bio and testimonials about them wait for another manager.
  const mine = (staffId: string) => {
    const member = staff.get(staffId);
    return member && !reviewRefusal(caller, member) ? member : undefined;
  };
  return {
    bios: bios.flatMap((bio) => {
      const member = mine(bio.staffId);
      return member
        ? [
            {
              staffId: bio.staffId,
              displayName: member.displayName,
              bio: bio.draft,
              photoUrl: bio.draftPhotoType
                ? photoAddress(
                    buildPath(REVIEW_PHOTO_PATH, { staffId: bio.staffId }),
                    bio.updatedAt,
                  )
                : null,
              submittedAt: bio.updatedAt.toISOString(),
            },
          ]
        : [];
    }),
    testimonials: testimonials.flatMap((testimonial) => {
      const member = mine(testimonial.staffId);
      return member
        ? [
            {
              testimonialId: testimonial.testimonialId,
              trainerName: member.displayName,
              authorName: testimonial.authorName,
              authorEmail: testimonial.authorEmail,
              body: testimonial.body,
              submittedAt: testimonial.submittedAt.toISOString(),
            },
          ]
        : [];
    }),
  };
}

/** Why a review is refused. */
export type ReviewFailure =
  { kind: 'notWaiting' } | { kind: 'notYourClub' } | { kind: 'ownProfile' };

/** Why a manager may not review a team member's things: their own, or at none of their clubs. */
function reviewRefusal(
  caller: StaffCaller,
  member: { staffId: string; clubIds: readonly string[] },
): ReviewFailure | undefined {
  if (member.staffId === caller.staffId) return { kind: 'ownProfile' };
  if (!managesOneOf(caller, member.clubIds)) return { kind: 'notYourClub' };
  return undefined;
}

/** A bio waiting for review that this manager may review, with its active team member. */
async function bioToReview(context: ModuleContext, caller: StaffCaller, staffId: string) {
  const [bio, staff] = await Promise.all([
    selectBio(context.db, staffId),
    findActiveStaff(context, [staffId]),
  ]);
  const member = staff.get(staffId);
  if (!bio || bio.review !== 'submitted' || !member) {
    return fail<ReviewFailure>({ kind: 'notWaiting' });
  }
  const refusal = reviewRefusal(caller, member);
  return refusal ? fail(refusal) : succeed({ bio, member });
}

/**
 * Approves (publishes) or rejects a submitted bio of another team member at the manager's clubs:
 * no one approves their own bio.
 */
export async function decideBio(
  context: ModuleContext,
  caller: StaffCaller,
  staffId: string,
  decision: 'approve' | 'reject',
): Promise<Outcome<'approved' | 'rejected', ReviewFailure>> {
  const waiting = await bioToReview(context, caller, staffId);
  if (!waiting.ok) return waiting;
  const { bio, member } = waiting.value;
  await context.db.transaction(async (tx) => {
    if (decision === 'approve') {
      const snapshot = { ...bio.draft, displayName: member.displayName, clubIds: member.clubIds };
      await publishBio(tx, staffId, snapshot, context.clock(), caller.displayName);
    } else await rejectBioDraft(tx, staffId, caller.displayName);
  });
  return succeed(decision === 'approve' ? 'approved' : 'rejected');
}

/**
 * Approves or rejects a pending testimonial of another trainer at the manager's clubs: no one
 * approves testimonials about themselves.
 */
export async function decideTestimonialOf(
  context: ModuleContext,
  caller: StaffCaller,
  testimonialId: string,
  decision: 'approve' | 'reject',
): Promise<Outcome<'approved' | 'rejected', ReviewFailure>> {
  const testimonial = await selectPendingTestimonial(context.db, testimonialId);
  const member =
    testimonial && (await findActiveStaff(context, [testimonial.staffId])).get(testimonial.staffId);
  if (!member) return fail({ kind: 'notWaiting' });
  const refusal = reviewRefusal(caller, member);
  if (refusal) return fail(refusal);
  const status = decision === 'approve' ? 'approved' : 'rejected';
  await decideTestimonial(context.db, testimonialId, status, context.clock(), caller.displayName);
  return succeed(status);
}

function publishedAnswer(bio: StoredBio, clubs: readonly Club[]): PublishedBio | undefined {
  if (!bio.published) return undefined;
  const { displayName, clubIds, ...fields } = bio.published;
  const photoUrl =
    bio.publishedPhotoType && bio.publishedAt
      ? photoAddress(buildPath(TRAINER_PHOTO_PATH, { slug: bio.slug }), bio.publishedAt)
      : null;
  return { ...fields, photoUrl, slug: bio.slug, displayName, clubs: clubsNamed(clubs, clubIds) };
}

/**
 * The draft photo of a bio waiting for the manager's review (of another team member at their
 * clubs), so they see the picture before the public does.
 */
export async function photoToReview(
  context: ModuleContext,
  caller: StaffCaller,
  staffId: string,
): Promise<Outcome<StoredPhoto, ReviewFailure>> {
  const waiting = await bioToReview(context, caller, staffId);
  if (!waiting.ok) return waiting;
  const photo = await selectPhoto(context.db, staffId, 'draft');
  return photo ? succeed(photo) : fail({ kind: 'notWaiting' });
}

/** Approved bios of active team members, by club and specialty, in name order. */
export async function searchPublishedBios(
  context: ModuleContext,
  filter: { clubId?: string | undefined; specialty?: Specialty | undefined },
): Promise<PublishedBio[]> {
  const [bios, clubs] = await Promise.all([selectPublishedBios(context.db), listClubs(context)]);
  const staff = await findActiveStaff(
    context,
    bios.map((bio) => bio.staffId),
  );
  return bios
    .filter((bio) => staff.has(bio.staffId))
    .flatMap((bio) => publishedAnswer(bio, clubs) ?? [])
    .filter(
      (bio) =>
        (!filter.clubId || bio.clubs.some((club) => club.clubId === filter.clubId)) &&
        (!filter.specialty || bio.specialties.includes(filter.specialty)),
    )
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** The approved bio of an active team member by its address; undefined otherwise. */
async function publishedBySlug(context: ModuleContext, slug: string) {
  const bio = await selectBioBySlug(context.db, slug);
  if (!bio?.published) return undefined;
  return (await findActiveStaff(context, [bio.staffId])).has(bio.staffId) ? bio : undefined;
}

/** The photo of an active trainer's approved bio; undefined without one. */
export async function publishedPhoto(
  context: ModuleContext,
  slug: string,
): Promise<StoredPhoto | undefined> {
  const bio = await publishedBySlug(context, slug);
  return bio?.publishedPhotoType ? selectPhoto(context.db, bio.staffId, 'published') : undefined;
}

/** A trainer's public page: their approved bio and approved testimonials. */
export async function trainerPage(
  context: ModuleContext,
  slug: string,
): Promise<TrainerPage | undefined> {
  const bio = await publishedBySlug(context, slug);
  const published = bio && publishedAnswer(bio, await listClubs(context));
  if (!bio || !published) return undefined;
  const testimonials = await selectApprovedTestimonials(context.db, bio.staffId);
  return {
    ...published,
    testimonials: testimonials.map((testimonial) => ({
      authorName: testimonial.authorName,
      body: testimonial.body,
      approvedAt: (testimonial.reviewedAt ?? testimonial.submittedAt).toISOString(),
    })),
  };
}

/** Takes a testimonial for a trainer with an approved bio; undefined when there is none. */
export async function takeTestimonial(
  context: ModuleContext,
  slug: string,
  fields: TestimonialFields,
): Promise<true | undefined> {
  const bio = await publishedBySlug(context, slug);
  if (!bio) return undefined;
  await insertTestimonial(context.db, {
    ...fields,
    testimonialId: randomUUID(),
    staffId: bio.staffId,
    submittedAt: context.clock(),
  });
  return true;
}
