import {
  getMyBio,
  getReviewQueue,
  getTrainer,
  reviewBio,
  reviewTestimonial,
  saveMyBio,
  searchPerformerBios,
  searchTrainers,
  submitTestimonial,
} from '@clubjoin/contract/bios';
import {
  TESTIMONIAL_RATE_WINDOW_MS,
  TESTIMONIALS_PER_ADDRESS,
  TESTIMONIALS_PER_EMAIL,
} from '@clubjoin/domain/staff/bios';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, foundOrAnswer, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import { countTowardLimits } from '../limits/countTowardLimits';
import type { ModuleContext } from '../moduleContext';
import { NOT_YOUR_CLUB_MESSAGE, requireStaff } from '../staff/staffAccessAnswer';
import {
  decideBio,
  decideTestimonialOf,
  myBio,
  type ReviewFailure,
  reviewQueue,
  saveBio,
  searchPublishedBios,
  takeTestimonial,
  trainerPage,
} from './bios';

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

/**
 * Team member bios (issue 19; docs/decisions/0029): the portal's routes take the team member from
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
