import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { MembershipMember } from '@clubjoin/contract/membership';
import {
  employeeReferralPrefill,
  REFERRAL_FIELD_HINT,
} from '@clubjoin/domain/accounts/employeeReferral';
import type { MemberFormSlot } from '@clubjoin/domain/validation/memberFormContext';
import { memberFormSchema } from '@clubjoin/domain/validation/memberForms';
import { isSmsOptInShown } from '@clubjoin/domain/validation/smsOptIn';
import {
  additionalMembersTitle,
  INVALID_MEMBER_INDEX_MESSAGE,
  memberListPosition,
  type MemberStep,
} from '@clubjoin/domain/wizard/memberSteps';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useMoveOn } from '../../navigation/useMoveOn';
import { clubStore } from '../../stores/clubStore';
import { couponStore } from '../../stores/couponStore';
import {
  storeAdultMember,
  storeJuniorMember,
  storePrimaryMember,
} from '../../stores/memberDetails';
import type { MemberDetails, MembershipState } from '../../stores/membershipState';
import { membershipStore } from '../../stores/membershipStore';
import { schemaResolver } from '../forms/schemaResolver';
import { MemberFields } from './MemberFields';
import { clubCountry, memberFormContext } from './memberFormContext';
import {
  formerMemberChoice,
  memberDetailsOf,
  memberFormValues,
  PREFILLABLE_FIELDS,
  previousMemberFields,
  type MemberFormValues,
  type PrefillableField,
} from './memberFormValues';

export interface MemberInfoStepProps {
  step: WizardStep;
  /**
   * The member the step is for, from the step (product/member-forms.md#member-info-form: the
   * authored member index).
   */
  member: MemberStep;
}

/** Where a member step's member sits, or undefined for an index the lists have no slot for. */
function slotOf(member: MemberStep, membership: MembershipState): MemberFormSlot | undefined {
  if (member.memberType === 'primary') return { list: 'primary' };
  const list = member.memberType === 'secondaryAdult' ? 'adult' : 'junior';
  const members = list === 'adult' ? membership.adultMembers : membership.juniorMembers;
  const position = memberListPosition(member, members.length);
  return position === undefined ? undefined : { list, position };
}

/**
 * A member info step (product/member-forms.md#member-info-form): the primary member, an additional
 * adult or a junior. An index without a slot in the membership's lists shows 'Invalid member
 * index.' (product/member-forms.md#member-info-form).
 */
export function MemberInfoStep({ step, member }: MemberInfoStepProps) {
  const membership = membershipStore();
  const slot = slotOf(member, membership);
  if (slot === undefined) {
    return (
      <WizardFrame step={step}>
        <p role="alert">{INVALID_MEMBER_INDEX_MESSAGE}</p>
        <WizardNavigation step={step} showNext={false} />
      </WizardFrame>
    );
  }
  return <MemberInfoForm step={step} member={member} slot={slot} membership={membership} />;
}

/**
 * The previous membership's members a slot's chooser may offer
 * (product/member-forms.md#member-info-form).
 */
function previousMembersFor(slot: MemberFormSlot, membership: MembershipState): MembershipMember[] {
  const previous = membership.previousMembership;
  if (previous === undefined || (slot.list !== 'adult' && slot.list !== 'junior')) return [];
  const list = slot.list === 'adult' ? membership.adultMembers : membership.juniorMembers;
  // A previous member already taken into another slot is not offered twice.
  const taken = new Set(
    list.filter((_, index) => index !== slot.position).map((other) => other.partyId),
  );
  const members = slot.list === 'adult' ? previous.additionalMembers : previous.juniorMembers;
  return members.filter((candidate) => !taken.has(candidate.partyId));
}

function storedMember(
  slot: MemberFormSlot,
  membership: MembershipState,
): MemberDetails | undefined {
  switch (slot.list) {
    case 'primary':
      return membership.primaryMember;
    case 'adult':
      return membership.adultMembers[slot.position];
    case 'junior':
      return membership.juniorMembers[slot.position];
    case 'purchaser':
      return membership.purchaser;
  }
}

function MemberInfoForm({
  step,
  member,
  slot,
  membership,
}: MemberInfoStepProps & { slot: MemberFormSlot; membership: MembershipState }) {
  const formId = useId();
  const club = clubStore((state) => state.club);
  const heldCoupon = couponStore((state) => state.coupon);
  const { moveOn, staging } = useMoveOn(step);
  const { memberType } = member;
  const previousMembers = previousMembersFor(slot, membership);
  const stored = storedMember(slot, membership);
  // The primary of an existing membership comes prefilled and locked
  // (product/member-forms.md#member-info-form); else the names and email an employee referral
  // coupon carries (product/member-forms.md#employee-referral).
  const referralPrefill =
    slot.list === 'primary' && !membership.previousMembership
      ? employeeReferralPrefill(heldCoupon)
      : {};
  const primaryPrefill =
    slot.list === 'primary' && membership.previousMembership
      ? previousMemberFields(membership.previousMembership.primaryMember)
      : referralPrefill;

  // The rules read the membership as it was when the step opened.
  const [context] = useState(() =>
    memberFormContext(
      membership,
      club,
      slot,
      new Date(),
      previousMembers.map((previous) => previous.partyId),
    ),
  );
  const form = useForm<MemberFormValues>({
    defaultValues: {
      ...memberFormValues(stored, formerMemberChoice(stored, previousMembers)),
      ...primaryPrefill,
    },
    resolver: schemaResolver<MemberFormValues>(memberFormSchema(memberType, context)),
  });

  const choice = useWatch({ control: form.control, name: 'formerMember' });
  const chosen = previousMembers.find((previous) => previous.partyId === choice);
  const prefilled = chosen ? previousMemberFields(chosen) : primaryPrefill;
  const locked = new Set(Object.keys(prefilled) as PrefillableField[]);

  const choosePrevious = (partyId: string) => {
    const next = previousMembers.find((previous) => previous.partyId === partyId);
    const fields = next ? previousMemberFields(next) : {};
    // A previous member fills what the member system holds; leaving one starts empty. Between
    // choices that are no previous member, what was typed stays.
    if (!next && !chosen) return;
    for (const field of PREFILLABLE_FIELDS) form.setValue(field, fields[field] ?? '');
  };

  const submit = form.handleSubmit(async (values) => {
    const details = memberDetailsOf(values);
    if (slot.list === 'primary') {
      storePrimaryMember(details);
    } else {
      // The party id of the previous member chosen; a new person keeps a staged one of their own.
      const previousIds = new Set(previousMembers.map((previous) => previous.partyId));
      const partyId = chosen
        ? chosen.partyId
        : stored?.partyId && !previousIds.has(stored.partyId)
          ? stored.partyId
          : undefined;
      if (slot.list === 'adult') storeAdultMember(slot.position, { ...details, partyId });
      if (slot.list === 'junior') storeJuniorMember(slot.position, { ...details, partyId });
    }
    await moveOn();
  });

  const title =
    member.memberType === 'primary'
      ? undefined
      : additionalMembersTitle(member, membership.quantities);

  return (
    <WizardFrame step={step} title={title}>
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <MemberFields
            memberType={memberType}
            locked={locked}
            lockedHint={
              !chosen && Object.keys(referralPrefill).length > 0 ? REFERRAL_FIELD_HINT : undefined
            }
            previousMembers={previousMembers.map((previous) => ({
              partyId: previous.partyId,
              name: `${previous.firstName} ${previous.lastName}`,
            }))}
            onChoosePrevious={choosePrevious}
            smsOptInShown={isSmsOptInShown({
              memberType,
              clubCountry: clubCountry(club),
              flows: membership.membershipDescriptor.flows,
            })}
          />
        </form>
      </FormProvider>
      <WizardNavigation step={step} submitsForm={formId} busy={staging} />
    </WizardFrame>
  );
}
