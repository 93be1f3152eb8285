import type { EndpointOutput } from '@clubjoin/contract/endpoint';
import type { getClubCategories } from '@clubjoin/contract/product';
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
import type { EntryClub } from '@clubjoin/domain/wizard/entryClub';
import { resolveEntryClub } from '@clubjoin/domain/wizard/entryClub';
import type { EntryNotice, EntrySale } from '@clubjoin/domain/wizard/entrySale';
import { chooseEntrySale } from '@clubjoin/domain/wizard/entrySale';
import type { EntryCouponFlow } from '@clubjoin/domain/catalog/couponFlow';
import type { InitializePlan } from '@clubjoin/domain/wizard/initialize';
import { planInitialize } from '@clubjoin/domain/wizard/initialize';
import type { NavigationTarget } from '@clubjoin/domain/wizard/navigation';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { stepApplies } from '@clubjoin/domain/wizard/applicableSteps';
import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { resizeAdultMembers, resizeJuniorMembers } from '@clubjoin/domain/wizard/quantities';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { rejoinWithSession } from '../useCases/rejoinWithSession';
import type { ChosenClub } from '../stores/clubStore';
import { clubStore } from '../stores/clubStore';
import { couponStore, validCouponCode } from '../stores/couponStore';
import { employeeLinkOf } from '../stores/employeeLink';
import { showEntryNotice } from '../stores/entryNoticeStore';
import { membershipStore } from '../stores/membershipStore';
import { productStore } from '../stores/productStore';
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
    const { getContentClubs } = await import('@clubjoin/contract/content');
    const clubs = await trackedCall(getContentClubs, {}, { signal, message: LOADING_MESSAGE });
    return [...clubs, ...storedClubs];
  } catch {
    return storedClubs;
  }
}

type SaleCategory = EndpointOutput<typeof getClubCategories>['categories'][number];

/**
 * The club's sale categories (product/club-and-entry.md#sale-categories), which decide the sale the
 * link opens (decision 0017). None when they cannot be had (the failure opens the error modal): the
 * link's membership type alone then counts.
 */
async function clubCategories(clubId: string, signal?: AbortSignal): Promise<SaleCategory[]> {
  try {
    const { getClubCategories } = await import('@clubjoin/contract/product');
    const { categories } = await trackedCall(
      getClubCategories,
      { params: { clubId } },
      { signal, message: LOADING_MESSAGE },
    );
    return categories;
  } catch {
    return [];
  }
}

/**
 * Takes the coupon of a category the link names and its link opens (decision 0017: the token the
 * categories came with reveals it through GET .../couponcode) as the held coupon, in place of any
 * other, for the club's check to judge. Nothing changes when it cannot be had.
 */
async function takeCategoryCoupon(
  clubId: string,
  { category, linkToken }: SaleCategory,
  signal?: AbortSignal,
): Promise<void> {
  if (linkToken === null) return;
  try {
    const { CATEGORY_TOKEN_HEADER, getCategoryCouponCode } =
      await import('@clubjoin/contract/product');
    const { couponCode } = await trackedCall(
      getCategoryCouponCode,
      { params: { clubId, category } },
      { signal, message: LOADING_MESSAGE, headers: { [CATEGORY_TOKEN_HEADER]: linkToken } },
    );
    couponStore.setState({ coupon: { code: couponCode, isValid: false } }, true);
  } catch {
    // The sale opens without the category's coupon; the error modal has said why.
  }
}

/**
 * The link's promotionName, when the product service offers it for the sale's membership at the
 * club (product/club-and-entry.md#entry-links; decision 0005: a name not on offer answers 404
 * saying why, which the person is told). Without a known type, the cards judge it: a name none
 * offers leaves each card its usual promotion.
 */
async function offeredPromotionName(
  clubId: string | undefined,
  sale: EntrySale,
  promotionName: string | undefined,
  signal?: AbortSignal,
): Promise<{ promotionName?: string; notice?: EntryNotice }> {
  const type = sale.productType;
  if (promotionName === undefined || clubId === undefined || type === undefined) {
    return { promotionName };
  }
  try {
    const { getProductPromotion } = await import('@clubjoin/contract/product');
    await trackedCall(
      getProductPromotion,
      {
        params: { clubId, type },
        query: { promotionName, coupon: validCouponCode(couponStore.getState()) },
      },
      { signal, message: LOADING_MESSAGE, handled: isNotOffered },
    );
    return { promotionName };
  } catch (error) {
    if (error instanceof ApiError && isNotOffered(error)) {
      return { notice: { kind: 'promotionNotOffered', message: error.message } };
    }
    return { promotionName };
  }
}

/** The product service's answer to a promotion name it does not offer (decision 0005). */
const isNotOffered = (error: ApiError) => error.status === 404;

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
 * initialize set, once each, and its membership name is the selected one. 'failed' when it cannot
 * be had (the failure opens the error modal); the product stays cleared. A restricted membership
 * the link brought no proof for (403) is no failure of the system: its message comes back, for the
 * sale to open the club's default category instead (decision 0017).
 */
async function fetchDefaultProduct(
  clubId: string,
  category: string | undefined,
  signal?: AbortSignal,
): Promise<'fetched' | 'failed' | { doorShut: string }> {
  try {
    const { getDefaultClubProduct } = await import('@clubjoin/contract/product');
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
      { signal, message: LOADING_MESSAGE, handled: isDoorShut },
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
      const { selectMembershipCard } = await import('../stores/selectMembershipCard');
      selectMembershipCard(
        clubProduct,
        findCardProduct([clubProduct], clubProduct.productType, adults),
      );
    }
    return 'fetched';
  } catch (error) {
    return error instanceof ApiError && isDoorShut(error) ? { doorShut: error.message } : 'failed';
  }
}

/** The product service's answer to a restricted membership without its proof (decision 0014). */
const isDoorShut = (error: ApiError) => error.status === 403;

/**
 * Applies the initialize plan (product/club-and-entry.md#initialize): the club id, the flow flags
 * and the quantities (the member lists follow), the link's options and location access as the plan
 * gives them; the cart, pricing and product are reset.
 */
function applyPlan(
  plan: Exclude<InitializePlan, { kind: 'chooseAnotherClub' }>,
  entry: EntryParameters,
  promotionName: string | undefined,
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
        promotionName,
      },
      locationAccess: plan.locationAccess,
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

/** What initialize found before planning: the link, its club and what the club sells. */
interface Entry {
  readonly entry: ReturnType<typeof parseEntryParameters>;
  readonly club: EntryClub;
  readonly couponFlow: EntryCouponFlow | undefined;
  /** The link's promotionName, when offered. */
  readonly promotionName: string | undefined;
}

/**
 * Follows the domain's plan for a sale (product/club-and-entry.md#initialize): applies it, and
 * fetches the default product of its category when the location access is complete, or when the
 * flows drop the cards (it is then the only membership the person can have). Gives where the
 * person goes, or the message of a restricted membership's shut door.
 */
async function openEntrySale(
  { entry, club, couponFlow, promotionName }: Entry,
  sale: EntrySale,
  signal?: AbortSignal,
): Promise<InitializeOutcome | { doorShut: string }> {
  // Flows set by page properties (product/flows.md#flows); the /join pages set none.
  const plan = planInitialize({ entry, club, flows: [], sale, couponFlow });
  if (plan.kind === 'chooseAnotherClub') {
    return { target: CLUB_CHOICE, notice: { reason: plan.reason, problems: [...plan.problems] } };
  }
  applyPlan(plan, entry.value, promotionName);
  const needsProduct =
    plan.kind === 'fetchDefaultProduct' || (plan.clubId !== undefined && !membershipCardsShown());
  if (plan.clubId !== undefined && needsProduct) {
    const fetched = await fetchDefaultProduct(plan.clubId, plan.category, signal);
    if (typeof fetched === 'object') return fetched;
    if (plan.kind === 'fetchDefaultProduct') {
      return {
        target: fetched === 'fetched' ? pastDefaultProduct(plan.onSuccess) : step(plan.onFailure),
      };
    }
    if (fetched === 'failed') return { target: step('addMembers') };
  }
  const next = nextMove(wizardFlowState(membershipStore.getState()), 'initialize');
  return { target: next?.target ?? CLUB_CHOICE };
}

/**
 * Initialize (product/club-and-entry.md#initialize): seeds the stores from the session-start
 * parameters, makes a signed-in member's visit a rejoin (useCases/rejoinWithSession), reads every
 * entry parameter with the domain's parser, resolves the club against the
 * club list, and follows the domain's plan. Invalid parameters or an invalid club go to club
 * choice, with the reason. A club the link names becomes the chosen club; its categories decide
 * the sale (decision 0017: the named category, the membershipType's, else the club's default, with
 * their flows), a category its link opens hands over its coupon, and the held coupon is checked
 * there (kept only when valid; its kind may set the day-pass or pickleball flow). When quantities,
 * club and membership type are all valid, the default product of the sale's category is fetched and
 * the person goes to the membership cards, or, when it cannot be had, to add members with no
 * product. The link's promotionName is kept when offered, for the cards to select. A sale the link
 * could not open as asked is told (the entry notice), and the club's default category is opened
 * instead; so is a promotion not offered.
 */
export async function initializeFromLink(
  search: string,
  signal?: AbortSignal,
): Promise<InitializeOutcome> {
  const query: QueryRecord = Object.fromEntries(new URLSearchParams(search));
  // The modules may bring the club and the rejoin flag that the parameters are read against.
  await applyStoreModules(parseEntryParameters(query, entryContext()).value.storeModules);
  await rejoinWithSession(signal);
  const entry = parseEntryParameters(query, entryContext());
  const clubs = entry.problems.length > 0 ? [] : await clubsToCheck(entry.value, signal);
  const club = resolveEntryClub(
    entry.value,
    clubs.map(({ mmsClubId, domainPrefix }) => ({ mmsClubId, domainPrefix })),
  );
  showEntryNotice(undefined);
  const found = club.kind === 'found' ? club.clubId : undefined;
  const categories = found === undefined ? [] : await clubCategories(found, signal);
  const sale = chooseEntrySale(categories, entry.value);
  if (found !== undefined && entry.value.category !== undefined && sale.category) {
    await takeCategoryCoupon(found, sale.category, signal);
  }
  // The held coupon is checked at the link's club before anything is priced with it; without a
  // club in the link, the frame of the first step at a chosen club checks it (frame/CouponWarning).
  const coupon =
    found === undefined
      ? undefined
      : await (await import('../useCases/checkHeldCoupon')).checkHeldCoupon(found, signal);
  const named = clubs.find(({ mmsClubId }) => mmsClubId === found);
  if (named && entry.problems.length === 0) clubStore.setState({ club: named });
  const promotion = await offeredPromotionName(found, sale, entry.value.promotionName, signal);
  const entered: Entry = {
    entry,
    club,
    couponFlow: entryCouponFlow(coupon),
    promotionName: promotion.promotionName,
  };
  const opened = await openEntrySale(entered, sale, signal);
  if ('target' in opened) {
    showEntryNotice(sale.notice ?? promotion.notice);
    return opened;
  }
  // The link's membership is restricted and it brought nothing that opens it: the club's usual sale.
  showEntryNotice({ kind: 'doorShut', message: opened.doorShut });
  const usual = await openEntrySale(entered, chooseEntrySale(categories, {}), signal);
  return 'target' in usual ? usual : { target: step('addMembers') };
}
