import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { getClubCoupon, type CouponAnswer } from '@clubjoin/contract/coupon';
import {
  canReuseIdentifierValues,
  programInformationFormSchema,
  type IdentifierPart,
} from '@clubjoin/domain/validation/programIdentifier';
import { trackedCall } from '../../../api/trackedCall';
import { TextField } from '../../../ui/TextField';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { arrivedByBack } from '../../navigation/arrivedByBack';
import { useMoveOn } from '../../navigation/useMoveOn';
import { couponStore } from '../../stores/couponStore';
import {
  resetProgramIdentifierParts,
  storeProgramIdentifierParts,
} from '../../stores/memberDetails';
import { membershipStore } from '../../stores/membershipStore';
import { schemaResolver } from '../members/schemaResolver';

/** A partner program as the coupon answers it (02 §3: programId, identifierFormat). */
interface Program {
  programId: string;
  formatId: string;
  parts: readonly IdentifierPart[];
  /** Who runs the program, for the title. */
  companyName: string;
}

type Values = Record<string, string>;

/** The partner program of a coupon answer, if it has one (Qualified and Program coupons). */
function programOf(answer: CouponAnswer, productCompany: string | undefined): Program | undefined {
  if (!('partnerProgram' in answer) || !answer.isValid) return undefined;
  const { programId, identifierFormat } = answer.partnerProgram;
  return {
    programId,
    formatId: identifierFormat.formatId,
    parts: identifierFormat.identifierParts,
    companyName: productCompany ?? answer.promotionDisplayName,
  };
}

/** '{promoCompanyName} Program Information' (02 §2). */
function programInformationTitle(companyName: string): string {
  return `${companyName} Program Information`;
}

/**
 * Program information (02 §2, §4, §5): with a coupon, its promotion's partner program gives one
 * field per identifier part; saved values are reused only when they still match the parts, else
 * reset. With no parts (no coupon, or one without a program) the membership is staged and the
 * wizard moves on at once, unless the person came back to it with Back. Submit checks each part, saves the values, stages and moves on.
 */
export function ProgramInformationStep() {
  const { moveOn, staging } = useMoveOn('programInformation');
  const [program, setProgram] = useState<Program | 'loading' | 'none'>('loading');
  const stayOnPassThrough = arrivedByBack(useLocation().state);

  useEffect(() => {
    const controller = new AbortController();
    const { mmsClubId, product } = membershipStore.getState();
    const couponCode = couponStore.getState().coupon?.code;
    const productCompany = product?.promoCompanyName;
    const load = async (): Promise<Program | undefined> => {
      if (couponCode === undefined || mmsClubId === undefined) return undefined;
      const answer = await trackedCall(
        getClubCoupon,
        { params: { clubId: mmsClubId, couponCode }, query: { channel: 'Online' } },
        { signal: controller.signal },
      );
      return programOf(answer, typeof productCompany === 'string' ? productCompany : undefined);
    };
    load().then(
      (found) => {
        if (found === undefined || found.parts.length === 0) {
          // 02 §4: no parts, so nothing to ask: stage and move on at once, without the values
          // of a program the membership no longer has (the server refuses them).
          resetProgramIdentifierParts();
          setProgram('none');
          if (!stayOnPassThrough) void moveOn();
          return;
        }
        const saved = membershipStore.getState().partnerProgramIdentifierParts;
        if (saved && !canReuseIdentifierValues(found.parts, saved.identifierPartValues)) {
          resetProgramIdentifierParts();
        }
        setProgram(found);
      },
      () => {
        // The tracked call shows the failure in the error modal; the step stays.
      },
    );
    return () => controller.abort();
  }, [moveOn, stayOnPassThrough]);

  if (program === 'loading') {
    return (
      <WizardFrame step="programInformation">
        <p aria-busy="true">Checking your program…</p>
      </WizardFrame>
    );
  }
  if (program === 'none') return <NoProgram moveOn={moveOn} staging={staging} />;
  return <ProgramForm program={program} moveOn={moveOn} staging={staging} />;
}

/**
 * No program to ask about: the step is on its way on. Should staging fail (the error modal says
 * so), the person can try again with the next button, or go back.
 */
function NoProgram({ moveOn, staging }: { moveOn: () => Promise<void>; staging: boolean }) {
  const formId = useId();
  return (
    <WizardFrame step="programInformation">
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void moveOn();
        }}
      >
        <p>Your membership has no partner program to confirm.</p>
      </form>
      <WizardNavigation step="programInformation" submitsForm={formId} busy={staging} />
    </WizardFrame>
  );
}

/** The label of an identifier part's field: its name without the leading 'your'. */
function partLabel(part: IdentifierPart): string {
  return part.name.replace(/^your /, '').replace(/^./, (first) => first.toUpperCase());
}

function ProgramForm({
  program,
  moveOn,
  staging,
}: {
  program: Program;
  moveOn: () => Promise<void>;
  staging: boolean;
}) {
  const formId = useId();
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
    await moveOn();
  });
  const { errors } = form.formState;
  return (
    <WizardFrame step="programInformation" title={programInformationTitle(program.companyName)}>
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
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
      <WizardNavigation step="programInformation" submitsForm={formId} busy={staging} />
    </WizardFrame>
  );
}
