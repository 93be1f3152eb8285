import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { addressFormSchema } from '@clubjoin/domain/validation/address';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useMoveOn } from '../../navigation/useMoveOn';
import { storeMembershipAddress, type AddressDetails } from '../../stores/memberDetails';
import { membershipStore } from '../../stores/membershipStore';
import { schemaResolver } from '../forms/schemaResolver';
import { AddressFields } from './AddressFields';
import { addressFormValues } from './addressValues';

/**
 * The membership address (product/member-forms.md#address): the address form; on submit the address
 * is stored with its country, the membership is staged when payment comes next, and the wizard
 * moves on.
 */
export function MembershipAddressStep() {
  const formId = useId();
  const { moveOn, staging } = useMoveOn('membershipAddress');
  const { membershipAddress, previousMembership } = membershipStore.getState();
  const form = useForm<AddressDetails>({
    defaultValues: addressFormValues(membershipAddress, previousMembership),
    resolver: schemaResolver<AddressDetails>(addressFormSchema),
  });
  const submit = form.handleSubmit(async (address) => {
    storeMembershipAddress(address);
    await moveOn();
  });
  return (
    <WizardFrame step="membershipAddress">
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <AddressFields />
        </form>
      </FormProvider>
      <WizardNavigation step="membershipAddress" submitsForm={formId} busy={staging} />
    </WizardFrame>
  );
}
