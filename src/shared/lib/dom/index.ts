export { hidePreloader, removeFirstView, reportAssetFailure } from './preloader';
export { usePageTitle } from './usePageTitle';
export { useMediaQuery } from './useMediaQuery';
export { copyText } from './copy-text';
export { useIsPhone, PHONE_MEDIA_QUERY } from './useIsPhone';
export { afterFirstPaint } from './after-first-paint';
export { yieldToMain } from './yield-to-main';
