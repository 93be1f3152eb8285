import { MEMBERSHIP_STATUSES } from '@clubjoin/domain/vocabulary';
import {
  AT_RISK_REASONS,
  ONBOARDING_STAGES,
  STAGE_STATES,
} from '@clubjoin/domain/staff/onboarding';
import { MEMBER_SEARCH_COUNT_CAP, MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { STAFF_ROLES } from '@clubjoin/domain/staff/roles';
import { StaffNote } from '@clubjoin/domain/staff/staffNote';
import { z } from 'zod';
import { Cents } from './cart';
import { ClubId } from './catalog/clubId';
import { SaleCredit } from './clubSales';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { ClubCurrency } from './product';
import { staffRefusals } from './staffRefusals';

/**
 * The team-member portal's work with members (product/team-portal.md#new-member-onboarding,
 * #search-all-members, #member-details, #dashboard, #club-visits). Every endpoint takes the team
 * member from their staff session and answers 401 without one, 403 for a role that may not open
 * the page it serves or a club the team member does not work at.
 */

const STAFF_REFUSALS = staffRefusals('403 for a role without the page or a club not theirs');

const tags = ['portal-members'];

/** The header a club's door reader proves itself with (docs/decisions/0024). */
export const DOOR_READER_KEY_HEADER = 'x-door-reader-key';

const MemberId = z.string().regex(/^\d{1,12}$/, 'A member id is 1 to 12 digits');
const MembershipIdParams = z.object({ membershipId: OpaqueId });
const ClubQuery = z.object({
  clubId: ClubId.optional().describe("A club of the team member's; their first club when absent"),
});

const Person = z.object({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const CheckInRequest = z
  .object({ memberId: MemberId, clubId: ClubId })
  .meta({ id: 'CheckInRequest' });

export const CheckIn = z
  .object({
    memberId: z.string(),
    membershipId: z.string(),
    clubId: z.string(),
    visitedAt: z.iso.datetime(),
    recordedBy: z.enum(['staff', 'doorReader']),
  })
  .meta({ id: 'CheckIn' });

/** POST a club visit: a staff member's check-in, or a club's door reader's. */
export const recordClubVisit = defineEndpoint({
  method: 'POST',
  path: '/api/portal/club-visits',
  summary: `Records a member's visit to a club. Called by a team member of that club (${STAFF_REFUSALS}) or by the club's door reader with its key in ${DOOR_READER_KEY_HEADER} (401 for a missing or wrong key, 403 for another club's key); 404 for an unknown member.`,
  tags,
  body: CheckInRequest,
  status: 201,
  response: CheckIn,
});

const StageStandingSchema = z.object({
  stage: z.enum(ONBOARDING_STAGES),
  owner: z.enum(STAFF_ROLES),
  dueAt: z.iso.datetime(),
  state: z.enum(STAGE_STATES),
  doneAt: z.iso.datetime().nullable(),
});

export const OnboardingEntry = z.object({
  membershipId: z.string(),
  clubId: z.string(),
  status: z.string(),
  joinedAt: z.iso.datetime(),
  primary: Person.nullable(),
  stages: z.array(StageStandingSchema),
  overdue: z.number().int().min(0),
  lastVisitAt: z.iso.datetime().nullable(),
  atRisk: z.array(z.enum(AT_RISK_REASONS)),
  score: z.number().int().min(0).max(100),
  saleCredit: SaleCredit.nullable().describe(
    'Who sold the membership at the club (docs/decisions/0028); null for a sale made online',
  ),
});
export type OnboardingEntry = z.infer<typeof OnboardingEntry>;

export const OnboardingList = z
  .object({ clubId: z.string(), memberships: z.array(OnboardingEntry) })
  .meta({ id: 'OnboardingList' });
export type OnboardingList = z.infer<typeof OnboardingList>;

/** GET the onboarding list of a club: its memberships of the last 100 days, overdue first. */
export const getOnboardingList = defineEndpoint({
  method: 'GET',
  path: '/api/portal/onboarding',
  summary: `A club's new memberships (joined in the last 100 days) with each onboarding stage's owner, due time and state, overdue first, and the at-risk flags. ${STAFF_REFUSALS}; 400 for an administrator who names no club.`,
  tags,
  query: ClubQuery,
  status: 200,
  response: OnboardingList,
});

export const StageDoneRequest = z.object({ note: StaffNote }).meta({ id: 'StageDoneRequest' });

/** POST a stage done with a note; the audit trail keeps it. */
export const markStageDone = defineEndpoint({
  method: 'POST',
  path: '/api/portal/onboarding/{membershipId}/stages/{stage}',
  summary: `Marks an onboarding stage done with a note, and writes it to the audit trail; answers the membership's entry. ${STAFF_REFUSALS}; 404 for an unknown membership, 409 for a stage done already, 400 for a bad note.`,
  tags,
  params: z.object({
    membershipId: OpaqueId,
    stage: z.enum(ONBOARDING_STAGES, {
      error: `A stage is one of ${ONBOARDING_STAGES.join(', ')}`,
    }),
  }),
  body: StageDoneRequest,
  status: 200,
  response: OnboardingEntry,
});

export const DepartmentCounts = z
  .object({
    clubId: z.string(),
    memberships: z.number().int().min(0),
    atRisk: z.number().int().min(0),
    rows: z.array(
      z.object({
        stage: z.enum(ONBOARDING_STAGES),
        owner: z.enum(STAFF_ROLES),
        due: z.number().int().min(0),
        overdue: z.number().int().min(0),
        done: z.number().int().min(0),
      }),
    ),
  })
  .meta({ id: 'DepartmentCounts' });
export type DepartmentCounts = z.infer<typeof DepartmentCounts>;

/** GET the department view: a club's onboarding counted by stage and owner. */
export const getDepartmentCounts = defineEndpoint({
  method: 'GET',
  path: '/api/portal/onboarding/departments',
  summary: `A club's onboarding counted by stage and owning role: due, overdue and done. ${STAFF_REFUSALS}.`,
  tags,
  query: ClubQuery,
  status: 200,
  response: DepartmentCounts,
});

export const MemberSearchResults = z
  .object({
    total: z
      .number()
      .int()
      .min(0)
      .max(MEMBER_SEARCH_COUNT_CAP)
      .describe(`How many match, counted up to ${MEMBER_SEARCH_COUNT_CAP}`),
    totalCapped: z
      .boolean()
      .describe(`Whether more than ${MEMBER_SEARCH_COUNT_CAP} match (the total is then the cap)`),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    members: z.array(
      Person.extend({
        membershipId: z.string(),
        memberType: z.string(),
        email: z.string().nullable(),
        phoneNumber: z.string().nullable(),
        clubId: z.string(),
        clubName: z.string(),
        status: z.string(),
      }),
    ),
  })
  .meta({ id: 'MemberSearchResults' });
export type MemberSearchResults = z.infer<typeof MemberSearchResults>;

/** GET a chain-wide member search. */
export const searchMembers = defineEndpoint({
  method: 'GET',
  path: '/api/portal/members',
  summary: `Searches the chain's members by the start of a name, email or phone, or a member or membership id, filtered by club and status (${MEMBERSHIP_STATUSES.join(', ')}), a page at a time, ordered by name. ${STAFF_REFUSALS}; 400 with the field's message for a bad query.`,
  tags,
  query: MemberSearchQuery,
  status: 200,
  response: MemberSearchResults,
});

export const MembershipDetails = z
  .object({
    membershipId: z.string(),
    clubId: z.string(),
    clubName: z.string(),
    currency: ClubCurrency,
    status: z.string(),
    terminationReason: z.string().nullable(),
    membershipLevel: z.string(),
    isDigital: z.boolean(),
    startedOn: z.iso.date(),
    endsOn: z.iso.date().nullable(),
    joinedAt: z.iso.datetime(),
    members: z.array(
      Person.extend({
        memberType: z.string(),
        dateOfBirth: z.iso.date(),
        email: z.string().nullable(),
        phoneNumber: z.string().nullable(),
      }),
    ),
    purchase: z
      .object({
        orderId: z.string(),
        completedAt: z.iso.datetime(),
        productType: z.string(),
        chargedAmount: Cents,
        monthlyAmount: Cents,
        payment: z.object({ kind: z.string(), brand: z.string(), lastFour: z.string() }),
        lines: z.array(
          z.object({
            description: z.string(),
            category: z.string(),
            quantity: z.number().int(),
            amount: Cents,
            tax: Cents,
          }),
        ),
      })
      .nullable()
      .describe('Null for a membership no order of ours bought'),
    agreements: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        version: z.string(),
        acceptedAt: z.iso.datetime(),
      }),
    ),
    connectivity: z.object({
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      smsOptIn: z.boolean().nullable().describe('Null when no order of ours asked'),
      emailConsent: z
        .literal('transactional')
        .describe('Members get account and purchase emails; the sale asks no marketing consent'),
      account: z
        .object({
          username: z.string(),
          signInCount: z.number().int().min(0),
          lastSignedInAt: z.iso.datetime().nullable(),
        })
        .nullable()
        .describe(
          "The member account's password sign-ins (the primary member's, else the purchaser's); null with no account",
        ),
    }),
    visits: z.object({
      count: z.number().int().min(0),
      lastVisitAt: z.iso.datetime().nullable(),
    }),
    packages: z.array(z.object({ description: z.string(), amount: Cents })),
  })
  .meta({ id: 'MembershipDetails' });
export type MembershipDetails = z.infer<typeof MembershipDetails>;

/** GET a membership's details. */
export const getMembershipDetails = defineEndpoint({
  method: 'GET',
  path: '/api/portal/memberships/{membershipId}',
  summary: `A membership as staff see it: club, status, members, the purchase with its charged lines and card, agreements, connectivity, visits and packages. ${STAFF_REFUSALS}; 404 for an unknown membership.`,
  tags,
  params: MembershipIdParams,
  status: 200,
  response: MembershipDetails,
});

export const TIMELINE_KINDS = [
  'joined',
  'payment',
  'staffChange',
  'note',
  'onboardingStep',
  'visit',
] as const;

export const Timeline = z
  .object({
    membershipId: z.string(),
    events: z.array(
      z.object({
        at: z.iso.datetime(),
        kind: z.enum(TIMELINE_KINDS),
        title: z.string(),
        detail: z.string().nullable(),
        by: z.string().nullable().describe('The team member who made it, for a staff change'),
        before: z.unknown().optional(),
        after: z.unknown().optional(),
      }),
    ),
  })
  .meta({ id: 'Timeline' });
export type Timeline = z.infer<typeof Timeline>;

/** GET a membership's activity timeline, newest first. */
export const getMembershipTimeline = defineEndpoint({
  method: 'GET',
  path: '/api/portal/memberships/{membershipId}/timeline',
  summary: `A membership's activity, newest first: the join, payments, staff changes from the audit trail (who, before, after), notes, onboarding steps and visits. ${STAFF_REFUSALS}; 404 for an unknown membership.`,
  tags,
  params: MembershipIdParams,
  status: 200,
  response: Timeline,
});

export const NoteRequest = z.object({ note: StaffNote }).meta({ id: 'NoteRequest' });

/** POST a note on a membership; the audit trail keeps it. */
export const addMembershipNote = defineEndpoint({
  method: 'POST',
  path: '/api/portal/memberships/{membershipId}/notes',
  summary: `Adds a team member's note to a membership (written to the audit trail); answers the timeline. ${STAFF_REFUSALS}; 404 for an unknown membership, 400 for a bad note.`,
  tags,
  params: MembershipIdParams,
  body: NoteRequest,
  status: 201,
  response: Timeline,
});

export const TodayQueue = z
  .object({
    clubId: z.string(),
    role: z.enum(STAFF_ROLES),
    newJoins: z.array(OnboardingEntry),
    stepsDue: z.array(
      z.object({
        membershipId: z.string(),
        primary: Person.nullable(),
        stage: z.enum(ONBOARDING_STAGES),
        dueAt: z.iso.datetime(),
        state: z.enum(['due', 'overdue']),
      }),
    ),
    notVisited: z.array(OnboardingEntry),
  })
  .meta({ id: 'TodayQueue' });
export type TodayQueue = z.infer<typeof TodayQueue>;

/** GET the dashboard's today queue for the signed-in role at a club. */
export const getTodayQueue = defineEndpoint({
  method: 'GET',
  path: '/api/portal/today',
  summary: `Today's queue for the signed-in role at a club: memberships that joined in the last 24 hours, the onboarding steps the role owns that are overdue or due within a day, and new members without a visit in 10 days. ${STAFF_REFUSALS}.`,
  tags,
  query: ClubQuery,
  status: 200,
  response: TodayQueue,
});
