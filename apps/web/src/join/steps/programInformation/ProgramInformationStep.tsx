import { useEffect, useId } from 'react';
import { canReuseIdentifierValues } from '@clubjoin/domain/validation/programIdentifier';
import { backTarget } from '@clubjoin/domain/wizard/navigation';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { ARRIVED_BY_BACK, arrivedByBack } from '../../navigation/arrivedByBack';
import { useHistoryEntry } from '../../../routing/location';
import { useGoTo } from '../../navigation/useGoTo';
import { useMoveOn } from '../../navigation/useMoveOn';
import { resetProgramIdentifierParts } from '../../stores/memberDetails';
import { membershipStore } from '../../stores/membershipStore';
import { wizardFlowState } from '../../stores/wizardFlowState';
import {
  ProgramIdentifierForm,
  programInformationTitle,
  useCouponProgram,
  type PartnerProgram,
} from './ProgramIdentifierForm';

/**
 * Program information (product/member-forms.md#program-information): with a coupon, its promotion's
 * partner program gives one field per identifier part; saved values are reused only when they still
 * match the parts, else reset. With no parts (no coupon, or one without a program) the membership
 * is staged and the wizard moves on at once, or, reached with Back, goes on back. Submit
 * checks each part, saves the values, stages and moves on.
 */
export function ProgramInformationStep() {
  const { moveOn, staging } = useMoveOn('programInformation');
  const arrivedBack = arrivedByBack(useHistoryEntry().state);
  const goTo = useGoTo();
  const company = membershipStore((state) => state.product?.promoCompanyName);
  const saved = membershipStore((state) => state.partnerProgramIdentifierParts);
  // A failed read has opened the error modal; the step stays as it is.
  const coupon = useCouponProgram(typeof company === 'string' ? company : undefined, true);
  const program = coupon.read ? coupon.program : undefined;
  const noParts = coupon.read && (program === undefined || program.parts.length === 0);
  // The form prefills from the saved values: it waits until those that no longer fit are reset.
  const savedStale =
    program !== undefined &&
    saved !== undefined &&
    !canReuseIdentifierValues(program.parts, saved.identifierPartValues);

  useEffect(() => {
    if (!noParts) return;
    // product/member-forms.md#program-information: no parts, so nothing to ask: stage and move on
    // at once, without the values of a program the membership no longer has (the server refuses
    // them). Either way it takes the place of its own history entry, so that Back, the page's or
    // the browser's, lands on the last screen the person saw, not on one with nothing to ask;
    // reached by Back, it goes on back.
    resetProgramIdentifierParts();
    if (!arrivedBack) void moveOn({ replace: true });
    else
      goTo(backTarget(wizardFlowState(membershipStore.getState()), 'programInformation'), {
        state: ARRIVED_BY_BACK,
        replace: true,
      });
  }, [noParts, moveOn, arrivedBack, goTo]);
  useEffect(() => {
    if (savedStale) resetProgramIdentifierParts();
  }, [savedStale]);

  if (noParts) return <NoProgram moveOn={moveOn} staging={staging} />;
  if (program === undefined || savedStale) {
    return (
      <WizardFrame step="programInformation">
        <p aria-busy="true">Checking your program…</p>
      </WizardFrame>
    );
  }
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

function ProgramForm({
  program,
  moveOn,
  staging,
}: {
  program: PartnerProgram;
  moveOn: () => Promise<void>;
  staging: boolean;
}) {
  const formId = useId();
  return (
    <WizardFrame step="programInformation" title={programInformationTitle(program.companyName)}>
      <ProgramIdentifierForm id={formId} program={program} onSaved={moveOn} />
      <WizardNavigation step="programInformation" submitsForm={formId} busy={staging} />
    </WizardFrame>
  );
}
