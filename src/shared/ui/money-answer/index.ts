export { isSentForApproval, SENT_FOR_APPROVAL } from './moneyAnswer';
export type { MoneyAnswer } from './moneyAnswer';
export { useMoneyAnswerNotice } from './useMoneyAnswerNotice';
