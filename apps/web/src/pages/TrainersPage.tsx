import { TrainerSearch } from '../portal/bios/TrainerSearch';
import { PRODUCT_NAME } from '../brand/productName';

const TITLE = 'Find a trainer';

/**
 * `/trainers` (issue 19; docs/decisions/0029): the public trainer search by club and specialty,
 * listing only bios a manager approved.
 */
export function TrainersPage() {
  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <TrainerSearch audience="public" />
    </>
  );
}
