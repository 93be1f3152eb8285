import { useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { addressFormSchema } from '@clubjoin/domain/validation/address';
import { purchaserFormSchema } from '@clubjoin/domain/validation/memberForms';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useMoveOn } from '../../navigation/useMoveOn';
import { clubStore } from '../../stores/clubStore';
import { storePurchaser, type AddressDetails } from '../../stores/memberDetails';
import { membershipStore } from '../../stores/membershipStore';
import { AddressFields } from '../address/AddressFields';
import { addressFormValues } from '../address/addressValues';
import { MemberFields } from '../members/MemberFields';
import { memberFormContext } from '../members/memberFormContext';
import {
  memberDetailsOf,
  memberFormValues,
  type MemberFormValues,
} from '../members/memberFormValues';
import { schemaResolver } from '../forms/schemaResolver';
import styles from './PurchaserStep.module.css';

type PurchaserFormValues = MemberFormValues & AddressDetails;

const NOTHING_LOCKED = new Set<never>();

/**
 * The purchaser (product/member-forms.md#purchaser): the adult paying for a child's membership
 * fills the member info form (names and phone required, product/member-forms.md#phone) and an
 * address form, both checked on one submit. The address is stored as the membership address (see
 * storePurchaser); then the wizard moves on.
 */
export function PurchaserStep() {
  const formId = useId();
  const { moveOn, staging } = useMoveOn('purchaser');
  const club = clubStore((state) => state.club);
  const schemas = useMemo(() => {
    const membership = membershipStore.getState();
    const context = memberFormContext(membership, club, { list: 'purchaser' }, new Date(), []);
    return [purchaserFormSchema(context), addressFormSchema] as const;
  }, [club]);
  const form = useForm<PurchaserFormValues>({
    defaultValues: (() => {
      const { purchaser, membershipAddress } = membershipStore.getState();
      return {
        ...memberFormValues(purchaser),
        ...addressFormValues(membershipAddress, undefined),
      };
    })(),
    resolver: schemaResolver<PurchaserFormValues>(...schemas),
  });
  const submit = form.handleSubmit(async (values) => {
    storePurchaser(memberDetailsOf(values), {
      street: values.street,
      city: values.city,
      state: values.state,
      zip: values.zip,
    });
    await moveOn();
  });
  return (
    <WizardFrame step="purchaser">
      <p>Enter the details of the adult paying for this membership.</p>
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Purchaser</legend>
            <MemberFields memberType="purchaser" locked={NOTHING_LOCKED} />
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Purchaser address</legend>
            <AddressFields />
          </fieldset>
        </form>
      </FormProvider>
      <WizardNavigation step="purchaser" submitsForm={formId} busy={staging} />
    </WizardFrame>
  );
}
