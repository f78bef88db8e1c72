export { useOutcome } from './useOutcome';
export type { Outcome } from './useOutcome';
export { OutcomeMessages } from './OutcomeMessages';
export { AppNotifier } from './AppNotifier';
export { preloadPopups } from './notifier';
