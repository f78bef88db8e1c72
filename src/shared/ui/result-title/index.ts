export { ResultTitle } from './ResultTitle';
