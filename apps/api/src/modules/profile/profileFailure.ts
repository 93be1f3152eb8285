/**
 * A party without a profile: never given one, or it was deleted
 * (product/accounts-and-sign-in.md#login-problems).
 */
export interface ProfileMissing {
  kind: 'profileMissing';
}
