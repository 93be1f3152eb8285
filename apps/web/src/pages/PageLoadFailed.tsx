import { Button } from '../ui/Button';

/** What a page whose code failed to download says (issue 21; our wording). */
export const PAGE_LOAD_FAILED_TEXT =
  'We could not load this page. Check your connection and try again.';

/**
 * The error boundary's screen of a page that loads its code with its route: when the download
 * fails (a dropped connection, a release that replaced the file), an alert saying so with a
 * button that loads the page again, instead of a spinner that never ends.
 */
export function PageLoadFailed() {
  return (
    <div role="alert">
      <p>{PAGE_LOAD_FAILED_TEXT}</p>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </div>
  );
}
