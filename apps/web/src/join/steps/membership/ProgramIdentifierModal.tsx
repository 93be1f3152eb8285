import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import {
  ProgramIdentifierForm,
  programInformationTitle,
  useCouponProgram,
} from '../programInformation/ProgramIdentifierForm';
import type { ShownMembershipCard } from './membershipCardsShown';

/** The dialog's words where the spec gives none (our wording). */
const PROGRAM_IDENTIFIER_INTRO =
  'Your program confirms your membership with this number. Enter it as it appears on your member card.';
export const CONTINUE_LABEL = 'Continue';
export const CANCEL_LABEL = 'Cancel';

export interface ProgramIdentifierModalProps {
  /** The card chosen whose door asks for a member identifier; undefined when none is. */
  shown: ShownMembershipCard | undefined;
  /** The identifier is saved (or the program asks none): the card can be chosen. */
  onEntered: (card: ShownMembershipCard) => void;
  onClose: () => void;
}

/**
 * The member identifier a Medicare membership is sold with (issue 15 §2;
 * product/member-forms.md#program-information): choosing a card whose door asks for one opens this
 * dialog with the fields of the held coupon's partner program, titled '{company} Program
 * Information'. Continue checks and saves the values and the card is chosen; Cancel leaves the
 * cards as they were. A program without parts asks nothing, so the card is chosen at once. A
 * failure to read the program opens the error modal.
 */
export function ProgramIdentifierModal({ shown, onEntered, onClose }: ProgramIdentifierModalProps) {
  const formId = useId();
  const coupon = useCouponProgram(shown?.card.promoCompanyName, shown !== undefined);
  const program = coupon.read ? coupon.program : undefined;
  // A failed read has opened the error modal; the cards stay.
  const asked = shown && program && program.parts.length > 0 ? { card: shown, program } : undefined;
  const nothingToAsk = shown !== undefined && coupon.read && asked === undefined;
  const onEnteredRef = useRef(onEntered);
  useEffect(() => {
    onEnteredRef.current = onEntered;
  });
  useEffect(() => {
    if (shown !== undefined && nothingToAsk) onEnteredRef.current(shown);
  }, [nothingToAsk, shown]);

  return (
    <Modal
      open={asked !== undefined}
      title={asked ? programInformationTitle(asked.program.companyName) : ''}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId}>
            {CONTINUE_LABEL}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {CANCEL_LABEL}
          </Button>
        </>
      }
    >
      {asked && (
        <>
          <p>{PROGRAM_IDENTIFIER_INTRO}</p>
          <ProgramIdentifierForm
            id={formId}
            program={asked.program}
            onSaved={() => onEnteredRef.current(asked.card)}
          />
        </>
      )}
    </Modal>
  );
}
