/** The longest dashboard notice staff may publish (it sits in a banner on a phone). */
export const NOTICE_MAX_LENGTH = 500;

/** The most one manual credit or debit may move, in naira (support staff have a lower cap). */
export const MAX_MANUAL_ADJUSTMENT_NAIRA = 10_000_000;
