import { PRODUCT_NAME } from '../productName';

/**
 * The start of the sale flow at /join (03 §1). The wizard's steps (01 §2) land here in their own
 * issues; until then the page says what joining involves.
 */
export function JoinPage() {
  return (
    <>
      <title>{`Join a club · ${PRODUCT_NAME}`}</title>
      <h1>Join a club</h1>
      <p>
        Joining takes a few minutes. You find your club, choose how many adults and juniors are
        joining and pick a membership; you see the monthly dues and what is due today before you
        create your account, enter each member’s details and pay.
      </p>
    </>
  );
}
