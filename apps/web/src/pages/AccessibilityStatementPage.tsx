import { PRODUCT_NAME } from '../brand/productName';

const TITLE = 'Accessibility Statement';

/** Where people report an accessibility problem. */
const REPORT_EMAIL = 'accessibility@clubjoin.example';

/**
 * The accessibility statement (product/pages.md#accessibility-statement): the standard aimed at,
 * what is tested and how (the browser tests' axe-core scans, keyboard-only journeys, the phone
 * width), what is known not to be tested, and how to report a problem. Each claim here is one the
 * browser tests in e2e/ back; change it when they change.
 */
export function AccessibilityStatementPage() {
  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <p>
        We want everyone to be able to find a club, join and pay online, whatever device or
        assistive technology they use. We aim for the online membership sale to meet the Web Content
        Accessibility Guidelines (WCAG) 2.2 at level AA. This statement covers the sale from
        choosing a club to the confirmation, account activation, the 1-day membership page, the
        corporate membership page and the text message program terms.
      </p>

      <h2>How we test</h2>
      <ul>
        <li>
          Automated checks: the browser tests scan the screens of the main purchase, forms showing
          their error messages, and dialogs with axe-core, against the WCAG 2.0 and 2.1 level A and
          AA rules axe-core knows. A violation fails the tests.
        </li>
        <li>
          Keyboard alone: the tests complete a whole membership purchase with the keyboard only,
          from searching for a club to payment, on a phone-sized screen. They also use the keyboard
          alone to skip to the content, create an account, set the number of adults and juniors,
          open and close a membership&rsquo;s details dialog (focus stays in the dialog and returns
          when it closes), and reach the ways into the sale on the 1-day and corporate pages and
          this statement from the footer.
        </li>
        <li>
          Small screens: the tests check that the screens fit a 375-pixel-wide phone without
          scrolling sideways.
        </li>
      </ul>

      <h2>Known limits</h2>
      <ul>
        <li>
          Automated checks find only part of the problems people meet. The rules our tests ask
          axe-core for are those of WCAG 2.0 and 2.1: what WCAG 2.2 added (such as focus not
          obscured, minimum target size, accessible authentication and redundant entry) is not
          checked automatically.
        </li>
        <li>
          The tests run in one browser engine, Chromium. We have not yet tested the sale with screen
          readers (such as NVDA, JAWS, VoiceOver or TalkBack), with voice control, or in other
          browsers.
        </li>
        <li>
          Not every screen is covered: screens off the main purchase, such as rejoining, paying for
          a child, the Medicare and employee memberships and the error dialogs, are not all scanned
          by axe-core, and most are not walked with the keyboard alone.
        </li>
        <li>
          We check a 375-pixel-wide screen, not the 320 pixels WCAG&rsquo;s reflow criterion names,
          and we have not tested text enlarged to 200 % or the page zoomed to 400 %.
        </li>
      </ul>

      <h2>Report a problem</h2>
      <p>
        If something on these pages is hard or impossible for you to use, please tell us: email{' '}
        <a href={`mailto:${REPORT_EMAIL}`}>{REPORT_EMAIL}</a> with the address of the page, what you
        were trying to do, and the browser and any assistive technology you use. You can also call
        your club, which can complete your membership with you. We aim to reply within five business
        days.
      </p>
    </>
  );
}
