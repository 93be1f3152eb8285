import type { BioFields, PhotoType, TestimonialFields } from '@clubjoin/domain/staff/bios';
import type { Queryable } from '../../db/database';

export type BioReview = 'submitted' | 'approved' | 'rejected';

/** What the public sees: the fields a manager approved, with the name and clubs of that moment. */
export interface PublishedSnapshot extends BioFields {
  displayName: string;
  clubIds: string[];
}

export interface StoredBio {
  staffId: string;
  slug: string;
  draft: BioFields;
  review: BioReview;
  reviewNote: string | null;
  published: PublishedSnapshot | null;
  publishedAt: Date | null;
  updatedAt: Date;
  /** The photo's type, of the draft and of the approved version; null without one. */
  draftPhotoType: PhotoType | null;
  publishedPhotoType: PhotoType | null;
}

/** A photo's bytes and their type. */
export interface StoredPhoto {
  type: PhotoType;
  bytes: Uint8Array;
}

interface BioRow {
  staff_id: string;
  slug: string;
  draft: BioFields;
  review: BioReview;
  review_note: string | null;
  published: PublishedSnapshot | null;
  published_at: Date | null;
  updated_at: Date;
  draft_photo_type: PhotoType | null;
  published_photo_type: PhotoType | null;
}

/** A bio's columns but the photos' bytes, which only the photo reads fetch. */
const BIO_COLUMNS = `staff_id, slug, draft, review, review_note, published, published_at, updated_at,
  draft_photo_type, published_photo_type`;

const bioOfRow = (row: BioRow): StoredBio => ({
  staffId: row.staff_id,
  slug: row.slug,
  draft: row.draft,
  review: row.review,
  reviewNote: row.review_note,
  published: row.published,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
  draftPhotoType: row.draft_photo_type,
  publishedPhotoType: row.published_photo_type,
});

export async function selectBio(db: Queryable, staffId: string): Promise<StoredBio | undefined> {
  const [row] = await db.query<BioRow>(
    `SELECT ${BIO_COLUMNS} FROM staff_bios WHERE staff_id = $1`,
    [staffId],
  );
  return row && bioOfRow(row);
}

export async function selectBioBySlug(db: Queryable, slug: string): Promise<StoredBio | undefined> {
  const [row] = await db.query<BioRow>(`SELECT ${BIO_COLUMNS} FROM staff_bios WHERE slug = $1`, [
    slug,
  ]);
  return row && bioOfRow(row);
}

/** The slugs taken that start with `base` (to find a free one). */
export async function selectSlugsLike(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await db.query<{ slug: string }>(
    `SELECT slug FROM staff_bios WHERE slug = $1 OR slug LIKE $1 || '-%'`,
    [base],
  );
  return new Set(rows.map((row) => row.slug));
}

/** Writes a team member's draft and sends it for review. */
export async function upsertDraft(
  tx: Queryable,
  bio: { staffId: string; slug: string; draft: BioFields },
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO staff_bios (staff_id, slug, draft, review, updated_at)
     VALUES ($1, $2, $3, 'submitted', $4)
     ON CONFLICT (staff_id) DO UPDATE SET draft = EXCLUDED.draft, review = 'submitted',
       review_note = NULL, updated_at = EXCLUDED.updated_at`,
    [bio.staffId, bio.slug, JSON.stringify(bio.draft), at],
  );
}

/** Every bio waiting for review, oldest first. */
export async function selectSubmittedBios(db: Queryable): Promise<StoredBio[]> {
  const rows = await db.query<BioRow>(
    `SELECT ${BIO_COLUMNS} FROM staff_bios WHERE review = 'submitted'
     ORDER BY updated_at, staff_id`,
  );
  return rows.map(bioOfRow);
}

/**
 * Writes (or, with null, removes) a team member's draft photo and sends the bio for review;
 * false when they have no bio yet.
 */
export async function updateDraftPhoto(
  tx: Queryable,
  staffId: string,
  photo: StoredPhoto | null,
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE staff_bios SET draft_photo = $2, draft_photo_type = $3, review = 'submitted',
       review_note = NULL, updated_at = $4 WHERE staff_id = $1 RETURNING staff_id`,
    [staffId, photo?.bytes ?? null, photo?.type ?? null, at],
  );
  return rows.length > 0;
}

/** A team member's draft photo, or the approved one; undefined when there is none. */
export async function selectPhoto(
  db: Queryable,
  staffId: string,
  version: 'draft' | 'published',
): Promise<StoredPhoto | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array | null; type: PhotoType | null }>(
    version === 'draft'
      ? 'SELECT draft_photo AS bytes, draft_photo_type AS type FROM staff_bios WHERE staff_id = $1'
      : `SELECT published_photo AS bytes, published_photo_type AS type FROM staff_bios
         WHERE staff_id = $1`,
    [staffId],
  );
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : undefined;
}

/** Approves the draft as it is now, its photo with it: it becomes what the public sees. */
export async function publishBio(
  tx: Queryable,
  staffId: string,
  published: PublishedSnapshot,
  at: Date,
  byName: string,
): Promise<void> {
  await tx.query(
    `UPDATE staff_bios SET review = 'approved', published = $2, published_at = $3,
       reviewed_by_name = $4, published_photo = draft_photo,
       published_photo_type = draft_photo_type WHERE staff_id = $1`,
    [staffId, JSON.stringify(published), at, byName],
  );
}

export async function rejectBioDraft(
  tx: Queryable,
  staffId: string,
  byName: string,
): Promise<void> {
  await tx.query(
    `UPDATE staff_bios SET review = 'rejected', reviewed_by_name = $2,
       review_note = 'A manager sent it back: change it and save again.' WHERE staff_id = $1`,
    [staffId, byName],
  );
}

/** Every bio a manager approved, with its team member. */
export async function selectPublishedBios(db: Queryable): Promise<StoredBio[]> {
  const rows = await db.query<BioRow>(
    `SELECT ${BIO_COLUMNS} FROM staff_bios WHERE published IS NOT NULL`,
  );
  return rows.map(bioOfRow);
}

export interface StoredTestimonial extends TestimonialFields {
  testimonialId: string;
  staffId: string;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: Date;
  reviewedAt: Date | null;
}

interface TestimonialRow {
  testimonial_id: string;
  staff_id: string;
  author_name: string;
  author_email: string;
  body: string;
  status: StoredTestimonial['status'];
  submitted_at: Date;
  reviewed_at: Date | null;
}

const testimonialOfRow = (row: TestimonialRow): StoredTestimonial => ({
  testimonialId: row.testimonial_id,
  staffId: row.staff_id,
  authorName: row.author_name,
  authorEmail: row.author_email,
  body: row.body,
  status: row.status,
  submittedAt: row.submitted_at,
  reviewedAt: row.reviewed_at,
});

export async function insertTestimonial(
  db: Queryable,
  testimonial: Pick<StoredTestimonial, 'testimonialId' | 'staffId' | 'submittedAt'> &
    TestimonialFields,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_testimonials (testimonial_id, staff_id, author_name, author_email, body,
       status, submitted_at) VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
    [
      testimonial.testimonialId,
      testimonial.staffId,
      testimonial.authorName,
      testimonial.authorEmail,
      testimonial.body,
      testimonial.submittedAt,
    ],
  );
}

export async function selectPendingTestimonials(db: Queryable): Promise<StoredTestimonial[]> {
  const rows = await db.query<TestimonialRow>(
    "SELECT * FROM staff_testimonials WHERE status = 'pending' ORDER BY submitted_at, testimonial_id",
  );
  return rows.map(testimonialOfRow);
}

/** One testimonial waiting for review; undefined when there is none such (or it was decided). */
export async function selectPendingTestimonial(
  db: Queryable,
  testimonialId: string,
): Promise<StoredTestimonial | undefined> {
  const [row] = await db.query<TestimonialRow>(
    "SELECT * FROM staff_testimonials WHERE testimonial_id = $1 AND status = 'pending'",
    [testimonialId],
  );
  return row && testimonialOfRow(row);
}

/** A trainer's approved testimonials, newest approval first. */
export async function selectApprovedTestimonials(
  db: Queryable,
  staffId: string,
): Promise<StoredTestimonial[]> {
  const rows = await db.query<TestimonialRow>(
    `SELECT * FROM staff_testimonials WHERE staff_id = $1 AND status = 'approved'
     ORDER BY reviewed_at DESC, testimonial_id`,
    [staffId],
  );
  return rows.map(testimonialOfRow);
}

export async function decideTestimonial(
  db: Queryable,
  testimonialId: string,
  status: 'approved' | 'rejected',
  at: Date,
  byName: string,
): Promise<void> {
  await db.query(
    `UPDATE staff_testimonials SET status = $2, reviewed_at = $3, reviewed_by_name = $4
     WHERE testimonial_id = $1`,
    [testimonialId, status, at, byName],
  );
}
