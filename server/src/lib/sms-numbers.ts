/** Consecutive batches of at most `size` recipients (all of them in one when size is undefined). */
export function batchesOf<T>(recipients: readonly T[], size: number | undefined): T[][] {
  if (!size || recipients.length <= size) return [[...recipients]];
  const batches: T[][] = [];
  for (let start = 0; start < recipients.length; start += size)
    batches.push(recipients.slice(start, start + size));
  return batches;
}

/** 08031234567 -> 2348031234567 (international format without +, as gateways take numbers). */
export const internationalNumber = (local: string): string =>
  local.startsWith('234') ? local : `234${local.replace(/^0/, '')}`;

/** 2348031234567 -> 08031234567 (the format customers type and transactions show). */
export const localNumber = (international: string): string =>
  international.startsWith('234') ? `0${international.slice(3)}` : international;
