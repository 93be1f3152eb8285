import { Controller, useFormContext } from 'react-hook-form';
import { formatDateOfBirthMask } from '@clubjoin/domain/validation/dateOfBirth';
import { NEW_MEMBER_SELECTION } from '@clubjoin/domain/validation/formerMember';
import { GENDERS } from '@clubjoin/domain/validation/gender';
import type { MemberType } from '@clubjoin/domain/validation/memberTypes';
import { PHONE_INVALID_MESSAGE } from '@clubjoin/domain/validation/phone';
import { formatPhoneMask, isPastablePhone } from '@clubjoin/domain/validation/phoneNumber';
import { MaskedTextField } from '../../../ui/MaskedTextField';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { MemberFormValues, PrefillableField } from './memberFormValues';
import { SmsOptIn } from './SmsOptIn';

/** The hint of the former-member chooser (product/member-forms.md#member-info-form), verbatim. */
export const FORMER_MEMBER_HINT =
  "We've identified additional member(s) on your previous membership. Select a previous member you want to add, or select 'New Member' to manually enter their info.";

/**
 * The relationships a secondary adult may have, as the form offers them
 * (product/member-forms.md#relationship-and-former-members).
 */
const RELATIONSHIP_OPTIONS = [
  { value: 'Partner', label: 'Partner' },
  { value: 'Secondary', label: 'Secondary member (child aged 14 to 25)' },
] as const;

/**
 * Which fields a member type must fill (product/member-forms.md#member-info-form); the others are
 * marked optional.
 */
const REQUIRED_FIELDS: Record<MemberType, readonly (keyof MemberFormValues)[]> = {
  primary: ['firstName', 'lastName', 'phone', 'gender', 'dateOfBirth'],
  secondaryAdult: ['firstName', 'lastName', 'email', 'gender', 'dateOfBirth', 'relationship'],
  junior: ['firstName', 'lastName', 'dateOfBirth'],
  purchaser: ['firstName', 'lastName', 'phone'],
};

interface PreviousMemberOption {
  partyId: string;
  name: string;
}

export interface MemberFieldsProps {
  memberType: MemberType;
  /**
   * Fields taken from an existing membership: shown, not editable
   * (product/member-forms.md#member-info-form).
   */
  locked: ReadonlySet<PrefillableField>;
  /** Says where the locked fields came from, under each (an employee referral coupon's). */
  lockedHint?: string | undefined;
  /**
   * The previous membership's members the chooser offers; no chooser when empty
   * (product/member-forms.md#member-info-form, #relationship-and-former-members).
   */
  previousMembers?: readonly PreviousMemberOption[];
  /** A choice in the former-member chooser: the form fills or empties the member's fields. */
  onChoosePrevious?: (choice: string) => void;
  /**
   * Whether the text-message opt-in shows (product/member-forms.md#text-message-opt-in: primary
   * member, USA club, not purchaser-child).
   */
  smsOptInShown?: boolean;
}

/**
 * The fields of the member info form (product/member-forms.md#member-info-form,
 * #relationship-and-former-members) for one member type, inside a react-hook-form form of
 * MemberFormValues: the former-member chooser when previous members exist, names, email, phone with
 * its mask and refused invalid paste, date of birth MM/DD/YYYY, gender, the relationship of a
 * secondary adult and the primary's text-message opt-in. Each field carries the browser's autofill
 * name and shows the domain's message under it.
 */
export function MemberFields({
  memberType,
  locked,
  lockedHint,
  previousMembers = [],
  onChoosePrevious,
  smsOptInShown = false,
}: MemberFieldsProps) {
  const { register, control, formState, setError, clearErrors } =
    useFormContext<MemberFormValues>();
  const { errors } = formState;
  const required = REQUIRED_FIELDS[memberType];
  const label = (text: string, field: keyof MemberFormValues) =>
    required.includes(field) ? text : `${text} (optional)`;

  return (
    <>
      {previousMembers.length > 0 && (
        <SelectField
          label="Previous member"
          hint={FORMER_MEMBER_HINT}
          error={errors.formerMember?.message}
          {...register('formerMember', {
            onChange: (event: { target: { value: string } }) =>
              onChoosePrevious?.(event.target.value),
          })}
        >
          <option value="">Select a member</option>
          {previousMembers.map((member) => (
            <option key={member.partyId} value={member.partyId}>
              {member.name}
            </option>
          ))}
          <option value={NEW_MEMBER_SELECTION}>New Member</option>
        </SelectField>
      )}
      <TextField
        label={label('First name', 'firstName')}
        autoComplete="given-name"
        readOnly={locked.has('firstName')}
        hint={locked.has('firstName') ? lockedHint : undefined}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={label('Last name', 'lastName')}
        autoComplete="family-name"
        readOnly={locked.has('lastName')}
        hint={locked.has('lastName') ? lockedHint : undefined}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label={label('Email', 'email')}
        type="email"
        autoComplete="email"
        readOnly={locked.has('email')}
        hint={locked.has('email') ? lockedHint : undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field: { value, onChange, onBlur, name, ref } }) => (
          <MaskedTextField
            label={label('Phone', 'phone')}
            hint="(###) ###-####"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            readOnly={locked.has('phone')}
            error={errors.phone?.message}
            mask={formatPhoneMask}
            acceptsPaste={isPastablePhone}
            onPasteRefused={() => setError('phone', { message: PHONE_INVALID_MESSAGE })}
            value={value}
            onValueChange={(masked) => {
              clearErrors('phone');
              onChange(masked);
            }}
            {...{ onBlur, name, ref }}
          />
        )}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field: { value, onChange, onBlur, name, ref } }) => (
          <MaskedTextField
            label={label('Date of birth', 'dateOfBirth')}
            hint="MM/DD/YYYY"
            inputMode="numeric"
            autoComplete="bday"
            maxLength={10}
            readOnly={locked.has('dateOfBirth')}
            error={errors.dateOfBirth?.message}
            mask={formatDateOfBirthMask}
            value={value}
            onValueChange={onChange}
            {...{ onBlur, name, ref }}
          />
        )}
      />
      {locked.has('gender') ? (
        <TextField
          label={label('Gender', 'gender')}
          autoComplete="sex"
          readOnly
          {...register('gender')}
        />
      ) : (
        <SelectField
          label={label('Gender', 'gender')}
          autoComplete="sex"
          error={errors.gender?.message}
          {...register('gender')}
        >
          <option value="">Select a gender</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </SelectField>
      )}
      {memberType === 'secondaryAdult' && (
        <SelectField
          label="Relationship"
          error={errors.relationship?.message}
          {...register('relationship')}
        >
          <option value="">Select a relationship</option>
          {RELATIONSHIP_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      )}
      {smsOptInShown && (
        <Controller
          control={control}
          name="sendSmsOptIn"
          render={({ field: { value, onChange, name, ref } }) => (
            <SmsOptIn
              checked={value}
              onChange={onChange}
              error={errors.sendSmsOptIn?.message}
              name={name}
              inputRef={ref}
            />
          )}
        />
      )}
    </>
  );
}
