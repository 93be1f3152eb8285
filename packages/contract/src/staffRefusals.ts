/**
 * How a portal endpoint's summary says who may call it: the team member comes from the staff
 * session alone (never from the request), then what each endpoint refuses besides.
 */
export function staffRefusals(besides?: string): string {
  const always = 'The team member comes from the staff session alone: 401 without one';
  return besides === undefined ? always : `${always}, ${besides}`;
}
