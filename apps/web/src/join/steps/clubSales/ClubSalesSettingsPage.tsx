import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import {
  bindKiosk,
  type DeskRejoin,
  getClubSalesTeam,
  vouchRejoin,
} from '@clubjoin/contract/clubSales';
import { getAllClubs } from '@clubjoin/contract/clubs';
import {
  CLUB_SALES_MODE_LABELS,
  CLUB_SALES_MODES,
  clubSalesDeviceSchema,
  type ClubSalesMode,
} from '@clubjoin/domain/staff/clubSalesDevice';
import { saleStartPath } from '@clubjoin/domain/staff/clubSalesPages';
import { DESK_REJOIN_MESSAGES } from '@clubjoin/domain/staff/deskRejoin';
import { maySellInClub } from '@clubjoin/domain/staff/portalAccess';
import { TEAM_LOGIN_PATH } from '@clubjoin/domain/staff/portalNavigation';
import { saleCreditSplitSchema } from '@clubjoin/domain/staff/saleCredit';
import { pageUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { ApiError } from '../../../api/ApiError';
import { trackedCall } from '../../../api/trackedCall';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { selfQuery } from '../../../portal/portalQueries';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { PRODUCT_NAME } from '../../../brand/productName';
import { inClubSaleStore } from '../../stores/inClubSaleStore';
import { storeDeskRejoin } from '../../stores/memberAccount';
import { resetSaleStores } from '../../stores/wizardStores';
import styles from './ClubSales.module.css';
import { KioskLock } from './KioskLock';
import { PersonSearch } from './PersonSearch';

const TITLE = 'In-club sales';
/** Why Rejoin did nothing: the device's club, mode or credit split needs an answer first. */
const REJOIN_SETTINGS_FIRST = 'Choose the club and how this device sells below, then Rejoin.';

/** The refusals of a rejoin the page shows itself (no such member, not here, not now). */
const isRefusedRejoin = (error: ApiError) =>
  error.status === 403 || error.status === 404 || error.status === 409;
/** Where the login sends the team member back to. */
const SETTINGS_PATH = pageUrl('salesSettings');

interface Problems {
  clubId?: string;
  mode?: string;
  split?: string;
}

/**
 * The settings page of the in-club sale, salesSettings (docs/decisions/0028; 01 §2, 03 §6): a
 * signed-in team member who sells binds this device to one of their clubs and a mode, kept on the
 * device; names a colleague of the club to share the sale's credit with, if any; finds the person
 * first, so a member is not sold twice; and starts the sale, the wizard as the employee experience
 * at that club. Without a session it sends them to the login, which sends them back.
 */
export function ClubSalesSettingsPage() {
  const [, navigate] = useLocation();
  const self = useQuery(selfQuery());
  const stored = inClubSaleStore();
  const [clubId, setClubId] = useState(stored.device?.clubId ?? '');
  const [mode, setMode] = useState<ClubSalesMode>(stored.device?.mode ?? 'desk');
  const [partner, setPartner] = useState(stored.creditSplit?.partnerStaffId ?? '');
  const [sellerPercent, setSellerPercent] = useState(
    String(stored.creditSplit?.sellerPercent ?? 50),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [binding, setBinding] = useState(false);
  const [rejoinProblem, setRejoinProblem] = useState<string>();
  const sells = self.data !== undefined && maySellInClub(self.data.role);
  const clubs = useTrackedQuery(getAllClubs, sells ? {} : undefined).data;
  const boundClub = clubSalesDeviceSchema.shape.clubId.safeParse(clubId).success
    ? clubId
    : undefined;
  const team = useTrackedQuery(
    getClubSalesTeam,
    sells && boundClub ? { query: { clubId: boundClub } } : undefined,
  ).data;

  if (self.error?.status === 401) {
    return <Redirect to={`${TEAM_LOGIN_PATH}?next=${encodeURIComponent(SETTINGS_PATH)}`} replace />;
  }
  // The server keeps the device a kiosk (docs/decisions/0035) even when the browser forgot it.
  if (self.error?.status === 403) return <KioskLock clubId={stored.device?.clubId} />;
  if (!self.data) return null;
  const heading = (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
    </>
  );
  if (!sells) {
    return (
      <>
        {heading}
        <p role="alert">Only sales advisors, club managers and administrators sell at the club.</p>
      </>
    );
  }
  const own = self.data;
  const clubChoices = (clubs ?? []).filter((club) => mayActForClub(own, club.mmsClubId));
  const colleagues = (team?.team ?? []).filter((member) => member.staffId !== own.partyId);
  const partnerPercent = 100 - Number(sellerPercent);

  /**
   * Starts the sale at the device's club; with a former member found by the search, first vouches
   * for their rejoin (docs/decisions/0039), which a kiosk does not do: the sale is then that
   * membership taken up again.
   */
  const start = async (rejoinMemberId?: string) => {
    const device = clubSalesDeviceSchema.safeParse({ clubId, mode });
    const found: Problems = {};
    if (!device.success) {
      for (const issue of device.error.issues) {
        found[issue.path[0] as 'clubId' | 'mode'] = issue.message;
      }
    }
    const colleague = colleagues.find((member) => member.staffId === partner);
    const split = colleague
      ? saleCreditSplitSchema.safeParse({
          partnerStaffId: colleague.staffId,
          sellerPercent: Number(sellerPercent),
          partnerPercent,
        })
      : undefined;
    if (split && !split.success) found.split = split.error.issues[0]?.message;
    setProblems(found);
    setRejoinProblem(undefined);
    if (!device.success || (split && !split.success)) {
      if (rejoinMemberId) setRejoinProblem(REJOIN_SETTINGS_FIRST);
      return;
    }
    let rejoin: DeskRejoin | undefined;
    if (rejoinMemberId) {
      if (device.data.mode === 'kiosk') return setRejoinProblem(DESK_REJOIN_MESSAGES.kiosk);
      setBinding(true);
      try {
        rejoin = await trackedCall(
          vouchRejoin,
          { body: { clubId: device.data.clubId, memberId: rejoinMemberId } },
          { handled: isRefusedRejoin },
        );
      } catch (error) {
        if (error instanceof ApiError && isRefusedRejoin(error)) setRejoinProblem(error.message);
        return;
      } finally {
        setBinding(false);
      }
    }
    // A kiosk is the server's to keep: from here the session reaches the sale and the unlock only.
    if (device.data.mode === 'kiosk') {
      setBinding(true);
      try {
        await trackedCall(bindKiosk, { body: { clubId: device.data.clubId } });
      } catch {
        return;
      } finally {
        setBinding(false);
      }
    }
    resetSaleStores();
    if (rejoin) storeDeskRejoin(rejoin);
    inClubSaleStore.setState({
      device: device.data,
      selling: true,
      consentName: null,
      rejoinToken: rejoin?.rejoinToken ?? null,
      creditSplit:
        split?.success && colleague ? { ...split.data, partnerName: colleague.displayName } : null,
    });
    navigate(saleStartPath(device.data.clubId));
  };

  return (
    <div className={styles.stack}>
      {heading}
      <p>
        Signed in as {own.displayName} ({own.roleLabel}). The sale is credited to you.
      </p>
      <PersonSearch
        worksAt={(club) => mayActForClub(own, club)}
        onRejoin={(memberId) => void start(memberId)}
        rejoining={binding}
        rejoinProblem={rejoinProblem}
      />
      <form
        aria-label="This device"
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <SelectField
          label="Club"
          value={clubId}
          error={problems.clubId}
          onChange={(event) => setClubId(event.target.value)}
        >
          <option value="">Choose a club</option>
          {clubChoices.map((club) => (
            <option key={club.mmsClubId} value={club.mmsClubId}>
              {club.name}
            </option>
          ))}
        </SelectField>
        <fieldset className={styles.choices}>
          <legend>How this device sells</legend>
          {CLUB_SALES_MODES.map((candidate) => (
            <label key={candidate}>
              <input
                type="radio"
                name="mode"
                checked={mode === candidate}
                onChange={() => setMode(candidate)}
              />{' '}
              {CLUB_SALES_MODE_LABELS[candidate]}
            </label>
          ))}
          {problems.mode && <p role="alert">{problems.mode}</p>}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend>Share the credit (optional)</legend>
          <SelectField
            label="Team member"
            value={partner}
            onChange={(event) => setPartner(event.target.value)}
            disabled={boundClub === undefined}
          >
            <option value="">No one: the sale is all mine</option>
            {colleagues.map((member) => (
              <option key={member.staffId} value={member.staffId}>
                {member.displayName}
              </option>
            ))}
          </SelectField>
          {partner && (
            <TextField
              label="My share (%)"
              inputMode="numeric"
              value={sellerPercent}
              error={problems.split}
              hint={
                Number.isInteger(partnerPercent)
                  ? `The other team member gets ${partnerPercent}%.`
                  : undefined
              }
              onChange={(event) => setSellerPercent(event.target.value)}
            />
          )}
        </fieldset>
        <Button type="submit" loading={binding}>
          Start a sale
        </Button>
      </form>
      {stored.selling && (
        <p>
          A sale is running on this device.{' '}
          <Button
            variant="secondary"
            onClick={() =>
              inClubSaleStore.setState({
                selling: false,
                creditSplit: null,
                consentName: null,
                rejoinToken: null,
              })
            }
          >
            Stop selling on this device
          </Button>
        </p>
      )}
    </div>
  );
}
