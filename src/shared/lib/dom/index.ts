export { hidePreloader, reportAssetFailure } from './preloader';
export { usePageTitle } from './usePageTitle';
