/**
 * The best airtime discount the public pages promise ("up to 2.5%"): the shipped catalogue's best
 * tier after the seed keeps our margin over the provider's commission (a test holds them equal).
 * Its own module, so a public page that says it loads no other business constant.
 */
export const BEST_AIRTIME_DISCOUNT_PERCENT = 2.5;
