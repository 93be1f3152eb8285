import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { getCartSummary } from '@clubjoin/contract/cart';
import { getSaleHold, holdSale, type SaleHold } from '@clubjoin/contract/saleHolds';
import { membershipAgreements } from '@clubjoin/domain/completion/membershipAgreements';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { duesCalendar, firstYearChargeDates } from '@clubjoin/domain/pricing/paymentPlan';
import { priceDetails } from '@clubjoin/domain/pricing/priceDetails';
import { consentingPayer, consentProblem } from '@clubjoin/domain/staff/memberConsent';
import { saleCreditText } from '@clubjoin/domain/staff/saleCredit';
import { formatLongDate } from '@clubjoin/domain/time/formatLongDate';
import { pageUrl, stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { trackedCall } from '../../../api/trackedCall';
import { trackedQuery, useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { PRODUCT_NAME } from '../../../brand/productName';
import { saleChargeTerms } from '../../frame/saleChargeTerms';
import { writeCurrentStep } from '../../session/currentStep';
import { clubStore } from '../../stores/clubStore';
import { inClubSaleStore } from '../../stores/inClubSaleStore';
import { membershipStore } from '../../stores/membershipStore';
import { AgreementText } from '../payment/AgreementText';
import { PriceSummary, salePlan } from '../summary/PriceSummary';
import styles from './ClubSales.module.css';

const TITLE = 'Review the payments with the member';

/** What the advisor reads of a sale held for a manager's approval (docs/decisions/0035). */
function HoldStatus({ hold, onCheck }: { hold: SaleHold; onCheck: () => void }) {
  if (hold.status === 'approved') {
    return (
      <p role="status">Approved by {hold.decidedBy}. Continue to payment to complete the sale.</p>
    );
  }
  if (hold.status === 'rejected') {
    return (
      <p role="alert">
        Rejected by {hold.decidedBy}: {hold.reason} Change the sale and hold it again for approval.
      </p>
    );
  }
  return (
    <div role="status" className={styles.stack}>
      <p>
        Held for a club manager’s approval by {hold.heldBy}. Nothing is charged until the sale is
        paid, once approved.
      </p>
      <Button variant="secondary" onClick={onCheck}>
        Check for the manager’s decision
      </Button>
    </div>
  );
}

/**
 * The end of the employee experience, salesReviewPayment (01 §2; docs/decisions/0028): before
 * paying, the advisor and the member go through what is due today line by line, each monthly
 * charge of the first year with its date, and the agreements (each readable in full); the member
 * consents by typing their name; then the payment step takes the card or bank account as it does
 * online. A device not selling is sent to the settings page.
 */
export function ReviewPaymentPage() {
  const [, navigate] = useLocation();
  const selling = inClubSaleStore((state) => state.selling);
  const creditSplit = inClubSaleStore((state) => state.creditSplit);
  // A kiosk sells with no advisor beside the prospect: it holds nothing for approval (0035).
  const atDesk = inClubSaleStore((state) => state.device?.mode !== 'kiosk');
  const membership = membershipStore();
  const club = clubStore((state) => state.club);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [holding, setHolding] = useState(false);
  const queryClient = useQueryClient();
  const { transaction, product, primaryMember, mmsClubId } = membership;
  const params =
    transaction?.cartId && transaction.magentoCartId && transaction.partyId && product && mmsClubId
      ? {
          clubId: mmsClubId,
          cartId: transaction.cartId,
          magentoCartId: transaction.magentoCartId,
          partyId: transaction.partyId,
          type: product.productType,
        }
      : undefined;
  const cart = useTrackedQuery(getCartSummary, params && { params }).data;
  const holdRead = useTrackedQuery(
    getSaleHold,
    selling && atDesk && params ? { params: { cartId: params.cartId } } : undefined,
  );
  const hold = holdRead.data ?? undefined;

  if (!selling) return <Redirect to={pageUrl('salesSettings')} replace />;
  if (!params || !primaryMember) return <Redirect to={stepUrl('clubLocation')} replace />;
  const terms = saleChargeTerms({
    flows: membership.membershipDescriptor.flows,
    productType: product?.productType,
    club,
  });
  const agreements = membershipAgreements(terms);
  const calendar = cart && duesCalendar(cart.pricingCase, cart.joinDate);
  const chargeDates =
    calendar && terms.schedule === 'monthly' ? firstYearChargeDates(calendar) : [];
  const payer = consentingPayer(membership.purchaser, primaryMember);
  const names = { firstName: payer.firstName ?? '', lastName: payer.lastName ?? '' };
  const member = `${primaryMember.firstName ?? ''} ${primaryMember.lastName ?? ''}`;
  const payerName = `${names.firstName} ${names.lastName}`;

  const consented = () => {
    const found = consentProblem(typed, names);
    setProblem(found);
    return found === undefined;
  };
  // Held for approval, the sale is paid once a manager approves it as it stands.
  const payable = hold === undefined || hold.status === 'approved';

  const holdForApproval = async () => {
    if (!consented()) return;
    setHolding(true);
    try {
      const cartId = params.cartId;
      const held = await trackedCall(holdSale, { body: { cartId, memberConsent: typed } });
      queryClient.setQueryData(trackedQuery(getSaleHold, { params: { cartId } }).queryKey, held);
      inClubSaleStore.setState({ consentName: typed });
    } finally {
      setHolding(false);
    }
  };

  const toPayment = () => {
    if (!consented()) return;
    // Completion sends it: the server checks it against the payer and keeps it with the sale.
    inClubSaleStore.setState({ consentName: typed });
    writeCurrentStep('payment');
    navigate(stepUrl('payment'));
  };

  return (
    <div className={styles.stack}>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <p>
        {product?.cardTitle ?? product?.productName} for {member}
        {club && ` at ${club.marketingClubName}`}.{' '}
        {creditSplit
          ? saleCreditText([
              { displayName: 'you', percent: creditSplit.sellerPercent },
              { displayName: creditSplit.partnerName, percent: creditSplit.partnerPercent },
            ])
          : 'The sale is credited to you.'}
      </p>
      {!cart ? (
        <p role="status">Loading the payments…</p>
      ) : (
        <>
          <PriceSummary
            details={priceDetails(cart, {
              pricingCase: cart.pricingCase,
              terms,
              openDate: club?.openDate,
            })}
            currency={cart.currency}
            plan={salePlan({ ...cart, summary: cart }, terms.schedule)}
          />
          {chargeDates.length > 0 && (
            <div className={styles.tableWrap}>
              <table>
                <caption>Monthly charges in the first year</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Charge</th>
                  </tr>
                </thead>
                <tbody>
                  {chargeDates.map((date) => (
                    <tr key={date}>
                      <td>{formatLongDate(date)}</td>
                      <td>{formatMoney(cart.monthlyCharge, cart.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <section aria-labelledby="review-agreements" className={styles.stack}>
        <h2 id="review-agreements">Agreements to read with the member</h2>
        <ul className={styles.stack}>
          {agreements.map((agreement) => (
            <li key={agreement.id}>
              <AgreementText agreement={agreement} />
            </li>
          ))}
        </ul>
      </section>
      <form
        aria-label="The member’s consent"
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          toPayment();
        }}
      >
        <TextField
          label="Member’s full name"
          hint={`${payerName} types their name to consent to these payments and agreements.`}
          required
          autoComplete="off"
          value={typed}
          error={problem}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" disabled={!cart || !payable}>
          Continue to payment
        </Button>
        {atDesk && hold?.status !== 'held' && hold?.status !== 'approved' && (
          <Button
            variant="secondary"
            loading={holding}
            disabled={!cart}
            onClick={() => void holdForApproval()}
          >
            Save and hold for approval
          </Button>
        )}
      </form>
      {hold && <HoldStatus hold={hold} onCheck={() => void holdRead.refetch()} />}
    </div>
  );
}
