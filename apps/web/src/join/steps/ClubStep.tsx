import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { WizardFrame } from '../frame/WizardFrame';
import { WizardNavigation } from '../frame/WizardNavigation';
import { useGoTo } from '../navigation/useGoTo';
import { clubStore } from '../stores/clubStore';
import { membershipStore } from '../stores/membershipStore';
import { wizardFlowState } from '../stores/wizardFlowState';
import { chooseClub } from '../stores/chooseClub';
import { ClubLocator } from './club/ClubLocator';
import type { ClubChoiceNotice } from '../navigation/clubChoiceNotice';
import { useClubChoiceNotice } from '../navigation/clubChoiceNotice';
import { useHistoryEntry, useRawSearch } from '../../routing/location';
import styles from './ClubStep.module.css';
import { clubImageUrl } from '../../brand/brand';

/** Why the person landed here, in words (our wording: the spec gives none). */
const NOTICE_TEXTS: Record<ClubChoiceNotice['reason'], string> = {
  invalidClub: 'The link you followed names a club we could not find.',
  invalidParameters: 'The link you followed has details we could not use:',
  clubUnavailable: 'The club you chose is no longer available online. Please choose another club.',
};

/**
 * The club step (product/wizard.md#page-drivers-and-addresses): the club locator, whose chosen club
 * goes into the club store and moves on to the next step that applies; a club the store already
 * holds (from an earlier visit or a session-start link) can be continued with. When initialize sent
 * the person here, it says why.
 */
export function ClubStep() {
  const club = clubStore((state) => state.club);
  const state = wizardFlowState(membershipStore());
  const goTo = useGoTo();
  const notice = useClubChoiceNotice(useHistoryEntry().state, useRawSearch());
  const next = nextMove(state, 'clubLocation');

  return (
    <WizardFrame step="clubLocation">
      {notice && (
        <div className={styles.notice} role="status">
          <p>{NOTICE_TEXTS[notice.reason]}</p>
          {notice.problems.length > 0 && (
            <ul>
              {notice.problems.map((problem) => (
                <li key={problem.parameter}>{problem.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ClubLocator
        onChoose={(chosen) => {
          chooseClub(chosen);
          if (next) goTo(next.target);
        }}
      />
      {club && next && (
        <Card
          title={club.marketingClubName}
          imageUrl={clubImageUrl(club.mmsClubId)}
          footer={
            <Button
              onClick={() => goTo(next.target)}
            >{`Continue with ${club.marketingClubName}`}</Button>
          }
        >
          {club.street1 && (
            <address className={styles.address}>
              {club.street1}
              <br />
              {[club.city, club.stateAbbr].filter(Boolean).join(', ')} {club.zip}
            </address>
          )}
        </Card>
      )}
      <WizardNavigation step="clubLocation" showNext={false} />
    </WizardFrame>
  );
}
