import { Link } from 'wouter';
import { PRODUCT_NAME } from '../brand/productName';

/**
 * What any path the app does not know shows, inside the app (deep links fall back to it, issue
 * "Foundation" item 4), with a way back to the start of the sale flow.
 */
export function NotFoundPage() {
  return (
    <>
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/join">Go to Join a club</Link>
      </p>
    </>
  );
}
