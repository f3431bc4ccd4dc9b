/** The most products one category may list. */
export const CATEGORY_PRODUCTS_MAX = 1000;
