import { z } from 'zod';
import { Club } from './catalog/club';
import { Interest } from './catalog/interest';
import { NewMemberExperience } from './catalog/newMemberExperience';
import { ClubList } from './clubs';
import { defineEndpoint } from './endpoint';
import { ClubId } from './catalog/clubId';
import { OpaqueId } from './id';
import { Text } from './text';

/** The club a content call is about (product/club-and-entry.md#clubs). */
export const ContentClubParams = z.object({ clubId: ClubId });

/**
 * GET /clubs (product/decisions-and-platform.md#services-and-their-addresses): the content-managed
 * club list, every club by club id (product/club-and-entry.md#clubs).
 */
export const getContentClubs = defineEndpoint({
  method: 'GET',
  path: '/api/content/clubs',
  summary: 'The content-managed club list: every club, by club id',
  tags: ['content'],
  status: 200,
  response: ClubList,
});

/**
 * GET /clubs/{id} (product/club-and-entry.md#clubs: a club is taken from the content-managed list
 * by id); 404 when unknown.
 */
export const getContentClub = defineEndpoint({
  method: 'GET',
  path: '/api/content/clubs/{clubId}',
  summary: 'One club of the content-managed list. 404 when unknown',
  tags: ['content'],
  params: ContentClubParams,
  status: 200,
  response: Club,
});

/**
 * A club's interests (product/membership-and-promotions.md#interests, #interests: list of name and
 * interests), in the club's order and unfiltered: the interests step keeps those on the valid list
 * with the domain (product/membership-and-promotions.md#interests).
 */
export const ClubInterestList = z.array(Interest).meta({ id: 'ClubInterestList' });
export type ClubInterestList = z.infer<typeof ClubInterestList>;

/** GET interests by club id (product/club-and-entry.md#clubs); 404 for an unknown club. */
export const getClubInterests = defineEndpoint({
  method: 'GET',
  path: '/api/content/clubs/{clubId}/interests',
  summary: "A club's interests, in its order and unfiltered. 404 for an unknown club",
  tags: ['content'],
  params: ContentClubParams,
  status: 200,
  response: ClubInterestList,
});

/**
 * A club's new-member experiences (product/pages.md#new-member-experiences;
 * #new-member-experiences: reads data.variations, data being the answer's body), in the club's
 * order. The page shows them all unselected (product/pages.md#new-member-experiences).
 */
export const ExperienceVariations = z
  .object({ variations: z.array(NewMemberExperience) })
  .meta({ id: 'ExperienceVariations' });
export type ExperienceVariations = z.infer<typeof ExperienceVariations>;

/** GET experiences by club (product/pages.md#new-member-experiences); 404 for an unknown club. */
export const getClubExperiences = defineEndpoint({
  method: 'GET',
  path: '/api/content/clubs/{clubId}/experiences',
  summary: "A club's new-member experiences as variations. 404 for an unknown club",
  tags: ['content'],
  params: ContentClubParams,
  status: 200,
  response: ExperienceVariations,
});

/**
 * What a new member chose on the experiences page (product/pages.md#new-member-experiences): skip,
 * or the experiences ticked, for the member, club and membership level the purchase created. The
 * purchase is proven by its confirmation token (the `x-confirmation-token` header), never by an id
 * in the body.
 */
export const ExperienceSubmission = z
  .object({
    memberId: OpaqueId,
    clubId: ClubId,
    confirmationPageDriver: Text.trim().min(1).max(100),
    membershipLevel: Text.trim().min(1).max(50),
    skip: z.boolean(),
    variations: z.array(z.object({ experienceId: OpaqueId, selected: z.boolean() })).max(50),
  })
  .meta({ id: 'ExperienceSubmission' });
export type ExperienceSubmission = z.infer<typeof ExperienceSubmission>;

/**
 * PUT experiences (product/pages.md#new-member-experiences): saves a new member's experience
 * choices, replacing earlier ones; 204.
 */
export const putExperiences = defineEndpoint({
  method: 'PUT',
  path: '/api/content/experiences',
  summary:
    "Save a new member's experience choices (skip, or the experiences selected), proven by the purchase's x-confirmation-token header. 400 for choices the rules refuse or a club or level that is not the membership's, 401 without a live token, 403 for another member's id",
  tags: ['content'],
  body: ExperienceSubmission,
  status: 204,
  response: z.null().describe('No content'),
});

/** A new member's saved experience choice (product/pages.md#new-member-experiences). */
export const ExperienceChoice = z
  .object({
    skip: z.boolean(),
    experienceIds: z.array(z.string()).describe('The experiences chosen, none when skipped'),
    confirmationPageDriver: z.string(),
    submittedAt: z.iso.datetime(),
  })
  .meta({ id: 'ExperienceChoice' });
export type ExperienceChoice = z.infer<typeof ExperienceChoice>;

/**
 * The new member a purchase's confirmation token proves (product/pages.md#new-member-experiences:
 * the member id and membership level the submission names), and what they chose so far.
 */
export const NewMemberExperiences = z
  .object({
    orderId: z.string(),
    memberId: z.string(),
    clubId: z.string(),
    membershipLevel: z.string(),
    choice: ExperienceChoice.nullable().describe('Null until the member skips or continues'),
  })
  .meta({ id: 'NewMemberExperiences' });
export type NewMemberExperiences = z.infer<typeof NewMemberExperiences>;

/**
 * GET experiences (product/pages.md#new-member-experiences): the new member the purchase's
 * confirmation token proves, and their saved choice.
 */
export const getNewMemberExperiences = defineEndpoint({
  method: 'GET',
  path: '/api/content/experiences',
  summary:
    "The new member a purchase's x-confirmation-token header proves (member id, club, membership level) and their saved experience choice. 401 without a live token",
  tags: ['content'],
  status: 200,
  response: NewMemberExperiences,
});

/**
 * A page of the page-driver table (product/wizard.md#page-drivers-and-addresses): a section name
 * and a page-driver name.
 */
export const PageDriverParams = z.object({
  section: Text.min(1).max(100),
  page: Text.min(1).max(100),
});

/**
 * Where a page driver goes (product/wizard.md#page-drivers-and-addresses): the URL path a full page
 * load of that page opens.
 */
export const PageDriver = z
  .object({ section: z.string(), page: z.string(), path: z.string() })
  .meta({ id: 'PageDriver' });
export type PageDriver = z.infer<typeof PageDriver>;

/**
 * A page of the global page-driver table (product/wizard.md#page-drivers-and-addresses). A section
 * or page the table does not hold answers 404 with the domain's message
 * (product/wizard.md#page-drivers-and-addresses).
 */
export const getPageDriver = defineEndpoint({
  method: 'GET',
  path: '/api/content/pagedrivers/{section}/{page}',
  summary:
    "The URL path of a page in a section of the page-driver table, e.g. global/salesPayment. 404 'Section … or page … missing in global drivers'",
  tags: ['content'],
  params: PageDriverParams,
  status: 200,
  response: PageDriver,
});
