import { saleCreditText } from '@clubjoin/domain/staff/saleCredit';
import { Link } from 'wouter';
import { useHistoryEntry } from '../../../routing/location';
import { getClubHours } from '@clubjoin/contract/clubHours';
import { hoursTodayText } from '@clubjoin/domain/clubs/openingHours';
import { newMemberExperiencesUrl } from '@clubjoin/domain/catalog/newMemberExperiencesLink';
import { CANADIAN_DOLLARS, US_DOLLARS } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { monthlyChargeTiming, whatHappensNext } from '@clubjoin/domain/pricing/chargeTermsTexts';
import { formatPhoneMask, toPhoneDigits } from '@clubjoin/domain/validation/phoneNumber';
import { FlaggedContent } from '../../../flags/FlaggedContent';
import { useFeatureFlags } from '../../../flags/useFeatureFlags';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { PRODUCT_NAME } from '../../../brand/productName';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { saleExperience } from '../../stores/inClubSaleStore';
import { CancelOnlineNote } from './CancelOnlineNote';
import { readConfirmation } from './confirmationRecord';
import { useConfirmedOrder } from './useConfirmedOrder';
import styles from './ConfirmationPage.module.css';
import { COMPLETED_MEMBER_TYPE_LABELS } from '@clubjoin/domain/completion/enrolledMembers';
import { clubImageUrl } from '../../../brand/brand';

/** Where the confirmation shows, beside the wizard's steps (it is not a step: nothing follows). */
export const CONFIRMATION_PATH = OTHER_APP_PAGES.confirmation;

/**
 * The confirmation (issue: after complete): the order number, each member with their member id,
 * what was charged today and, where the sale bills monthly, what is charged monthly, and what
 * happens next, both worded by the sale's charge terms (product/pricing-and-dues.md#charge-terms), where the email went and, where the click-to-cancel flag is on for the club, how to
 * cancel online (docs/decisions/0008), and a link to the new member experiences
 * (product/pages.md#new-member-experiences). It shows the answer this tab kept at once, so a reload
 * still shows it while the enrolment's cookies are gone, then the order as the server holds it,
 * read with the confirmation token (whether the email went out, say).
 */
export function ConfirmationPage() {
  // Re-read on every navigation to this page.
  useHistoryEntry();
  const record = readConfirmation();
  const order = useConfirmedOrder(record);
  // The club's cookies are gone by now: the flags are read for the club the record names.
  const flags = useFeatureFlags({ ...record?.flagContext, experienceType: saleExperience() });
  if (record === undefined) {
    return (
      <>
        <title>{`Confirmation · ${PRODUCT_NAME}`}</title>
        <h1>No purchase to confirm</h1>
        <p>
          This tab has no completed membership to show. If you joined, your confirmation email has
          the details.
        </p>
        <p>
          <Link to="/join">Join a club</Link>
        </p>
      </>
    );
  }
  const answer = order ?? record.answer;
  const money = (cents: number) =>
    formatMoney(cents, answer.currency === 'CAD' ? CANADIAN_DOLLARS : US_DOLLARS);
  const members = answer.members.filter((member) => member.memberType !== 'purchaser');
  const monthly = monthlyChargeTiming(record.terms.schedule);
  // The experiences page is proven by this purchase's confirmation token, its `sso`.
  const clubId = order?.clubId ?? record.flagContext?.clubId;
  const experiencesUrl =
    clubId &&
    newMemberExperiencesUrl({
      mmsClubId: clubId,
      clubProductPagePath: CONFIRMATION_PATH,
      sso: record.answer.confirmationToken,
    });
  return (
    <>
      <title>{`Welcome · ${PRODUCT_NAME}`}</title>
      <h1 tabIndex={-1}>Welcome to the club!</h1>
      <p>
        Order number <strong>{answer.orderNumber}</strong>
        {record.productName && record.clubName && (
          <>
            {' '}
            · {record.productName} at {record.clubName}
          </>
        )}
      </p>
      {answer.saleCredit && <p>{saleCreditText(answer.saleCredit)}</p>}
      <h2>Members</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Member ID</th>
            <th scope="col">Membership</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.memberId}>
              <td>
                {member.firstName} {member.lastName}
              </td>
              <td>{member.memberId}</td>
              <td>{COMPLETED_MEMBER_TYPE_LABELS[member.memberType]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Payment</h2>
      <dl className={styles.figures}>
        <dt>Charged today</dt>
        <dd>
          {money(answer.chargedToday)}{' '}
          {answer.brand === 'bank' ? 'from the bank account' : `on the card`} ending{' '}
          {answer.lastFour}
        </dd>
        {monthly && (
          <>
            <dt>{`Charged ${monthly}`}</dt>
            <dd>{money(answer.monthly)}</dd>
          </>
        )}
      </dl>
      <h2>What happens next</h2>
      <p>{whatHappensNext(record.terms)}</p>
      {clubId && record.clubName && (
        <YourClub clubId={clubId} name={record.clubName} address={record.clubAddress} />
      )}
      <p>
        {order?.confirmationEmail.status === 'sent'
          ? 'A confirmation has been sent to '
          : 'A confirmation is on its way to '}
        <strong className={styles.email}>{answer.email}</strong>.
        {record.clubPhone && (
          <>
            {' '}
            Questions? Call the club at{' '}
            <a href={`tel:+1${toPhoneDigits(record.clubPhone)}`}>
              {formatPhoneMask(record.clubPhone)}
            </a>
            .
          </>
        )}
      </p>
      {experiencesUrl && (
        <p>
          <Link to={experiencesUrl}>Choose your new member experiences</Link>
        </p>
      )}
      <FlaggedContent flags={flags} flag="click-to-cancel">
        <CancelOnlineNote />
      </FlaggedContent>
    </>
  );
}

/**
 * Where to go for the first visit (issue 21: next steps): the club's picture (the brand's), its
 * address, with a map link, and its hours today as the locator shows them. Hours are extra: a club
 * without them, or a failed read, shows the address alone.
 */
function YourClub({ clubId, name, address }: { clubId: string; name: string; address?: string }) {
  const hours = useTrackedQuery(getClubHours, { params: { clubId } }, { handled: () => true }).data;
  return (
    <section aria-labelledby="your-club">
      <h2 id="your-club">Your club</h2>
      <img
        className={styles.clubPicture}
        src={clubImageUrl(clubId)}
        alt=""
        width={320}
        height={160}
        loading="lazy"
      />
      <p>
        <strong>{name}</strong>
        {address && (
          <>
            <br />
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noreferrer"
            >
              {address}
              <VisuallyHidden> (opens a map in a new tab)</VisuallyHidden>
            </a>
          </>
        )}
      </p>
      {hours && <p>{hoursTodayText(hours.today, hours.status)}</p>}
    </section>
  );
}
