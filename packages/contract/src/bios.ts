import {
  AVATARS,
  BIO_MESSAGES,
  BioFields,
  PHOTO_MAX_BASE64_LENGTH,
  SOCIAL_KINDS,
  SPECIALTIES,
  TestimonialFields,
} from '@clubjoin/domain/staff/bios';
import { z } from 'zod';
import { ClubId } from './catalog/clubId';
import { defineEndpoint } from './endpoint';
import { staffRefusals } from './staffRefusals';

/**
 * Team member bios (issue 19; docs/decisions/0029): a team member's own profile, a manager's review
 * of bios and testimonials, the staff's performer bio search, and the public trainer pages, which
 * show only what a manager approved.
 */

const STAFF_REFUSALS = staffRefusals();

const REVIEWS = ['none', 'submitted', 'approved', 'rejected'] as const;

const Club = z.object({ clubId: z.string(), clubName: z.string() });

/** A bio's fields as answers carry them (the request's schema trims and checks; this one does not). */
const BioAnswer = z.object({
  jobTitle: z.string(),
  specialties: z.array(z.enum(SPECIALTIES)),
  certifications: z.array(z.object({ name: z.string(), expiresOn: z.iso.date() })),
  socialLinks: z.array(z.object({ kind: z.enum(SOCIAL_KINDS), url: z.string() })),
  about: z.string(),
  avatar: z.enum(AVATARS),
});

const PhotoUrl = z
  .string()
  .nullable()
  .describe('Where its photo is read (an image, its type from its bytes); null without one');

/** A bio as the public (and the staff's search) sees it: only what a manager approved. */
export const PublishedBio = BioAnswer.extend({
  photoUrl: PhotoUrl,
  slug: z.string(),
  displayName: z.string(),
  clubs: z.array(Club),
}).meta({ id: 'PublishedBio' });
export type PublishedBio = z.infer<typeof PublishedBio>;

export const MyBio = z
  .object({
    slug: z.string(),
    displayName: z.string(),
    clubs: z.array(Club).describe("The staff account's clubs, read-only here"),
    bio: BioAnswer.nullable().describe('What they last saved; null before the first save'),
    photoUrl: PhotoUrl.describe('Where their draft photo is read; null without one'),
    review: z
      .enum(REVIEWS)
      .describe('none before the first save; submitted after each save until a manager decides'),
    reviewNote: z.string().nullable(),
    publishedAt: z.iso.datetime().nullable().describe('When a manager last approved it'),
    warnings: z
      .array(z.string())
      .describe('Certifications expired or expiring within 90 days, on the club’s clock'),
  })
  .meta({ id: 'MyBio' });
export type MyBio = z.infer<typeof MyBio>;

export const getMyBio = defineEndpoint({
  method: 'GET',
  path: '/api/portal/bios/me',
  summary: `The signed-in team member's bio, its review and the warnings of certifications expired or expiring within 90 days. ${STAFF_REFUSALS}.`,
  tags: ['portal-bios'],
  status: 200,
  response: MyBio,
});

export const MyBioRequest = BioFields.meta({ id: 'MyBioRequest' });

export const saveMyBio = defineEndpoint({
  method: 'PUT',
  path: '/api/portal/bios/me',
  summary: `Saves the signed-in team member's bio and sends it to their managers for review; the public keeps seeing the version last approved. ${STAFF_REFUSALS}; 400 with each field's message.`,
  tags: ['portal-bios'],
  body: MyBioRequest,
  status: 200,
  response: MyBio,
});

/** A photo as the browser sends it: its bytes in base64, checked by their first bytes. */
export const MyPhotoRequest = z
  .object({
    photo: z
      .base64(BIO_MESSAGES.photoType)
      .max(PHOTO_MAX_BASE64_LENGTH, BIO_MESSAGES.photoSize)
      .describe('A JPEG, PNG or WebP image of at most 300 KB, in base64'),
  })
  .meta({ id: 'MyPhotoRequest' });

/** The largest body the photo upload reads: its 300 KB photo's base64 fits with room to spare. */
const PHOTO_BODY_LIMIT = 1024 * 1024;

export const MY_PHOTO_PATH = '/api/portal/bios/me/photo';

export const putMyPhoto = defineEndpoint({
  method: 'PUT',
  path: MY_PHOTO_PATH,
  summary: `Sets the signed-in team member's photo in their bio's draft and sends the bio for review; the public sees it only once a manager approves. ${STAFF_REFUSALS}; 400 for bytes not a JPEG, PNG or WebP image or more than 300 KB, and before a first save of the bio; 413 past 1 MB.`,
  tags: ['portal-bios'],
  body: MyPhotoRequest,
  bodyLimit: PHOTO_BODY_LIMIT,
  status: 200,
  response: MyBio,
});

export const removeMyPhoto = defineEndpoint({
  method: 'DELETE',
  path: MY_PHOTO_PATH,
  summary: `Removes the photo from the signed-in team member's bio draft (the avatar shows instead once approved) and sends the bio for review. ${STAFF_REFUSALS}; 400 before a first save of the bio.`,
  tags: ['portal-bios'],
  status: 200,
  response: MyBio,
});

const MANAGER_REFUSALS = `${STAFF_REFUSALS}, 403 for a role other than fitness manager, club manager or administrator`;

export const ReviewQueue = z
  .object({
    bios: z.array(
      z.object({
        staffId: z.string(),
        displayName: z.string(),
        bio: BioAnswer,
        photoUrl: PhotoUrl.describe('Where the draft photo waiting for review is read'),
        submittedAt: z.iso.datetime(),
      }),
    ),
    testimonials: z.array(
      z.object({
        testimonialId: z.string(),
        trainerName: z.string(),
        authorName: z.string(),
        authorEmail: z.string(),
        body: z.string(),
        submittedAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'BioReviewQueue' });
export type ReviewQueue = z.infer<typeof ReviewQueue>;

export const getReviewQueue = defineEndpoint({
  method: 'GET',
  path: '/api/portal/bios/reviews',
  summary: `The bios and testimonials waiting for review of team members at the manager's clubs (every club for an administrator), oldest first. ${MANAGER_REFUSALS}.`,
  tags: ['portal-bios'],
  status: 200,
  response: ReviewQueue,
});

export const ReviewDecision = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  })
  .meta({ id: 'BioReviewDecision' });

const Reviewed = z.object({ status: z.enum(['approved', 'rejected']) }).meta({ id: 'BioReviewed' });

export const StaffIdParams = z.object({ staffId: z.uuid('A staff id is a UUID') });

/**
 * The photo reads answer the image itself (not JSON), so they are routes of their own: the
 * team member's draft, a draft waiting for a manager's review, and an approved bio's.
 */
export const REVIEW_PHOTO_PATH = '/api/portal/bios/{staffId}/photo';
export const TRAINER_PHOTO_PATH = '/api/trainers/{slug}/photo';

export const reviewBio = defineEndpoint({
  method: 'POST',
  path: '/api/portal/bios/{staffId}/review',
  summary: `Approves a submitted bio (the public pages show it from now on) or rejects it (the version approved before stays). ${MANAGER_REFUSALS} or a team member not at their clubs; 404 for no bio waiting for review.`,
  tags: ['portal-bios'],
  params: StaffIdParams,
  body: ReviewDecision,
  status: 200,
  response: Reviewed,
});

export const reviewTestimonial = defineEndpoint({
  method: 'POST',
  path: '/api/portal/testimonials/{testimonialId}/review',
  summary: `Approves a testimonial (shown on the trainer's public page from now on) or rejects it. ${MANAGER_REFUSALS} or a trainer not at their clubs; 404 for no testimonial waiting for review.`,
  tags: ['portal-bios'],
  params: z.object({ testimonialId: z.uuid('A testimonial id is a UUID') }),
  body: ReviewDecision,
  status: 200,
  response: Reviewed,
});

const SEARCH_MESSAGES = {
  club: 'Choose a club from the list.',
  specialty: 'Choose a specialty from the list.',
};

/** A search of published bios by club and specialty. */
export const BioSearchQuery = z.object({
  clubId: ClubId.optional().describe('Only trainers of this club'),
  specialty: z.enum(SPECIALTIES, { error: SEARCH_MESSAGES.specialty }).optional(),
});

export const BioSearchResults = z
  .object({ trainers: z.array(PublishedBio) })
  .meta({ id: 'BioSearchResults' });

export const searchPerformerBios = defineEndpoint({
  method: 'GET',
  path: '/api/portal/performer-bios',
  summary: `The performer bio search: approved bios of active team members, by club and specialty, by name. ${STAFF_REFUSALS}; 400 for a specialty not in the list.`,
  tags: ['portal-bios'],
  query: BioSearchQuery,
  status: 200,
  response: BioSearchResults,
});

export const searchTrainers = defineEndpoint({
  method: 'GET',
  path: '/api/trainers',
  summary:
    'The public trainer search: approved bios of active team members, by club and specialty, by name; never a bio no manager approved. 400 for a specialty not in the list.',
  tags: ['trainers'],
  query: BioSearchQuery,
  status: 200,
  response: BioSearchResults,
});

export const TrainerPage = PublishedBio.extend({
  testimonials: z.array(
    z.object({ authorName: z.string(), body: z.string(), approvedAt: z.iso.datetime() }),
  ),
}).meta({ id: 'TrainerPage' });
export type TrainerPage = z.infer<typeof TrainerPage>;

export const SlugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,70}$/, 'A trainer address is lower-case letters, digits and dashes'),
});

export const getTrainer = defineEndpoint({
  method: 'GET',
  path: '/api/trainers/{slug}',
  summary:
    "A trainer's public page: their approved bio and approved testimonials, newest first; 404 for a trainer with no approved bio.",
  tags: ['trainers'],
  params: SlugParams,
  status: 200,
  response: TrainerPage,
});

export const TestimonialRequest = TestimonialFields.meta({ id: 'TestimonialRequest' });

export const submitTestimonial = defineEndpoint({
  method: 'POST',
  path: '/api/trainers/{slug}/testimonials',
  summary:
    "Sends a testimonial for a trainer with an approved bio; it shows on their page once a manager of their club approves it. 404 for no such trainer; 400 with each field's message; 429 past 5 an hour from one address or 3 an hour from one email.",
  tags: ['trainers'],
  params: SlugParams,
  body: TestimonialRequest,
  status: 202,
  response: z.object({ status: z.literal('pending') }).meta({ id: 'TestimonialReceived' }),
});
