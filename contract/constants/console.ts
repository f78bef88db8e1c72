/** The longest dashboard notice staff may publish (it sits in a banner on a phone). */
export const NOTICE_MAX_LENGTH = 500;
