/**
 * Phone numbers a purchase may or may not be sent to. The API's tests and the screens' tests both
 * read this table, so the two sides cannot drift apart again.
 */
export const PURCHASE_PHONE_CASES: ReadonlyArray<readonly [phone: string, valid: boolean]> = [
  ['08031234567', true],
  ['+2348031234567', true],
  ['2348031234567', true],
  ['201000000000', true],
  ['08031234567 ', true],
  ['0803123456', false],
  ['803123456', false],
  ['+23480312345678', false],
  ['0803 123 4567', true],
  ['0803-123-4567', true],
  ['+234 803-123-4567', true],
  ['2348031234567890', false],
  ['+08031234567', false],
  ['08O31234567', false],
  ['++08031234567', false],
];
