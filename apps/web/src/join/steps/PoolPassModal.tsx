import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import type { PoolPass } from '@clubjoin/domain/catalog/poolPass';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export interface PoolPassModalProps {
  open: boolean;
  clubName: string;
  adult: PoolPass;
  junior: PoolPass | undefined;
  currency: Currency;
  /** The person's answer: true to add the summer pool access, false to go on without it. */
  onAnswer: (isPoolPass: boolean) => void;
}

/**
 * The summer pool-pass pop-up of Add Members (product/add-ons-and-pool-pass.md#pool-pass-offer:
 * pool-pass (beach club) modal): the season's one-time fee per adult and per junior
 * (product/add-ons-and-pool-pass.md#pool-pass-offer), with a choice to add it or not. Escape is a
 * no. The wording is ours: the spec gives none.
 */
export function PoolPassModal({
  open,
  clubName,
  adult,
  junior,
  currency,
  onAnswer,
}: PoolPassModalProps) {
  return (
    <Modal
      open={open}
      title="Summer pool access"
      onClose={() => onAnswer(false)}
      actions={
        <>
          <Button onClick={() => onAnswer(true)}>Add pool access</Button>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            No thanks
          </Button>
        </>
      }
    >
      <p>
        The beach club at {clubName} is open for the summer. Add pool access for this season for a
        one-time fee:
      </p>
      <ul>
        <li>{formatMoney(adult.price, currency)} per adult</li>
        {junior && <li>{formatMoney(junior.price, currency)} per junior</li>}
      </ul>
    </Modal>
  );
}
