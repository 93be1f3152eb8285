import { PRESALE_STATUS } from '@clubjoin/domain/vocabulary';
import type { z } from 'zod';
import { ClubAddOnBundles } from './addOnBundle';
import { CATALOG_FILES } from './catalogFiles';
import type { CatalogIndex } from './catalogIndex';
import { promotionKey } from './catalogIndex';
import { ClubCategories } from './category';
import { Club } from './club';
import { Coupon } from './coupon';
import { ClubExperiencePackages } from './experiencePackage';
import { ClubInterests } from './interest';
import type { IssuePath } from './issues';
import { addIssue } from './issues';
import { NavigationPage } from './navigationPage';
import { ClubNewMemberExperiences } from './newMemberExperience';
import { ClubPoolPasses } from './poolPassSeason';
import { ClubProducts } from './productCard';
import { ClubPromotions } from './promotion';
import { PublicImprovementFee } from './publicImprovementFee';
import { TaxRate } from './taxRate';

type Ctx = z.RefinementCtx;

function requireClub(index: CatalogIndex, ctx: Ctx, mmsClubId: string, path: IssuePath) {
  const club = index.clubs.get(mmsClubId);
  if (!club) addIssue(ctx, path, `No club ${mmsClubId} in ${CATALOG_FILES.clubs}`);
  return club;
}

function requireCard(index: CatalogIndex, ctx: Ctx, clubId: string, type: string, path: IssuePath) {
  const card = index.cards.get(clubId)?.get(type);
  if (!card) addIssue(ctx, path, `Club ${clubId} sells no ${type} in ${CATALOG_FILES.products}`);
  return card;
}

/** Declares a code that must be unique in the catalog, or reports the club already using it. */
function claimCode(
  codes: Map<string, string>,
  ctx: Ctx,
  code: string,
  mmsClubId: string,
  path: IssuePath,
) {
  const owner = codes.get(code);
  if (owner === undefined) codes.set(code, mmsClubId);
  else addIssue(ctx, path, `${code} is already used by club ${owner}`);
}

/**
 * The schema of each catalog file with its cross-file rules
 * (product/decisions-and-platform.md#demo-catalog): every record is checked against the records of
 * the files before it (a product naming an unknown club, a coupon valid at a club that does not
 * exist ...), and declares what the files after it may name. A broken reference is an issue at the
 * field that holds it, so the loader's message names the file, the record and the field, before
 * anything is written.
 */
export function catalogFileSchemas(index: CatalogIndex) {
  return {
    taxRates: TaxRate.superRefine((row) => {
      index.enter(CATALOG_FILES.taxRates);
      index.restartIfDeclared(row.region);
      index.taxRegions.add(row.region);
    }),

    clubs: Club.superRefine((club, ctx) => {
      index.enter(CATALOG_FILES.clubs);
      if (!index.taxRegions.has(club.stateAbbr)) {
        addIssue(
          ctx,
          ['stateAbbr'],
          `No tax row for ${club.stateAbbr} in ${CATALOG_FILES.taxRates}`,
        );
      }
      index.clubs.set(club.mmsClubId, club);
    }),

    publicImprovementFees: PublicImprovementFee.superRefine((fee, ctx) => {
      index.enter(CATALOG_FILES.publicImprovementFees);
      requireClub(index, ctx, fee.mmsClubId, ['mmsClubId']);
    }),

    coupons: Coupon.superRefine((coupon, ctx) => {
      index.enter(CATALOG_FILES.coupons);
      coupon.clubIds.forEach((id, i) => requireClub(index, ctx, id, ['clubIds', i]));
      const kind = index.couponPromotions.get(coupon.promotionName);
      if (kind !== undefined && kind !== coupon.kind) {
        addIssue(
          ctx,
          ['promotionName'],
          `Promotion "${coupon.promotionName}" belongs to ${kind} coupons, not ${coupon.kind} ones`,
        );
      }
      index.couponPromotions.set(coupon.promotionName, coupon.kind);
      index.coupons.set(coupon.code, coupon);
    }),

    products: ClubProducts.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.products);
      requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
      index.declareCards(record.mmsClubId, record.cards);
      record.cards.forEach((card, c) => {
        card.products.forEach((product, p) => {
          const path = ['cards', c, 'products', p];
          claimCode(index.productCodes, ctx, product.productId, record.mmsClubId, [
            ...path,
            'productId',
          ]);
          claimCode(index.productCodes, ctx, product.sku, record.mmsClubId, [...path, 'sku']);
        });
      });
    }),

    promotions: ClubPromotions.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.promotions);
      const club = requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
      record.promotions.forEach((promotion, i) => {
        const path = ['promotions', i];
        const card = requireCard(index, ctx, record.mmsClubId, promotion.productType, [
          ...path,
          'productType',
        ]);
        const name = promotion.couponPromotionName;
        if (name !== null && !index.couponPromotions.has(name)) {
          addIssue(
            ctx,
            [...path, 'couponPromotionName'],
            `No coupon of promotion "${name}" in ${CATALOG_FILES.coupons}`,
          );
        }
        if (promotion.promotionType === 'Presale' && club && club.open !== PRESALE_STATUS) {
          addIssue(
            ctx,
            [...path, 'promotionType'],
            `Club ${club.mmsClubId} is not in presale: it has no Presale promotions`,
          );
        }
        const oneAdult = card?.products.find((product) => product.quantity === 1)?.price;
        if (oneAdult) {
          const discount = promotion.joiningFeeDiscount;
          const adminFee = Math.max(0, oneAdult.adminFee - discount);
          const price = Math.max(0, oneAdult.adminFee + oneAdult.enrollmentFee - discount);
          if (promotion.adminFee !== adminFee) {
            addIssue(
              ctx,
              [...path, 'adminFee'],
              `adminFee is ${adminFee}: the 1-adult admin fee less joiningFeeDiscount`,
            );
          } else if (promotion.price !== price) {
            addIssue(
              ctx,
              [...path, 'price'],
              `price is ${price}: the 1-adult joining fees less joiningFeeDiscount`,
            );
          }
        }
        index.promotions.set(
          promotionKey(record.mmsClubId, promotion.productType, promotion.mmsPromotionCode),
          promotion,
        );
      });
      const promotedTypes = new Set(record.promotions.map((promotion) => promotion.productType));
      for (const card of index.cardsOf(record.mmsClubId)) {
        if (!promotedTypes.has(card.productType)) {
          addIssue(ctx, ['promotions'], `${card.productType} has no promotion: it needs a default`);
        }
      }
    }),

    experiencePackages: ClubExperiencePackages.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.experiencePackages);
      requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
      record.packages.forEach((pkg, i) => {
        const code = pkg.mmsPromotionCode;
        const promotion = index.promotions.get(
          promotionKey(record.mmsClubId, pkg.productType, code),
        );
        if (!promotion) {
          addIssue(
            ctx,
            ['packages', i, 'mmsPromotionCode'],
            `Club ${record.mmsClubId} has no ${pkg.productType} promotion ${code} in ${CATALOG_FILES.promotions}`,
          );
        } else if (promotion.promotionName !== pkg.promotionName) {
          addIssue(
            ctx,
            ['packages', i, 'promotionName'],
            `Promotion ${code} is named "${promotion.promotionName}"`,
          );
        } else if (promotion.promotionType !== 'Package') {
          addIssue(
            ctx,
            ['packages', i, 'mmsPromotionCode'],
            `Promotion ${code} is a ${promotion.promotionType} promotion, not a Package one`,
          );
        } else if (pkg.adminFee !== promotion.adminFee) {
          addIssue(
            ctx,
            ['packages', i, 'adminFee'],
            `adminFee is ${promotion.adminFee}, as in promotion ${code}`,
          );
        } else if (pkg.adminFee + pkg.enrollmentFee !== promotion.price) {
          addIssue(
            ctx,
            ['packages', i, 'enrollmentFee'],
            `A package costs its promotion's price, ${promotion.price}: adminFee plus enrollmentFee`,
          );
        }
      });
    }),

    addOnBundles: ClubAddOnBundles.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.addOnBundles);
      requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
      record.bundles.forEach((bundle, b) => {
        claimCode(index.addOnCodes, ctx, bundle.bundleId, record.mmsClubId, [
          'bundles',
          b,
          'bundleId',
        ]);
        bundle.products.forEach((product, p) =>
          claimCode(index.addOnCodes, ctx, product.productId, record.mmsClubId, [
            'bundles',
            b,
            'products',
            p,
            'productId',
          ]),
        );
        if (bundle.productType === null) return;
        const path = ['bundles', b, 'productType'];
        const card = requireCard(index, ctx, record.mmsClubId, bundle.productType, path);
        if (card && !card.hasAddOns) {
          addIssue(
            ctx,
            path,
            `The ${bundle.productType} card of club ${record.mmsClubId} has no add-ons`,
          );
        }
      });
      const offered = new Set(record.bundles.map((bundle) => bundle.productType));
      if (offered.has(null)) return;
      for (const card of index.cardsOf(record.mmsClubId)) {
        if (card.hasAddOns && !offered.has(card.productType)) {
          addIssue(
            ctx,
            ['bundles'],
            `The ${card.productType} card has add-ons, but no bundle offers them`,
          );
        }
      }
    }),

    poolPasses: ClubPoolPasses.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.poolPasses);
      requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
    }),

    categories: ClubCategories.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.categories);
      requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
      record.categories.forEach((category, i) => {
        const card = requireCard(index, ctx, record.mmsClubId, category.productType, [
          'categories',
          i,
          'productType',
        ]);
        if (category.default && card && card.door !== null) {
          addIssue(
            ctx,
            ['categories', i, 'productType'],
            `The default category opens ${category.productType}, which is sold only through its door`,
          );
        }
        const code = category.couponCode;
        if (code === null) return;
        const coupon = index.coupons.get(code);
        if (!coupon) {
          addIssue(
            ctx,
            ['categories', i, 'couponCode'],
            `No coupon ${code} in ${CATALOG_FILES.coupons}`,
          );
        } else if (!coupon.clubIds.includes(record.mmsClubId)) {
          addIssue(
            ctx,
            ['categories', i, 'couponCode'],
            `Coupon ${code} is not valid at club ${record.mmsClubId}`,
          );
        }
      });
    }),

    interests: ClubInterests.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.interests);
      requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
    }),

    experiences: ClubNewMemberExperiences.superRefine((record, ctx) => {
      index.enter(CATALOG_FILES.experiences);
      requireClub(index, ctx, record.mmsClubId, ['mmsClubId']);
    }),

    teamNavigation: NavigationPage,
  };
}
