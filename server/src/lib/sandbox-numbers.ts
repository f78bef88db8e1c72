/*
 * The sandbox's test values (VTpass's published sandbox numbers), honoured by every bills
 * simulator: the values that succeed, and the numbers that pick a scenario whatever the service.
 */

/** How a simulator answers a purchase. */
export type SandboxScenario =
  'success' | 'pending' | 'unexpected' | 'no_response' | 'timeout' | 'failed';

export const SANDBOX = {
  successPhone: '08011111111',
  prepaidMeter: '1111111111111',
  postpaidMeter: '1010101010101',
  smartcard: '1212121212',
  jambProfile: '0123456789',
  /** the Smile account the sandbox phone 08011111111 and e-mail tester@sandbox.com belong to */
  smileAccountId: '1402000567',
  smileEmail: 'tester@sandbox.com',
} as const;

/** The numbers that pick a scenario whatever the service. */
export const SCENARIO_NUMBERS: Readonly<Record<string, SandboxScenario>> = {
  '201000000000': 'pending',
  '500000000000': 'unexpected',
  '400000000000': 'no_response',
  '300000000000': 'timeout',
};
