import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decideSaleHold, listSaleHolds, type SaleHold } from '@clubjoin/contract/saleHolds';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { holdDecisionSchema } from '@clubjoin/domain/staff/saleHold';
import { saleCreditText } from '@clubjoin/domain/staff/saleCredit';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { useWorkingClub } from '../members/useWorkingClub';
import styles from './sales.module.css';

/** One held sale: what it sells and costs, who sold it, and the manager's two answers. */
function HeldSale({ hold, onDecided }: { hold: SaleHold; onDecided: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatMoney(cents, hold.currency);

  const decide = async (decision: unknown, notice: string) => {
    const parsed = holdDecisionSchema.safeParse(decision);
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await trackedCall(
        decideSaleHold,
        { params: { cartId: hold.cartId }, body: parsed.data },
        { handled: (failure) => failure.status === 400 || failure.status === 403 },
      );
      onDecided(notice);
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(listSaleHolds) });
    } catch (failure) {
      if (failure instanceof ApiError) setProblem(failure.fields[0]?.message ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <Card title={`${hold.member}: ${hold.productType}`}>
        <dl className={styles.facts}>
          <dt>Members</dt>
          <dd>
            {hold.adults} adult{hold.adults === 1 ? '' : 's'}
            {hold.juniors > 0 && `, ${hold.juniors} junior${hold.juniors === 1 ? '' : 's'}`}
          </dd>
          <dt>Due today</dt>
          <dd>{money(hold.dueToday)}</dd>
          <dt>Monthly</dt>
          <dd>{money(hold.monthlyCharge)}</dd>
          <dt>Credit</dt>
          <dd>{saleCreditText(hold.saleCredit)}</dd>
          <dt>Consent</dt>
          <dd>{hold.consentName}</dd>
          <dt>Held</dt>
          <dd>
            by {hold.heldBy}, {new Date(hold.heldAt).toLocaleString('en-US')}
          </dd>
        </dl>
        <div className={styles.actions}>
          <Button
            loading={busy}
            onClick={() =>
              void decide({ decision: 'approve' }, `The sale to ${hold.member} is approved.`)
            }
          >
            Approve the sale to {hold.member}
          </Button>
          <TextField
            label={`Reason to reject the sale to ${hold.member}`}
            value={reason}
            error={problem}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="secondary"
            loading={busy}
            onClick={() =>
              void decide({ decision: 'reject', reason }, `The sale to ${hold.member} is rejected.`)
            }
          >
            Reject the sale to {hold.member}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/**
 * `/member/sales-dashboard/approvals` (docs/decisions/0035): the in-club sales of the manager's club
 * held for approval, oldest first; approving lets the advisor take the payment, rejecting tells
 * them why. Nothing was charged for any of them.
 */
export function SaleApprovalsPage() {
  const { clubId, picker } = useWorkingClub();
  const holds = useTrackedQuery(listSaleHolds, clubId ? { query: { clubId } } : undefined).data;
  const [notice, setNotice] = useState('');
  return (
    <div className={styles.stack}>
      {picker}
      <p role="status">{notice}</p>
      {!holds ? (
        <p>Loading the sales waiting for approval…</p>
      ) : holds.holds.length === 0 ? (
        <p>No sale waits for approval.</p>
      ) : (
        <ul className={styles.holds} aria-label="Sales waiting for approval">
          {holds.holds.map((hold) => (
            <HeldSale key={hold.cartId} hold={hold} onDecided={setNotice} />
          ))}
        </ul>
      )}
    </div>
  );
}
