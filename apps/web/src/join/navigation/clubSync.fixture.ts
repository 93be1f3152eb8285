import type { Club } from '@clubjoin/contract/catalog/club';
import { clubStore } from '../stores/clubStore';

/** A club as the content service answers it. */
export const LISTED_CLUB: Club = {
  mmsClubId: '5',
  name: 'Chanhassen',
  clubTitle: 'Chanhassen',
  marketingClubName: 'Chanhassen, MN',
  country: 'US',
  street1: '2901 Corporate Pl',
  city: 'Chanhassen',
  state: 'Minnesota',
  stateAbbr: 'MN',
  zip: '55317',
  region: 'Midwest',
  area: 'Twin Cities',
  timeZone: 'America/Chicago',
  membershipLevel: 'Gold',
  juniorAccess: 'Yes',
  salesRadius: 20,
  latitude: 44.8625,
  longitude: -93.5588,
  phone: '9523802222',
  open: 'OPEN',
  openDate: null,
  oms: true,
  webFreePass: false,
  clubTypeId: 1,
  domainPrefix: 'chanhassen',
};

/**
 * The content service's answer to the club read every step load makes (guardStepLoad), for fetch
 * stubs of component tests: the club list still holds the stored club, as stored; undefined for
 * any other URL.
 */
export function answerClubSync(url: string): Response | undefined {
  if (!url.startsWith('/api/content/clubs/')) return undefined;
  return Response.json({ ...LISTED_CLUB, ...clubStore.getState().club });
}
