import { getContentClubs } from '@clubjoin/contract/content';
import { getDefaultClubProduct } from '@clubjoin/contract/product';
import { entryCouponFlow } from '@clubjoin/domain/catalog/couponFlow';
import { findCardProduct } from '@clubjoin/domain/catalog/findCardProduct';
import type { Flow } from '@clubjoin/domain/vocabulary';
import { FLOWS } from '@clubjoin/domain/vocabulary';
import type {
  EntryContext,
  EntryParameters,
  QueryRecord,
} from '@clubjoin/domain/wizard/entryParameters';
import { parseEntryParameters } from '@clubjoin/domain/wizard/entryParameters';
import { resolveEntryClub } from '@clubjoin/domain/wizard/entryClub';
import type { InitializePlan } from '@clubjoin/domain/wizard/initialize';
import { planInitialize } from '@clubjoin/domain/wizard/initialize';
import { locationAccessFromEntry } from '@clubjoin/domain/wizard/locationAccess';
import type { NavigationTarget } from '@clubjoin/domain/wizard/navigation';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { stepApplies } from '@clubjoin/domain/wizard/applicableSteps';
import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { resizeAdultMembers, resizeJuniorMembers } from '@clubjoin/domain/wizard/quantities';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { trackedCall } from '../../api/trackedCall';
import { checkHeldCoupon } from '../useCases/checkHeldCoupon';
import { rejoinWithSession } from '../useCases/rejoinWithSession';
import type { ChosenClub } from '../stores/clubStore';
import { clubStore } from '../stores/clubStore';
import { couponStore, validCouponCode } from '../stores/couponStore';
import { employeeLinkOf } from '../stores/employeeLink';
import { membershipStore } from '../stores/membershipStore';
import { productStore } from '../stores/productStore';
import { selectMembershipCard } from '../stores/selectMembershipCard';
import { applyStoreModules } from '../stores/storeModules';
import { wizardFlowState } from '../stores/wizardFlowState';
import type { ClubChoiceNotice } from '../navigation/clubChoiceNotice';

/** Where initialize sends the person, and why when it is club choice. */
export interface InitializeOutcome {
  readonly target: NavigationTarget;
  readonly notice?: ClubChoiceNotice;
}

const CLUB_CHOICE: NavigationTarget = { kind: 'step', step: 'clubLocation' };

/**
 * What entry knows besides the query (product/club-and-entry.md#entry-links): the rejoin flag and
 * the stored club.
 */
function entryContext(): EntryContext {
  return {
    rejoin: membershipStore.getState().rejoin,
    storedClubId: clubStore.getState().club?.mmsClubId,
    // ctSupport is a page property (product/club-and-entry.md#entry-links); the /join pages do not
    // set it.
    ctSupport: false,
  };
}

function isFlow(flow: string): flow is Flow {
  return (FLOWS as readonly string[]).includes(flow);
}

/**
 * The spinner's message while initialize reads the club and its default product
 * (product/wizard.md#loading-indicators).
 */
const LOADING_MESSAGE = 'Getting your enrollment ready';

/**
 * The clubs an entry link is checked against: the content-managed club list
 * (product/club-and-entry.md#clubs), read only when the link names a club, and the club already in
 * the store. A list that cannot be read opens the error modal; the link is then checked against the
 * stored club alone.
 */
async function clubsToCheck(entry: EntryParameters, signal?: AbortSignal): Promise<ChosenClub[]> {
  const stored = clubStore.getState().club;
  const storedClubs = stored ? [stored] : [];
  if (entry.clubId === undefined && entry.domainPrefix === undefined) return storedClubs;
  try {
    const clubs = await trackedCall(getContentClubs, {}, { signal, message: LOADING_MESSAGE });
    return [...clubs, ...storedClubs];
  } catch {
    return storedClubs;
  }
}

/**
 * Whether the sale's flows keep the membership cards step
 * (product/wizard.md#steps-each-flow-drops).
 */
const membershipCardsShown = () =>
  stepApplies(wizardFlowState(membershipStore.getState()), 'membershipProducts');

/**
 * Fetches the club's default product (product/club-and-entry.md#initialize,
 * product/membership-and-promotions.md#the-clubs-default-product) for the link's category, the held
 * coupon and the link's employee id, the last two being the ways into a restricted product (issue
 * 15 §2), into the product store, and takes its descriptor into the membership
 * (product/membership-and-promotions.md#the-clubs-default-product): its flow flags join the flows
 * initialize set, once each, and its membership name is the selected one. False when it cannot be
 * had (the failure opens the error modal); the product stays cleared.
 */
async function fetchDefaultProduct(
  clubId: string,
  category: string | undefined,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const found = await trackedCall(
      getDefaultClubProduct,
      {
        params: { clubId },
        query: {
          category,
          coupon: validCouponCode(couponStore.getState()),
          employeeId: employeeLinkOf(membershipStore.getState()),
        },
      },
      { signal, message: LOADING_MESSAGE },
    );
    const { clubProduct, membershipDescriptor } = found;
    // The SignatureOnly marker is a card rule (product/membership-and-promotions.md#card-order),
    // not a flow of the sale.
    const flows = membershipDescriptor.flows.filter(isFlow);
    const { selectedMembershipName } = membershipDescriptor;
    productStore.setState({
      defaultProduct: {
        clubId,
        clubProduct,
        membershipDescriptor: { ...membershipDescriptor, flows },
      },
    });
    membershipStore.setState((state) => ({
      selectedMembershipName,
      membershipDescriptor: {
        flows: [...new Set([...state.membershipDescriptor.flows, ...flows])],
        selectedMembershipName,
      },
    }));
    // A flow that drops the membership cards (product/wizard.md#steps-each-flow-drops) has no card
    // to choose: the default product is the membership, chosen as a card would be.
    if (!membershipCardsShown()) {
      const { adults } = membershipStore.getState().quantities;
      selectMembershipCard(
        clubProduct,
        findCardProduct([clubProduct], clubProduct.productType, adults),
      );
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies the initialize plan (product/club-and-entry.md#initialize): the club id, the flow flags
 * and the quantities (the member lists follow), the link's options and location access; the cart,
 * pricing and product are reset. A complete location access is stored as the plan gives it.
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

const step = (name: WizardStep): NavigationTarget => ({ kind: 'step', step: name });

/**
 * Where the fetched default product leads (product/club-and-entry.md#initialize): the membership
 * cards, or, in a flow that drops them (the default product then chosen), the step after them.
 */
function pastDefaultProduct(cards: WizardStep): NavigationTarget {
  if (membershipCardsShown()) return step(cards);
  return nextMove(wizardFlowState(membershipStore.getState()), cards)?.target ?? CLUB_CHOICE;
}

/**
 * Initialize (product/club-and-entry.md#initialize): seeds the stores from the session-start
 * parameters, makes a signed-in member's visit a rejoin (useCases/rejoinWithSession), reads every
 * entry parameter with the domain's parser, resolves the club against the
 * club list, and follows the domain's plan. Invalid parameters or an invalid club go to club
 * choice, with the reason. A club the link names becomes the chosen club, and the held coupon is
 * checked there (kept only when valid; its kind may set the day-pass or pickleball flow). When
 * quantities, club and membership type are all valid, the club's default product is fetched and the
 * person goes to the membership cards, or, when it cannot be had, to add members with no product.
 */
export async function initializeFromLink(
  search: string,
  signal?: AbortSignal,
): Promise<InitializeOutcome> {
  const query: QueryRecord = Object.fromEntries(new URLSearchParams(search));
  // The modules may bring the club and the rejoin flag that the parameters are read against.
  applyStoreModules(parseEntryParameters(query, entryContext()).value.storeModules);
  await rejoinWithSession(signal);
  const entry = parseEntryParameters(query, entryContext());
  const clubs = entry.problems.length > 0 ? [] : await clubsToCheck(entry.value, signal);
  const club = resolveEntryClub(
    entry.value,
    clubs.map(({ mmsClubId, domainPrefix }) => ({ mmsClubId, domainPrefix })),
  );
  // The held coupon is checked at the link's club before anything is priced with it; without a
  // club in the link, the frame of the first step at a chosen club checks it (frame/CouponWarning).
  const coupon = club.kind === 'found' ? await checkHeldCoupon(club.clubId, signal) : undefined;
  const plan = planInitialize({
    entry,
    club,
    // Flows set by page properties (product/flows.md#flows); the /join pages set none.
    flows: [],
    couponFlow: entryCouponFlow(coupon),
  });
  if (plan.kind === 'chooseAnotherClub') {
    return { target: CLUB_CHOICE, notice: { reason: plan.reason, problems: [...plan.problems] } };
  }
  const named = club.kind === 'found' && clubs.find(({ mmsClubId }) => mmsClubId === club.clubId);
  if (named) clubStore.setState({ club: named });
  applyPlan(plan, entry.value);
  if (plan.kind === 'fetchDefaultProduct') {
    const fetched = await fetchDefaultProduct(plan.clubId, entry.value.category, signal);
    return { target: fetched ? pastDefaultProduct(plan.onSuccess) : step(plan.onFailure) };
  }
  // A link at a club in a flow without cards needs the default product as much as a complete one:
  // it is the only membership the person can have. Its failure is initialize's
  // (product/club-and-entry.md#initialize); with it the person goes on to the next step, as any
  // other link.
  if (plan.clubId !== undefined && !membershipCardsShown()) {
    const fetched = await fetchDefaultProduct(plan.clubId, entry.value.category, signal);
    if (!fetched) return { target: step('addMembers') };
  }
  const next = nextMove(wizardFlowState(membershipStore.getState()), 'initialize');
  return { target: next?.target ?? CLUB_CHOICE };
}
