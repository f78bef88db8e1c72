import { SAMPLE_PACKAGES } from '@/shared/lib/test';
import { findPackage } from './find';

const mtn = SAMPLE_PACKAGES.mtnAirtime;
const waec = SAMPLE_PACKAGES.waec;

it('finds the chosen package by the number a picker holds or the text a select holds', () => {
  expect(findPackage([mtn, waec], waec.id)).toBe(waec);
  expect(findPackage([mtn, waec], String(mtn.id))).toBe(mtn);
});

it('finds nothing while none is chosen or the list lacks it', () => {
  expect(findPackage([mtn, waec], null)).toBeUndefined();
  expect(findPackage([mtn, waec], undefined)).toBeUndefined();
  expect(findPackage([mtn, waec], '')).toBeUndefined();
  expect(findPackage([mtn, waec], 999)).toBeUndefined();
});
