import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { getClubCoupon, type CouponAnswer } from '@clubjoin/contract/coupon';
import {
  programInformationFormSchema,
  type IdentifierPart,
} from '@clubjoin/domain/validation/programIdentifier';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { TextField } from '../../../ui/TextField';
import { couponStore, validCouponCode } from '../../stores/couponStore';
import { storeProgramIdentifierParts } from '../../stores/memberDetails';
import { membershipStore } from '../../stores/membershipStore';
import { schemaResolver } from '../forms/schemaResolver';

/**
 * A partner program as the coupon answers it (product/member-forms.md#program-information:
 * programId, identifierFormat).
 */
export interface PartnerProgram {
  programId: string;
  formatId: string;
  parts: readonly IdentifierPart[];
  /** Who runs the program, for the title. */
  companyName: string;
}

/** The partner program of a coupon answer, if it has one (Qualified and Program coupons). */
function programOf(answer: CouponAnswer, productCompany: string | undefined) {
  if (!('partnerProgram' in answer) || !answer.isValid) return undefined;
  const { programId, identifierFormat } = answer.partnerProgram;
  return {
    programId,
    formatId: identifierFormat.formatId,
    parts: identifierFormat.identifierParts,
    companyName: productCompany ?? answer.promotionDisplayName,
  };
}

/** The partner program as far as it is known: still being read, or read (none: no program). */
export type CouponProgram = { read: false } | { read: true; program: PartnerProgram | undefined };

/**
 * The partner program of the held coupon at the club
 * (product/membership-and-promotions.md#coupons), named for the membership's company when it has
 * one; none without a coupon, or for a coupon with no program. Asked only while `asked`. A failed
 * read opens the error modal and stays unread.
 */
export function useCouponProgram(
  productCompany: string | undefined,
  asked: boolean,
): CouponProgram {
  const mmsClubId = membershipStore((state) => state.mmsClubId);
  const couponCode = couponStore(validCouponCode);
  const input =
    asked && couponCode !== undefined && mmsClubId !== undefined
      ? { params: { clubId: mmsClubId, couponCode }, query: { channel: 'Online' as const } }
      : undefined;
  const { data: answer } = useTrackedQuery(getClubCoupon, input);
  const noCoupon = asked && input === undefined;
  return useMemo<CouponProgram>(() => {
    if (noCoupon) return { read: true, program: undefined };
    return answer === undefined
      ? { read: false }
      : { read: true, program: programOf(answer, productCompany) };
  }, [noCoupon, answer, productCompany]);
}

/** '{promoCompanyName} Program Information' (product/member-forms.md#program-information). */
export function programInformationTitle(companyName: string): string {
  return `${companyName} Program Information`;
}

/** The label of an identifier part's field: its name without the leading 'your'. */
function partLabel(part: IdentifierPart): string {
  return part.name.replace(/^your /, '').replace(/^./, (first) => first.toUpperCase());
}

type Values = Record<string, string>;

/**
 * The member identifier form of a partner program (product/member-forms.md#program-information):
 * one field per identifier part, prefilled with the saved values, each checked by the domain's
 * rule. A valid submit saves the values (product/member-forms.md#program-information) and hands
 * over.
 */
export function ProgramIdentifierForm({
  id,
  program,
  onSaved,
}: {
  id: string;
  program: PartnerProgram;
  onSaved: () => Promise<void> | void;
}) {
  const saved = membershipStore.getState().partnerProgramIdentifierParts;
  const form = useForm<Values>({
    defaultValues: Object.fromEntries(
      program.parts.map((part) => [
        part.formatPartId,
        saved?.identifierPartValues.find((value) => value.formatPartId === part.formatPartId)
          ?.value ?? '',
      ]),
    ),
    resolver: schemaResolver<Values>(programInformationFormSchema(program.parts)),
  });
  const submit = form.handleSubmit(async (values) => {
    storeProgramIdentifierParts({
      programId: program.programId,
      formatId: program.formatId,
      identifierPartValues: program.parts.map((part) => ({
        formatPartId: part.formatPartId,
        value: values[part.formatPartId] ?? '',
      })),
    });
    await onSaved();
  });
  const { errors } = form.formState;
  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)}>
      {program.parts.map((part) => (
        <TextField
          key={part.formatPartId}
          label={partLabel(part)}
          autoComplete="off"
          error={errors[part.formatPartId]?.message}
          {...form.register(part.formatPartId)}
        />
      ))}
    </form>
  );
}
