export { PinField } from './PinField';
export { ChargePinStep, PIN_SETTINGS_PATH } from './ChargePinStep';
export type { ChargePinHandle } from './ChargePinStep';
export { newPinErrors } from './new-pin';
export type { NewPinValues, NewPinErrors } from './new-pin';
