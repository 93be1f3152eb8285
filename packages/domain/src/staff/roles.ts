/**
 * The roles a team member holds in the portal (product/team-portal.md#staff-roles). A team member
 * has one role and works at one or more clubs; an administrator acts for every club.
 */
export const STAFF_ROLES = [
  'salesAdvisor',
  'memberServices',
  'personalTrainer',
  'fitnessManager',
  'clubManager',
  'administrator',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the portal names each role. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  salesAdvisor: 'Sales advisor',
  memberServices: 'Member services',
  personalTrainer: 'Personal trainer',
  fitnessManager: 'Fitness manager',
  clubManager: 'Club manager',
  administrator: 'Administrator',
};

/** Whether a role acts for every club of the chain rather than the clubs it is assigned. */
export function actsForEveryClub(role: StaffRole): boolean {
  return role === 'administrator';
}
