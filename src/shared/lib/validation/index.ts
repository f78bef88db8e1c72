export { nairaAmount } from './amount';
export { orderedErrors } from './orderedErrors';
export type { FieldErrors } from './orderedErrors';
export { newPassword } from './newPassword';
