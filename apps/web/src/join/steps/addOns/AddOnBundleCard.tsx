import { useState } from 'react';
import type { OfferedAddOnBundle } from '@clubjoin/contract/product';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import type { z } from 'zod';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { InfoModal } from '../../../ui/InfoModal';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './AddOnsStep.module.css';

type Bundle = z.infer<typeof OfferedAddOnBundle>;

export interface AddOnBundleCardProps {
  bundle: Bundle;
  currency: Currency;
  disabled: boolean;
  onChoose: () => void;
}

/**
 * One add-on bundle (product/add-ons-and-pool-pass.md#add-on-bundles cards,
 * product/add-ons-and-pool-pass.md#add-on-bundles): its products with their texts and a Details
 * button opening the details modal, the bundle's monthly total (the sum of its products' total
 * prices, product/wizard.md#next-and-back) and the button that chooses it.
 */
export function AddOnBundleCard({ bundle, currency, disabled, onChoose }: AddOnBundleCardProps) {
  const [details, setDetails] = useState<Bundle['products'][number] | undefined>();
  const total = bundle.products.reduce((sum, product) => sum + product.totalPrice, 0);

  return (
    <Card
      title={bundle.name}
      footer={
        <Button disabled={disabled} onClick={onChoose}>
          Add<VisuallyHidden> {bundle.name}</VisuallyHidden>
        </Button>
      }
    >
      <p className={styles.kind}>{bundle.packageType}</p>
      <ul className={styles.products}>
        {bundle.products.map((product) => (
          <li key={product.productId}>
            <h3 className={styles.productTitle}>{product.literals.title}</h3>
            <p>{product.literals.description}</p>
            <p>{product.literals.priceDescription}</p>
            <Button variant="secondary" onClick={() => setDetails(product)}>
              Details<VisuallyHidden> of {product.literals.title}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span className={styles.amount}>{formatMoney(total, currency)}</span> per month
      </p>
      <InfoModal
        open={details !== undefined}
        title={details?.literals.detailsTitle ?? ''}
        text={details?.literals.detailsBody}
        buttonLabel="Close"
        onClose={() => setDetails(undefined)}
      />
    </Card>
  );
}
