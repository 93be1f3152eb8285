import { useFormContext, useWatch } from 'react-hook-form';
import {
  isZipEnabled,
  zipAfterStateChange,
  zipInputMode,
} from '@clubjoin/domain/validation/address';
import { countryOfState, REGION_GROUPS } from '@clubjoin/domain/validation/regions';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { AddressDetails } from '../../stores/memberDetails';

/** The country the browser's autofill reads, from the chosen state's group. */
const COUNTRY_NAMES = { US: 'United States', CA: 'Canada' } as const;

/**
 * The address form's fields (product/member-forms.md#address), inside a react-hook-form form of
 * AddressDetails: street, city, the state/province dropdown in its US and Canada groups, and the
 * zip, disabled until a state is chosen, on a number keypad for a US state, and cleared when the
 * state changes to another country's. The country follows from the state
 * (product/member-forms.md#address) and is shown, not asked.
 */
export function AddressFields() {
  const { register, formState, control, getValues, setValue } = useFormContext<AddressDetails>();
  const { errors } = formState;
  const state = useWatch({ control, name: 'state' });
  const country = countryOfState(state);
  const zipEnabled = isZipEnabled(state);

  return (
    <>
      <TextField
        label="Street address"
        autoComplete="address-line1"
        error={errors.street?.message}
        {...register('street')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField
        label="State/Province"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...register('state', {
          onChange: (event: { target: { value: string } }) => {
            const zip = zipAfterStateChange({
              previousState: state,
              nextState: event.target.value,
              zip: getValues('zip'),
            });
            setValue('zip', zip);
          },
        })}
      >
        <option value="">Select a state or province</option>
        {REGION_GROUPS.map((regionGroup) => (
          <optgroup key={regionGroup.country} label={regionGroup.label}>
            {regionGroup.regions.map((region) => (
              <option key={region.abbreviation} value={region.abbreviation}>
                {region.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        label="Zip/Postal code"
        hint={zipEnabled ? undefined : 'Choose a state or province first.'}
        autoComplete="postal-code"
        inputMode={zipInputMode(state)}
        maxLength={10}
        disabled={!zipEnabled}
        error={errors.zip?.message}
        {...register('zip')}
      />
      <TextField
        label="Country"
        autoComplete="country-name"
        readOnly
        value={country ? COUNTRY_NAMES[country] : ''}
        hint="Follows the state or province."
      />
    </>
  );
}
