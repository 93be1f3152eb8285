import { NOTIFICATION_TARGET_KINDS, type NotificationTargetKind } from './notifications';
import { actsForEveryClub, STAFF_ROLES, type StaffRole } from './roles';
import {
  PORTAL_HOME_PATH,
  PORTAL_PAGE_PATHS,
  type PortalPage,
  SALES_DASHBOARD_PATH,
  STAFF_ADMIN_PATH,
  TEAM_LOGIN_PATH,
} from './portalNavigation';

const EVERY_ROLE = STAFF_ROLES;
const SALES = ['salesAdvisor', 'memberServices', 'clubManager', 'administrator'] as const;
const TRAINING = ['personalTrainer', 'fitnessManager', 'clubManager', 'administrator'] as const;
const MANAGEMENT = ['clubManager', 'administrator'] as const;

/**
 * Which roles may open each portal page (product/team-portal.md#staff-roles; the matrix is
 * decision 0023's). A page without a line of its own has its nearest ancestor's roles. A sales
 * advisor sells and follows up new members; member services adds their dashboard and the
 * notifications; a personal trainer coaches; a fitness manager leads the trainers; a club manager
 * runs everything of its clubs, location admin included; an administrator runs everything, the
 * staff administration too.
 */
const PAGE_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  [PORTAL_HOME_PATH]: EVERY_ROLE,
  '/member/nmo': [...SALES, 'fitnessManager'],
  '/member/nmo/department-dashboard': ['fitnessManager', ...MANAGEMENT],
  '/member/nmo/member-services-dashboard': ['memberServices', ...MANAGEMENT],
  '/member/coaching': TRAINING,
  // Coaching's pages (docs/decisions/0033): which clients and packages each role may change
  // inside them is coaching's rule (staff/coaching.ts: mayCoach, leadsCoaching).
  '/member/coaching/search': TRAINING,
  '/member/coaching/pt-client-list': TRAINING,
  '/member/coaching/session-detail': TRAINING,
  '/member/coaching/program-admin': TRAINING,
  '/member/coaching/trainer-access': TRAINING,
  '/member/test-spa': TRAINING,
  '/member/test-spa/library/workouts': TRAINING,
  '/member/bios-admin': EVERY_ROLE,
  '/member/bios-admin/manage-profile/manage-testimonials': ['fitnessManager', ...MANAGEMENT],
  '/member/member-details': EVERY_ROLE,
  '/member/search-all-members': SALES,
  '/member/notifications': ['memberServices', ...MANAGEMENT],
  '/member/location-admin': MANAGEMENT,
  '/member/location-admin/location-hours': MANAGEMENT,
  '/member/performer-bio-search': EVERY_ROLE,
  // The in-club sales dashboard and its approval queue: a club's managers (docs/decisions/0035).
  [SALES_DASHBOARD_PATH]: MANAGEMENT,
  [STAFF_ADMIN_PATH]: ['administrator'],
};

const PORTAL_PAGES = new Set(PORTAL_PAGE_PATHS);

function rolesOf(path: string): readonly StaffRole[] {
  for (let at = path; at.length > 0; at = at.slice(0, at.lastIndexOf('/'))) {
    const roles = PAGE_ROLES[at];
    if (roles) return roles;
  }
  return [];
}

/** Whether a role may open a page of the portal; a path that is no portal page is opened by none. */
export function mayOpenPage(role: StaffRole, path: string): boolean {
  return PORTAL_PAGES.has(path) && rolesOf(path).includes(role);
}

/**
 * Whom each role may notify (docs/decisions/0025): member services write to a club's new members
 * and to one member; club managers and administrators to a role of the team as well. The other
 * roles cannot open the notifications page at all.
 */
const NOTIFICATION_TARGETS: Readonly<Record<StaffRole, readonly NotificationTargetKind[]>> = {
  salesAdvisor: [],
  memberServices: ['newMembers', 'member'],
  personalTrainer: [],
  fitnessManager: [],
  clubManager: NOTIFICATION_TARGET_KINDS,
  administrator: NOTIFICATION_TARGET_KINDS,
};

/** The notification targets a role may use, in the compose page's order. */
export function notificationTargetsFor(role: StaffRole): readonly NotificationTargetKind[] {
  return mayOpenPage(role, '/member/notifications') ? NOTIFICATION_TARGETS[role] : [];
}

/**
 * The roles that sell at the club (docs/decisions/0028): they open /club-sales, and a sale-flow
 * call made with their session is an in-club sale credited to them. Member services, trainers and
 * fitness managers do not sell.
 */
const IN_CLUB_SELLERS: readonly StaffRole[] = ['salesAdvisor', 'clubManager', 'administrator'];

/** Whether a role may sell at the club (the employee experience under /club-sales). */
export function maySellInClub(role: StaffRole): boolean {
  return IN_CLUB_SELLERS.includes(role);
}

/**
 * Who sells a training package at the desk, charging the client's card (docs/decisions/0038): the
 * trainers and the leads of coaching, on a client they coach. Sales advisors and member services
 * sell memberships, not a trainer's time.
 */
const TRAINING_SELLERS: readonly StaffRole[] = TRAINING;

/** Whether a role may sell training packages (to a client it coaches: coaching's `mayCoach`). */
export function maySellTraining(role: StaffRole): boolean {
  return TRAINING_SELLERS.includes(role);
}

/**
 * Who records a member's fitness assessment (docs/decisions/0034): the personal trainers and
 * fitness managers of the member's club. Every role that opens member details reads it.
 */
const ASSESSORS: readonly StaffRole[] = ['personalTrainer', 'fitnessManager'];

/** Whether a role may record fitness assessments (at its own clubs: `mayActForClub`). */
export function mayRecordAssessment(role: StaffRole): boolean {
  return ASSESSORS.includes(role);
}

/** A team member as the club rule sees them: their role and the clubs they work at. */
export interface ClubAssignment {
  role: StaffRole;
  clubIds: readonly string[];
}

/** Whether a team member may act for a club: one of theirs, or any when their role spans the chain. */
export function mayActForClub(staff: ClubAssignment, clubId: string): boolean {
  return actsForEveryClub(staff.role) || staff.clubIds.includes(clubId);
}

/**
 * The navigation a role sees (product/team-portal.md#dynamic-navigation): the pages of `tree` it
 * may open, each with the children it may open, in their order. Hidden pages stay in the answer
 * with their flag (reachable by link, never listed). Outside the portal only the public pages are
 * kept; the login page is no destination for someone signed in.
 */
export function navigationFor(role: StaffRole, tree: readonly PortalPage[]): PortalPage[] {
  return tree.flatMap((entry) => {
    if (entry.path === TEAM_LOGIN_PATH) return [];
    const inPortal = PORTAL_PAGES.has(entry.path);
    if (inPortal && !mayOpenPage(role, entry.path)) return [];
    return [{ ...entry, children: navigationFor(role, entry.children) }];
  });
}
