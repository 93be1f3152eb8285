/** The member states (product/accounts-and-sign-in.md#member-state). */
export const MEMBER_STATES = ['unauthenticated', 'remembered', 'authenticated'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/**
 * The sign-in artefacts a browser may hold (product/accounts-and-sign-in.md#member-state,
 * #sign-out).
 */
export interface SignInArtefacts {
  sso?: string | undefined;
  token?: string | undefined;
  rememberToken?: string | undefined;
}

const present = (value: string | undefined): boolean => value !== undefined && value !== '';

/**
 * The member state (product/accounts-and-sign-in.md#member-state): authenticated with an sso or a
 * profile token; remembered with only a remember token; unauthenticated otherwise.
 */
export function memberStateOf(artefacts: SignInArtefacts): MemberState {
  if (present(artefacts.sso) || present(artefacts.token)) return 'authenticated';
  return present(artefacts.rememberToken) ? 'remembered' : 'unauthenticated';
}

/**
 * Whether loading the profile calls the profile service (product/accounts-and-sign-in.md#profile):
 * with no sso, no profile token and no remember token, an unauthenticated profile is returned
 * without a call.
 */
export function profileLoadCallsService(state: MemberState): boolean {
  return state !== 'unauthenticated';
}

/**
 * The stored profile fields cleared when unauthenticated
 * (product/accounts-and-sign-in.md#member-state).
 */
export const PROFILE_FIELDS_CLEARED_WHEN_UNAUTHENTICATED = [
  'partyId',
  'memberDetails',
  'personalization',
] as const;

/**
 * The stored profile fields to clear for a member state
 * (product/accounts-and-sign-in.md#member-state): those above when unauthenticated.
 */
export function profileFieldsToClear(
  state: MemberState,
): readonly (typeof PROFILE_FIELDS_CLEARED_WHEN_UNAUTHENTICATED)[number][] {
  return state === 'unauthenticated' ? PROFILE_FIELDS_CLEARED_WHEN_UNAUTHENTICATED : [];
}
