/** The product's name, shown in the header and in every page title. */
export const PRODUCT_NAME = 'clubjoin';
