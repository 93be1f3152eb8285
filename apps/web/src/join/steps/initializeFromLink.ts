import type {
  EntryContext,
  EntryParameters,
  QueryRecord,
} from '@clubjoin/domain/wizard/entryParameters';
import { parseEntryParameters } from '@clubjoin/domain/wizard/entryParameters';
import type { ClubIdentity } from '@clubjoin/domain/wizard/entryClub';
import { resolveEntryClub } from '@clubjoin/domain/wizard/entryClub';
import type { InitializePlan } from '@clubjoin/domain/wizard/initialize';
import { planInitialize } from '@clubjoin/domain/wizard/initialize';
import { locationAccessFromEntry } from '@clubjoin/domain/wizard/locationAccess';
import type { NavigationTarget } from '@clubjoin/domain/wizard/navigation';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { resizeAdultMembers, resizeJuniorMembers } from '@clubjoin/domain/wizard/quantities';
import { clubStore } from '../stores/clubStore';
import { membershipStore } from '../stores/membershipStore';
import { productStore } from '../stores/productStore';
import { applyStoreModules } from '../stores/storeModules';
import { wizardFlowState } from '../stores/wizardFlowState';
import type { ClubChoiceNotice } from './clubChoiceNotice';

/** Where initialize sends the person, and why when it is club choice. */
export interface InitializeOutcome {
  readonly target: NavigationTarget;
  readonly notice?: ClubChoiceNotice;
}

const CLUB_CHOICE: NavigationTarget = { kind: 'step', step: 'clubLocation' };

/** What entry knows besides the query (01 §2): the rejoin flag and the stored club. */
function entryContext(): EntryContext {
  return {
    rejoin: membershipStore.getState().rejoin,
    storedClubId: clubStore.getState().club?.mmsClubId,
    // ctSupport is a page property (02 §5); the /join pages do not set it.
    ctSupport: false,
  };
}

/**
 * The clubs an entry link can be checked against. The club list comes from the content service
 * (01 §3 Club), which the API does not serve yet; until it does, the only club the browser knows
 * is the one already in the club store, so a link naming any other club is an invalid club.
 */
function knownClubs(): ClubIdentity[] {
  const club = clubStore.getState().club;
  return club ? [{ mmsClubId: club.mmsClubId, domainPrefix: club.domainPrefix }] : [];
}

/**
 * Applies the initialize plan (01 §4 "Initialize"): the club id, the flow flags and the quantities
 * (the member lists follow), the link's options and location access; the cart, pricing and
 * product are reset. A complete location access is stored as the plan gives it.
 */
function applyPlan(
  plan: Exclude<InitializePlan, { kind: 'chooseAnotherClub' }>,
  entry: EntryParameters,
) {
  const { adults, juniors } = plan.quantities;
  membershipStore.setState((state) =>
    withCartReset({
      ...state,
      mmsClubId: plan.clubId ?? state.mmsClubId,
      membershipDescriptor: { ...state.membershipDescriptor, flows: [...plan.flows] },
      quantities: { adults, juniors },
      adultMembers: resizeAdultMembers(state.adultMembers, adults, () => ({})),
      juniorMembers: resizeJuniorMembers(state.juniorMembers, juniors, () => ({})),
      options: {
        contactId: entry.contactId,
        employeeId: entry.employeeId,
        opportunityId: entry.opportunityId,
        purchaser: entry.purchaser,
        purchaserChild: entry.purchaserChild,
        referral: entry.referral,
        source: entry.source,
        clubId: plan.clubId,
      },
      locationAccess:
        plan.kind === 'fetchDefaultProduct'
          ? plan.locationAccess
          : locationAccessFromEntry(entry, plan.clubId),
      product: undefined,
      pricingSummary: undefined,
    }),
  );
  productStore.setState({ defaultProduct: undefined }, true);
}

/**
 * Initialize (01 §4, 02 §2 "Initialize"): seeds the stores from the session-start parameters, reads
 * every entry parameter with the domain's parser, resolves the club, and follows the domain's
 * plan. Invalid parameters or an invalid club go to club choice, with the reason. A plan that
 * asks for the club's default product goes on as the next-step plan does, as packages/contract
 * has no product endpoint yet (the product step's session adds the call and its
 * membershipProducts / addMembers targets).
 */
export function initializeFromLink(search: string): InitializeOutcome {
  const query: QueryRecord = Object.fromEntries(new URLSearchParams(search));
  // The modules may bring the club and the rejoin flag that the parameters are read against.
  applyStoreModules(parseEntryParameters(query, entryContext()).value.storeModules);
  const entry = parseEntryParameters(query, entryContext());
  const plan = planInitialize({
    entry,
    club: resolveEntryClub(entry.value, knownClubs()),
    // Flows set by page properties (01 §6 audiences); the /join pages set none.
    flows: [],
    // The flow a valid coupon selects needs the coupon service, which the API does not serve yet.
    couponFlow: undefined,
  });
  if (plan.kind === 'chooseAnotherClub') {
    return { target: CLUB_CHOICE, notice: { reason: plan.reason, problems: [...plan.problems] } };
  }
  applyPlan(plan, entry.value);
  const next = nextMove(wizardFlowState(membershipStore.getState()), 'initialize');
  return { target: next?.target ?? CLUB_CHOICE };
}
