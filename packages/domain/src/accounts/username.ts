/**
 * How usernames (emails) are compared: without case or surrounding spaces, as mail servers do, so
 * one person has one account whatever way they type it.
 */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
