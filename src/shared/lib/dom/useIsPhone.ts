import { useMediaQuery } from './useMediaQuery';

/** Below the tablet breakpoint (768 px) lists are cards, not tables. */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

export const useIsPhone = () => useMediaQuery(PHONE_MEDIA_QUERY);
