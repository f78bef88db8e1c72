export { useConfirm, CONFIRM_TITLE } from './useConfirm';
export { useChargeConfirm } from './useChargeConfirm';
export type { ChargeApproval } from './useChargeConfirm';
