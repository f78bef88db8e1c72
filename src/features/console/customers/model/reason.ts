import { reasonProblem } from '@contract/rules';

/** The reason every staff action records: the contract's rule, as the server checks it. */
export const checkReason = (reason: string): string | undefined => reasonProblem(reason);
