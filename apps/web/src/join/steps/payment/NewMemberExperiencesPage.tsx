import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSearchParams } from '../../../routing/location';
import { CONFIRMATION_TOKEN_HEADER } from '@clubjoin/contract/completion';
import {
  getClubExperiences,
  getNewMemberExperiences,
  putExperiences,
} from '@clubjoin/contract/content';
import {
  experienceChoicesProblem,
  experienceVariations,
} from '@clubjoin/domain/catalog/experienceSubmission';
import {
  NEW_MEMBER_SSO_COOKIE,
  type NewMemberExperiencesLink,
  readNewMemberExperiencesLink,
} from '@clubjoin/domain/catalog/newMemberExperiencesLink';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { pushDataLayer } from '../../../analytics/dataLayer';
import type { ApiError } from '../../../api/ApiError';
import { sendLog } from '../../../api/sendLog';
import { trackedCall } from '../../../api/trackedCall';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { PRODUCT_NAME } from '../../../brand/productName';
import { expireCookie, readCookie, writeSessionCookie } from '../../cookies/cookieJar';
import styles from './NewMemberExperiencesPage.module.css';

const TITLE = 'Your new member experiences';

/** Every failure of the page is the page's own: it is logged and the person goes on. */
const HANDLED = () => true;

/**
 * The link the page was opened with: its `sso` from the address, or, once the page has taken it
 * off the address (a reload), from the cookie it was moved to.
 */
function linkOf(search: URLSearchParams): NewMemberExperiencesLink | undefined {
  const query = Object.fromEntries(search);
  return readNewMemberExperiencesLink({
    ...query,
    sso: query.sso ?? readCookie(NEW_MEMBER_SSO_COOKIE),
  });
}

/** Logs why the page offers nothing and sends the person on (product/pages.md#new-member-experiences). */
function logGoingOn(message: string, error?: ApiError): void {
  sendLog({
    level: 'warning',
    message: `New member experiences: ${message}`,
    ...(error && { status: error.status, url: error.request.split(' ', 2)[1] }),
  });
}

/**
 * The new member experiences page (product/pages.md#new-member-experiences), linked from the
 * confirmation: the club's experiences, all unticked, each with a description that opens;
 * 'Continue' saves the ticked ones and is disabled until one is ticked; 'Skip this step' saves a
 * skip. The link's `sso`, the purchase's proof, moves into a cookie and off the address. A link
 * missing a parameter sends the person to choose a club; a failure to load or save, or no
 * experience to offer, is logged and the person goes on to the confirmation.
 */
export function NewMemberExperiencesPage() {
  const [, navigate] = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [link] = useState(() => linkOf(searchParams));
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!link) {
      navigate(stepUrl('clubLocation'), { replace: true });
      return;
    }
    writeSessionCookie(NEW_MEMBER_SSO_COOKIE, link.sso);
    if (!searchParams.has('sso')) return;
    const params = new URLSearchParams(searchParams);
    params.delete('sso');
    setSearchParams(params, { replace: true });
  }, [link, navigate, searchParams, setSearchParams]);

  const proof = link && { headers: { [CONFIRMATION_TOKEN_HEADER]: link.sso }, handled: HANDLED };
  const member = useTrackedQuery(getNewMemberExperiences, link && {}, proof);
  const experiences = useTrackedQuery(
    getClubExperiences,
    link && { params: { clubId: link.mmsClubId } },
    { handled: HANDLED },
  );
  const offered = experiences.data?.variations;

  const goOn = useCallback(() => {
    expireCookie(NEW_MEMBER_SSO_COOKIE);
    if (link) navigate(link.clubProductPagePath, { replace: true });
  }, [link, navigate]);

  const failed = member.error ?? experiences.error ?? undefined;
  const problem = member.error
    ? 'the new member could not be loaded'
    : experiences.error
      ? 'the experiences could not be loaded'
      : offered?.length === 0
        ? 'the club offers no experiences'
        : undefined;
  useEffect(() => {
    if (problem === undefined) return;
    logGoingOn(problem, failed);
    goOn();
  }, [problem, failed, goOn]);

  const memberId = member.data?.memberId;
  useEffect(() => {
    if (memberId !== undefined && link) {
      pushDataLayer({ event: 'new_member_success', clubId: link.mmsClubId });
    }
  }, [memberId, link]);

  if (!link || !member.data || !offered || offered.length === 0) {
    return <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>;
  }
  const offeredIds = offered.map((experience) => experience.experienceId);
  const canContinue =
    experienceChoicesProblem({ skip: false, experienceIds: ticked }, offeredIds) === undefined;
  const { memberId: ownId, membershipLevel } = member.data;

  const submit = async (skip: boolean) => {
    setSaving(true);
    try {
      await trackedCall(
        putExperiences,
        {
          body: {
            memberId: ownId,
            clubId: link.mmsClubId,
            confirmationPageDriver: link.clubProductPagePath,
            membershipLevel,
            skip,
            variations: experienceVariations(offeredIds, ticked, skip),
          },
        },
        { ...proof, message: 'Saving your choices' },
      );
    } catch (error) {
      logGoingOn('the choices could not be saved', error as ApiError);
    }
    goOn();
  };

  const toggle = (experienceId: string, checked: boolean) =>
    setTicked((current) =>
      checked ? [...current, experienceId] : current.filter((id) => id !== experienceId),
    );

  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <p>Choose the experiences you would like, and the club will be in touch to set them up.</p>
      <fieldset className={styles.experiences}>
        <legend>Experiences</legend>
        <ul className={styles.list}>
          {offered.map((experience) => (
            <li key={experience.experienceId} className={styles.item}>
              <Checkbox
                label={experience.title}
                name="experienceId"
                value={experience.experienceId}
                checked={ticked.includes(experience.experienceId)}
                onChange={(event) => toggle(experience.experienceId, event.target.checked)}
              />
              <details className={styles.details}>
                <summary>{`About ${experience.title}`}</summary>
                <p>{experience.description}</p>
              </details>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={saving} onClick={() => void submit(true)}>
          Skip this step
        </Button>
        <Button disabled={!canContinue} loading={saving} onClick={() => void submit(false)}>
          Continue
        </Button>
      </div>
    </>
  );
}
