import { PIN_MESSAGES, PIN_PATTERN } from '@contract/rules';

/** A new PIN typed twice. */
export interface NewPinValues {
  pin: string;
  repeat: string;
}

export type NewPinErrors = Partial<Record<'pin' | 'repeat', string>>;

/** The screen's own checks of a new PIN before anything is sent; empty when it may be sent. */
export function newPinErrors({ pin, repeat }: NewPinValues): NewPinErrors {
  if (!PIN_PATTERN.test(pin)) return { pin: PIN_MESSAGES.format };
  if (repeat !== pin) return { repeat: PIN_MESSAGES.repeatMismatch };
  return {};
}
