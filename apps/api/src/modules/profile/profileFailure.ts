/** A party without a profile: never given one, or it was deleted (02 §8). */
export interface ProfileMissing {
  kind: 'profileMissing';
}
