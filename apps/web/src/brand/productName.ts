import { BRAND } from './brand';

/** The chain's name (the brand's), shown in the header and in every page title. */
export const PRODUCT_NAME = BRAND.chainName;
