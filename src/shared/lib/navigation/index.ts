export { browserNavigation } from './fullPageLoad';
