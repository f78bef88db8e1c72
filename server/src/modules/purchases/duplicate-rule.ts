/*
 * The provider's duplicate rule, applied by us first: VTpass refuses a second purchase of one
 * service for one number (the phone, smart card, meter or exam profile it is sent as billersCode)
 * within 30 seconds as a likely duplicate (code 019), whatever the amount or plan, unless the
 * first one failed. Refusing the same before the debit tells the customer at once, instead of
 * debiting the wallet and refunding it when the provider says 019. The window is applied where
 * orders are created (transaction_create, migration 0028; create.ts).
 */

/** Two purchases with the same key inside the duplicate window are the same to the provider. */
export const purchaseDuplicateKey = (serviceId: string, billersCode: string) =>
  `${serviceId}:${billersCode}`;
