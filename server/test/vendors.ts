/*
 * What tests outside a vendor's folder need to play the vendor's part: sign a notification as
 * Monnify or Termii would, answer as VTpass or ClubKonnect would, read what the VTpass simulator
 * received, build the Termii adapter or the in-process SMS simulator. Code under server/src reaches vendors only
 * through the ports; the test helpers here are the one other way in.
 */
export { signWebhook } from '../src/providers/monnify/signature';
export { createMonnifyClient } from '../src/providers/monnify/client';
export { createPaystackClient } from '../src/providers/paystack/client';
export { PAYSTACK_SIGNATURE_HEADER } from '../src/providers/paystack/signature';
export { simPaystackTransactions } from '../src/providers/paystack/simulator/tables';
export { classifyAnswer } from '../src/providers/vtpass/classify';
export { classifyAnswer as classifyClubkonnectAnswer } from '../src/providers/clubkonnect/classify';
export { simVtpassTransactions } from '../src/providers/vtpass/simulator/tables';
export { SIMULATOR_FAILING_SENDER, SIMULATOR_UNSURE_SENDER } from '../src/providers/sms';
export { createSmsSimulator, SIMULATOR_FAILURE_REASON } from '../src/providers/sms/simulator';
export { createTermiiSms } from '../src/providers/sms/termii/client';
export { signTermiiReport } from '../src/providers/sms/termii/signature';
