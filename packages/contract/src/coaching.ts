import {
  AccessCodeEntry,
  NewClientFields,
  PackageSaleFields,
  ProgramFields,
  SessionFields,
  TrainingPackageFields,
} from '@clubjoin/domain/staff/coaching';
import { MemberSearchQuery } from '@clubjoin/domain/staff/memberSearch';
import { z } from 'zod';
import { PaymentDeclinedResponse } from './completion';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { MemberSearchResults } from './portalMembers';
import { ClubCurrency } from './product';
import { staffRefusals } from './staffRefusals';

/**
 * Coaching (issue 19; docs/decisions/0033): a club's training packages, the trainers' clients with
 * their package balance, and the sessions planned and logged for them. The team member comes from
 * the staff session alone.
 */

const STAFF_REFUSALS = staffRefusals(
  '403 for a role without the coaching page or a club that is not theirs',
);

const ClubQuery = z.object({ clubId: z.string().min(1).optional() });

export const TrainingPackage = z
  .object({
    packageId: z.string(),
    clubId: z.string(),
    name: z.string(),
    sessions: z.number().int(),
    priceCents: z.number().int(),
    validityDays: z.number().int(),
  })
  .meta({ id: 'TrainingPackage' });
export type TrainingPackage = z.infer<typeof TrainingPackage>;

export const TrainingPackageList = z
  .object({
    clubId: z.string(),
    packages: z.array(TrainingPackage),
    mayDefine: z.boolean().describe('Whether the signed-in team member may add packages'),
  })
  .meta({ id: 'TrainingPackageList' });

export const listTrainingPackages = defineEndpoint({
  method: 'GET',
  path: '/api/portal/coaching/packages',
  summary: `The training packages of a club (the team member's first club unless named), by name. ${STAFF_REFUSALS}.`,
  tags: ['portal-coaching'],
  query: ClubQuery,
  status: 200,
  response: TrainingPackageList,
});

export const createTrainingPackage = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/packages',
  summary: `Adds a training package (name, sessions, price in cents, validity in days) to a club. ${STAFF_REFUSALS}; 403 for a personal trainer (fitness managers, club managers and administrators define packages); 400 with each field's message.`,
  tags: ['portal-coaching'],
  body: TrainingPackageFields,
  status: 201,
  response: TrainingPackage,
});

export const ClientSummary = z
  .object({
    clientId: z.string(),
    clubId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    membershipId: z.string().nullable().describe('Null for a personal-training-only client'),
    trainerId: z.string().nullable(),
    trainerName: z.string().nullable(),
    sessionsLeft: z.number().int(),
    validUntil: z.iso.datetime().nullable(),
    lastSession: z
      .string()
      .nullable()
      .describe("The last completed session's date and time (YYYY-MM-DDTHH:MM, the club's)"),
    nextSession: z
      .string()
      .nullable()
      .describe("The next planned session from today on (YYYY-MM-DDTHH:MM, the club's)"),
    daysSinceAssessed: z
      .number()
      .int()
      .nullable()
      .describe('Null while the client has no assessment on record'),
  })
  .meta({ id: 'CoachingClient' });
export type ClientSummary = z.infer<typeof ClientSummary>;

export const UnassignedBuyer = z
  .object({
    membershipId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    purchasedAt: z.iso.datetime(),
    description: z.string().describe('The personal-training line of the sale'),
    sessions: z.number().int(),
  })
  .meta({ id: 'UnassignedTrainingBuyer' });

export const ClientList = z
  .object({
    clubId: z.string(),
    clients: z.array(ClientSummary),
    unassigned: z.array(UnassignedBuyer),
  })
  .meta({ id: 'CoachingClientList' });

export const listClients = defineEndpoint({
  method: 'GET',
  path: '/api/portal/coaching/clients',
  summary: `A club's clients: a personal trainer's own, every trainer's for a fitness or club manager or administrator, with sessions left, last and next session; and the members whose sale bought personal training who have no trainer yet (unassigned). ${STAFF_REFUSALS}.`,
  tags: ['portal-coaching'],
  query: ClubQuery,
  status: 200,
  response: ClientList,
});

export const addClient = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/clients',
  summary: `Adds a personal-training client who holds no membership (names, email and phone under the member forms' rules), a personal trainer's own client. ${STAFF_REFUSALS}; 400 with each field's message.`,
  tags: ['portal-coaching'],
  body: NewClientFields,
  status: 201,
  response: ClientSummary,
});

export const AssignRequest = z
  .object({
    trainerId: z
      .string()
      .nullable()
      .describe('The trainer to assign; null for the signed-in team member'),
  })
  .meta({ id: 'CoachingAssignRequest' });

export const assignBuyer = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/unassigned/{membershipId}/assign',
  summary: `Makes the member of a sale that bought personal training a client of a trainer, with the sale's sessions valid 60 days from the purchase. A personal trainer assigns to themselves; a fitness or club manager or administrator to a team member of the club. ${STAFF_REFUSALS}; 404 for no such unassigned sale; 409 once assigned; 400 for a trainer not at the club.`,
  tags: ['portal-coaching'],
  params: z.object({ membershipId: OpaqueId }),
  body: AssignRequest,
  status: 201,
  response: ClientSummary,
});

const ClientParams = z.object({ clientId: OpaqueId });

export const CoachingSession = z
  .object({
    sessionId: z.string(),
    clientId: z.string(),
    trainerName: z.string(),
    date: z.string(),
    time: z.string(),
    exercises: z.array(
      z.object({
        exerciseId: z.string(),
        exerciseName: z.string(),
        sets: z.number().int(),
        reps: z.number().int().nullable(),
        durationSeconds: z.number().int().nullable(),
        loadKg: z.number().nullable(),
      }),
    ),
    notes: z.string(),
    completedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CoachingSession' });
export type CoachingSession = z.infer<typeof CoachingSession>;

export const TrainingSale = z
  .object({
    saleId: z.string(),
    packageName: z.string(),
    sessions: z.number().int(),
    amountCents: z.number().int(),
    currency: ClubCurrency.describe("The club's currency, as charged"),
    cardBrand: z
      .string()
      .describe('As the card network answered it: visa, mastercard, amex, discover'),
    cardLastFour: z.string(),
    chargeReference: z.string().describe("The card network's reference of the charge"),
    soldByName: z.string(),
    soldAt: z.iso.datetime(),
  })
  .meta({ id: 'TrainingSale' });
export type TrainingSale = z.infer<typeof TrainingSale>;

export const ClientDetail = z
  .object({
    client: ClientSummary,
    access: z
      .object({
        needed: z.boolean().describe('Whether acting for this client needs the member’s consent'),
        grantedAt: z.iso
          .datetime()
          .nullable()
          .describe('When the member gave the signed-in team member access; null without it'),
      })
      .describe('The consent the signed-in team member acts under (a member client only)'),
    sessions: z.array(CoachingSession).describe('Newest first'),
    sales: z.array(TrainingSale).describe('The packages sold to the client, newest first'),
    program: z
      .object({
        name: z.string(),
        weeks: z.array(
          z.object({
            week: z.number().int(),
            workouts: z.array(z.object({ workoutId: z.string(), name: z.string() })),
          }),
        ),
        assignedByName: z.string(),
        assignedAt: z.iso.datetime(),
      })
      .nullable()
      .describe("The client's program: workouts in order, week by week"),
  })
  .meta({ id: 'CoachingClientDetail' });
export type ClientDetail = z.infer<typeof ClientDetail>;

export const getClient = defineEndpoint({
  method: 'GET',
  path: '/api/portal/coaching/clients/{clientId}',
  summary: `A client with their balance and sessions, newest first. ${STAFF_REFUSALS}; 404 for no such client, or one another trainer coaches (a personal trainer sees their own).`,
  tags: ['portal-coaching'],
  params: ClientParams,
  status: 200,
  response: ClientDetail,
});

const CONSENT_REFUSAL =
  '403 for a member client whose consent the team member does not hold (the member gives a code on their account page; the trainer enters it on trainer access)';

export const PackageSold = z
  .object({
    sale: TrainingSale,
    sessionsLeft: z.number().int().describe("The client's sessions after the sale"),
    validUntil: z.iso.datetime(),
  })
  .meta({ id: 'TrainingPackageSold' });
export type PackageSold = z.infer<typeof PackageSold>;

export const sellTrainingPackage = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/clients/{clientId}/sales',
  summary: `Sells a training package of the client's club: the card's token (from the tokenisation endpoint) is charged once for the package's price in the club's currency, then its sessions are added to the balance (live sessions kept, validity to the later end) with the sale's receipt, in one transaction. Needs an Idempotency-Key header: a repeat answers the first sale and charges nothing more. ${STAFF_REFUSALS}; ${CONSENT_REFUSAL}; 404 for no such client among the team member's, or package of the client's club; 400 with each field's message (a token that is unknown or not a card's); 402 with the network's message for a declined card, and nothing added.`,
  tags: ['portal-coaching'],
  params: ClientParams,
  body: PackageSaleFields,
  status: 201,
  response: PackageSold,
  otherResponses: { 402: PaymentDeclinedResponse },
});

export const planSession = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/clients/{clientId}/sessions',
  summary: `Plans a session for a client: date, time, exercises from the workouts library (sets, reps or duration, load) and notes, kept apart from the member's record. ${STAFF_REFUSALS}; ${CONSENT_REFUSAL}; 404 for no such client; 400 with each field's message.`,
  tags: ['portal-coaching'],
  params: ClientParams,
  body: SessionFields,
  status: 201,
  response: ClientDetail,
});

const SessionParams = z.object({ sessionId: OpaqueId });

export const logSession = defineEndpoint({
  method: 'PUT',
  path: '/api/portal/coaching/sessions/{sessionId}',
  summary: `Changes a session's plan or log (date, time, exercises, notes). ${STAFF_REFUSALS}; ${CONSENT_REFUSAL}; 404 for no such session; 400 with each field's message.`,
  tags: ['portal-coaching'],
  params: SessionParams,
  body: SessionFields,
  status: 200,
  response: ClientDetail,
});

export const completeSession = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/sessions/{sessionId}/complete',
  summary: `Completes a session: one session fewer on the client's package, once. ${STAFF_REFUSALS}; ${CONSENT_REFUSAL}; 404 for no such session; 409 for a session completed already, an empty package or an expired one, each with its message.`,
  tags: ['portal-coaching'],
  params: SessionParams,
  status: 200,
  response: ClientDetail,
});

export const searchClubMembers = defineEndpoint({
  method: 'GET',
  path: '/api/portal/coaching/members',
  summary: `Searches the members of the team member's club (the portal's member search, kept to one club: the first of theirs unless named). ${STAFF_REFUSALS}; 400 with the field's message for a bad query.`,
  tags: ['portal-coaching'],
  query: MemberSearchQuery,
  status: 200,
  response: MemberSearchResults,
});

export const TrainerAccessCode = z
  .object({
    code: z.string().describe('Six digits, shown once; only its hash is kept'),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'TrainerAccessCode' });

export const issueTrainerAccessCode = defineEndpoint({
  method: 'POST',
  path: '/api/member-account/trainer-access-code',
  summary:
    'Gives the signed-in member a one-time code (6 digits, valid 15 minutes) that lets a trainer act for them once entered on trainer access; a new code voids the earlier one. 401 without a signed-in member; 404 for an account that holds no membership.',
  tags: ['member-account'],
  status: 201,
  response: TrainerAccessCode,
});

export const TrainerGrant = z
  .object({
    grantId: z.string(),
    membershipId: z.string(),
    memberName: z.string(),
    staffId: z.string(),
    staffName: z.string(),
    grantedAt: z.iso.datetime(),
  })
  .meta({ id: 'TrainerGrant' });
export type TrainerGrant = z.infer<typeof TrainerGrant>;

export const TrainerGrantList = z
  .object({
    clubId: z.string(),
    grants: z.array(TrainerGrant),
    mayRevoke: z.boolean().describe('Whether the signed-in team member may revoke grants'),
  })
  .meta({ id: 'TrainerGrantList' });

export const listTrainerAccess = defineEndpoint({
  method: 'GET',
  path: '/api/portal/coaching/access',
  summary: `Who may act for which member client of a club: a personal trainer's own grants, every grant for a fitness or club manager or administrator. ${STAFF_REFUSALS}.`,
  tags: ['portal-coaching'],
  query: ClubQuery,
  status: 200,
  response: TrainerGrantList,
});

export const grantTrainerAccess = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/access',
  summary: `Records a member's consent from the code they gave: the signed-in team member may act for them from now on, and the grant is in the member's timeline. ${STAFF_REFUSALS}; 404 for a client not theirs; 400 for a wrong or expired code (five wrong tries void it) or a client without a membership.`,
  tags: ['portal-coaching'],
  body: AccessCodeEntry,
  status: 201,
  response: TrainerGrant,
});

export const revokeTrainerAccess = defineEndpoint({
  method: 'POST',
  path: '/api/portal/coaching/access/{grantId}/revoke',
  summary: `Revokes a grant: its team member no longer acts for the member; in the member's timeline. ${STAFF_REFUSALS}; 403 for a personal trainer (fitness and club managers and administrators revoke); 404 for no such live grant at the team member's clubs.`,
  tags: ['portal-coaching'],
  params: z.object({ grantId: OpaqueId }),
  status: 200,
  response: TrainerGrant,
});

export const assignProgram = defineEndpoint({
  method: 'PUT',
  path: '/api/portal/coaching/clients/{clientId}/program',
  summary: `Assigns a program to a client: a name and 1 to 12 weeks, each with 1 to 7 workouts the team member may read in the library, in order; it replaces the client's program. ${STAFF_REFUSALS}; ${CONSENT_REFUSAL}; 404 for no such client; 400 with each field's message.`,
  tags: ['portal-coaching'],
  params: ClientParams,
  body: ProgramFields,
  status: 200,
  response: ClientDetail,
});
