import { useEffect } from 'react';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { STEP_TITLES } from '../frame/stepTitles';
import { StepHeading } from '../frame/StepHeading';
import { useGoTo } from '../navigation/useGoTo';
import { useRawSearch } from '../../routing/location';
import styles from './InitializeStep.module.css';

/**
 * The initialize step at /join (product/club-and-entry.md#initialize): a full-screen spinner while
 * the entry link is read, then the step the domain's plan leads to. The spinner page replaces
 * itself in the history, so Back never returns to it (returning would start the enrolment over).
 * The reading of the link (its parameters, the stores it seeds, the calls it makes) loads while the
 * spinner shows, so the page's first script carries only the spinner (docs/decisions/0040).
 */
export function InitializeStep() {
  const search = useRawSearch();
  const goTo = useGoTo();
  useEffect(() => {
    // Leaving the page (or a new link) cancels the calls; a cancelled entry goes nowhere.
    const controller = new AbortController();
    void import('./initializeFromLink')
      .then(({ initializeFromLink }) => initializeFromLink(search, controller.signal))
      .then(({ target, notice }) => {
        if (!controller.signal.aborted) goTo(target, { replace: true, state: notice });
      });
    return () => controller.abort();
  }, [search, goTo]);
  return (
    <div className={styles.entry}>
      <StepHeading title={STEP_TITLES.initialize}>
        <VisuallyHidden>{STEP_TITLES.initialize}</VisuallyHidden>
      </StepHeading>
      <Spinner label="Getting your enrollment ready" showLabel />
    </div>
  );
}
