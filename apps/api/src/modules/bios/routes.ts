import {
  getMyBio,
  getReviewQueue,
  getTrainer,
  MY_PHOTO_PATH,
  putMyPhoto,
  removeMyPhoto,
  REVIEW_PHOTO_PATH,
  reviewBio,
  reviewTestimonial,
  saveMyBio,
  searchPerformerBios,
  searchTrainers,
  SlugParams,
  StaffIdParams,
  submitTestimonial,
  TRAINER_PHOTO_PATH,
} from '@clubjoin/contract/bios';
import {
  TESTIMONIAL_RATE_WINDOW_MS,
  TESTIMONIALS_PER_ADDRESS,
  TESTIMONIALS_PER_EMAIL,
} from '@clubjoin/domain/staff/bios';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type FailureAnswer,
  foundOrAnswer,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { registerEndpoint, toRouterPath } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import { countTowardLimits } from '../limits/countTowardLimits';
import type { ModuleContext } from '../moduleContext';
import { NOT_YOUR_CLUB_MESSAGE, requireStaff } from '../staff/staffAccessAnswer';
import {
  decideBio,
  decideTestimonialOf,
  changeMyPhoto,
  myBio,
  myDraftPhoto,
  type PhotoFailure,
  photoToReview,
  publishedPhoto,
  type ReviewFailure,
  reviewQueue,
  saveBio,
  searchPublishedBios,
  takeTestimonial,
  trainerPage,
} from './bios';
import type { StoredPhoto } from './store';

const PROFILE_PAGE = '/member/bios-admin/manage-profile';
const REVIEW_PAGE = '/member/bios-admin/manage-profile/manage-testimonials';
const SEARCH_PAGE = '/member/performer-bio-search';
const NO_TRAINER: FailureAnswer = { status: 404, message: 'There is no such trainer.' };

const reviewFailureAnswer =
  (what: 'bio' | 'testimonial') =>
  (failure: ReviewFailure): FailureAnswer => {
    switch (failure.kind) {
      case 'notYourClub':
        return { status: 403, message: NOT_YOUR_CLUB_MESSAGE };
      case 'ownProfile':
        return {
          status: 403,
          message:
            what === 'bio'
              ? 'You may not approve your own bio: another manager reviews it.'
              : 'You may not review testimonials about yourself: another manager reviews them.',
        };
      case 'notWaiting':
        return { status: 404, message: `There is no ${what} waiting for review.` };
    }
  };

const NO_PHOTO: FailureAnswer = { status: 404, message: 'There is no photo.' };

const photoFailureAnswer = (failure: PhotoFailure): FailureAnswer =>
  failure.kind === 'invalid'
    ? invalidField('body.photo', failure.message)
    : { status: 400, message: 'Save your bio before adding a photo.' };

/**
 * Answers a photo's bytes with their type (as read from them when taken): the public's approved
 * photo may be kept a while (its address changes with each approval), a draft never.
 */
function sendPhoto(reply: FastifyReply, photo: StoredPhoto, cache: 'public' | 'private') {
  return reply
    .type(photo.type)
    .header(
      'cache-control',
      cache === 'public' ? 'public, max-age=3600' : 'private, no-store, max-age=0',
    )
    .send(Buffer.from(photo.bytes));
}

/**
 * Team member bios (issue 19; docs/decisions/0029 and 0037): the portal's routes take the team member from
 * the staff session and check their role may open the page each serves, a review also that the
 * team member reviewed works at one of the manager's clubs; the public routes answer only what a
 * manager approved.
 */
export function registerBioRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getMyBio, async ({ raw }) =>
    myBio(context, await requireStaff(context, raw, PROFILE_PAGE)),
  );

  registerEndpoint(app, saveMyBio, async ({ raw, body }) =>
    saveBio(context, await requireStaff(context, raw, PROFILE_PAGE), body),
  );

  registerEndpoint(app, putMyPhoto, async ({ raw, body }) => {
    const caller = await requireStaff(context, raw, PROFILE_PAGE);
    const bytes = Buffer.from(body.photo, 'base64');
    return valueOrAnswer(await changeMyPhoto(context, caller, bytes), photoFailureAnswer);
  });

  registerEndpoint(app, removeMyPhoto, async ({ raw }) =>
    valueOrAnswer(
      await changeMyPhoto(context, await requireStaff(context, raw, PROFILE_PAGE), null),
      photoFailureAnswer,
    ),
  );

  // The photo reads answer an image, not JSON: routes of their own, their parts still parsed.
  app.get(
    toRouterPath(MY_PHOTO_PATH),
    {
      schema: {
        summary: "The signed-in team member's draft photo; 404 without one.",
        tags: ['portal-bios'],
      },
    },
    async (request, reply) => {
      const caller = await requireStaff(context, request, PROFILE_PAGE);
      return sendPhoto(
        reply,
        foundOrAnswer(await myDraftPhoto(context, caller), () => NO_PHOTO),
        'private',
      );
    },
  );

  app.get(
    toRouterPath(REVIEW_PHOTO_PATH),
    {
      schema: {
        summary:
          'The draft photo of a bio waiting for the manager’s review, of a team member at their clubs; 403 for a role that does not review bios, another club’s team member or one’s own bio; 404 for none.',
        tags: ['portal-bios'],
        params: StaffIdParams,
      },
    },
    async (request, reply) => {
      const caller = await requireStaff(context, request, REVIEW_PAGE);
      const { staffId } = StaffIdParams.parse(request.params);
      const photo = valueOrAnswer(await photoToReview(context, caller, staffId), (failure) =>
        failure.kind === 'notWaiting' ? NO_PHOTO : reviewFailureAnswer('bio')(failure),
      );
      return sendPhoto(reply, photo, 'private');
    },
  );

  app.get(
    toRouterPath(TRAINER_PHOTO_PATH),
    {
      schema: {
        summary:
          "The photo of a trainer's approved bio; 404 for a trainer without an approved bio or whose approved bio has no photo.",
        tags: ['trainers'],
        params: SlugParams,
      },
    },
    async (request, reply) => {
      const { slug } = SlugParams.parse(request.params);
      return sendPhoto(
        reply,
        foundOrAnswer(await publishedPhoto(context, slug), () => NO_PHOTO),
        'public',
      );
    },
  );

  registerEndpoint(app, getReviewQueue, async ({ raw }) =>
    reviewQueue(context, await requireStaff(context, raw, REVIEW_PAGE)),
  );

  registerEndpoint(app, reviewBio, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, REVIEW_PAGE);
    const status = valueOrAnswer(
      await decideBio(context, caller, params.staffId, body.decision),
      reviewFailureAnswer('bio'),
    );
    return { status };
  });

  registerEndpoint(app, reviewTestimonial, async ({ raw, params, body }) => {
    const caller = await requireStaff(context, raw, REVIEW_PAGE);
    const status = valueOrAnswer(
      await decideTestimonialOf(context, caller, params.testimonialId, body.decision),
      reviewFailureAnswer('testimonial'),
    );
    return { status };
  });

  registerEndpoint(app, searchPerformerBios, async ({ raw, query }) => {
    await requireStaff(context, raw, SEARCH_PAGE);
    return { trainers: await searchPublishedBios(context, query) };
  });

  registerEndpoint(app, searchTrainers, async ({ query }) => ({
    trainers: await searchPublishedBios(context, query),
  }));

  registerEndpoint(app, getTrainer, async ({ params }) =>
    foundOrAnswer(await trainerPage(context, params.slug), () => NO_TRAINER),
  );

  registerEndpoint(app, submitTestimonial, async ({ raw, params, body }) => {
    valueOrAnswer(
      await countTowardLimits(context.db, {
        buckets: [
          { bucket: `testimonial-address:${raw.ip}`, limit: TESTIMONIALS_PER_ADDRESS },
          {
            bucket: `testimonial-email:${body.authorEmail.toLowerCase()}`,
            limit: TESTIMONIALS_PER_EMAIL,
          },
        ],
        nowMs: context.clock().getTime(),
        windowMs: TESTIMONIAL_RATE_WINDOW_MS,
      }),
      (limited) =>
        tooManyRequests(
          limited.retryAfterSeconds,
          'You have sent several testimonials just now. Please try again later.',
        ),
    );
    foundOrAnswer(await takeTestimonial(context, params.slug, body), () => NO_TRAINER);
    return { status: 'pending' as const };
  });
}
