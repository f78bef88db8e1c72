export { Prose } from './Prose';
