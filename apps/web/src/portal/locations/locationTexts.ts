/** The hidden page that edits a club's hours (issue 18), reached by link from location admin. */
export function locationHoursPath(clubId: string): string {
  return `/member/location-admin/location-hours?clubId=${encodeURIComponent(clubId)}`;
}
