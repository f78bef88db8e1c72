export { useConfirm, CONFIRM_TITLE } from './useConfirm';
