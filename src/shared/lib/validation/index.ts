export { nairaAmount } from './amount';
