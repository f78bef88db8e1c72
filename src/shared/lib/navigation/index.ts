export { browserNavigation } from './fullPageLoad';
export { loginPathFor, pathAfterLogin, isSessionExpired } from './returnTo';
