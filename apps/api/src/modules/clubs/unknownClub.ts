/** A club id the catalog does not hold. */
export interface UnknownClub {
  kind: 'unknownClub';
  clubId: string;
}
