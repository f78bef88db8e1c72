export { importInSteps } from './in-steps';
