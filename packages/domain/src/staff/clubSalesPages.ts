import { OTHER_APP_PAGES } from '../pages';
import { pageUrl, stepForPath } from '../wizard/pageDrivers';

/** Where a sale at a club starts (and a kiosk's starts again after inactivity): the wizard there. */
export function saleStartPath(clubId: string): string {
  return `${pageUrl('salesInitialize')}?clubId=${encodeURIComponent(clubId)}`;
}

/**
 * The pages a kiosk shows while it sells (docs/decisions/0028): the wizard's steps and its entry,
 * the review-payment page, the confirmation with what it links to, and the pages every footer
 * links to. Anything else (the portal, the login, the settings) asks for a team member's password
 * first.
 */
export function kioskShows(path: string): boolean {
  const page = path.replace(/(.)\/+$/, '$1').toLowerCase();
  return (
    stepForPath(page) !== undefined ||
    page === pageUrl('salesReviewPayment') ||
    [
      OTHER_APP_PAGES.confirmation,
      OTHER_APP_PAGES.newMemberExperiences,
      OTHER_APP_PAGES.textProgramTerms,
      OTHER_APP_PAGES.accessibilityStatement,
    ].some((shown) => shown === page)
  );
}
