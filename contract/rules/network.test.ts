import { networkOfPhone, networkOfServiceId, parseNetwork } from './network';

it('guesses the network from the prefix, the five-digit ones first', () => {
  expect(networkOfPhone('08031234567')).toBe('mtn');
  expect(networkOfPhone('07025123456')).toBe('mtn');
  expect(networkOfPhone('08051234567')).toBe('glo');
  expect(networkOfPhone('09021234567')).toBe('airtel');
  expect(networkOfPhone('08091234567')).toBe('9mobile');
  expect(networkOfPhone('07021234567')).toBeUndefined();
  expect(networkOfPhone('08011111111')).toBeUndefined();
});

it('reads networks as spreadsheets write them, and from service ids', () => {
  expect(parseNetwork(' Glo ')).toBe('glo');
  expect(parseNetwork('ETISALAT')).toBe('9mobile');
  expect(parseNetwork('9 mobile')).toBe('9mobile');
  expect(parseNetwork('Vodafone')).toBeUndefined();
  expect(networkOfServiceId('etisalat-data')).toBe('9mobile');
  expect(networkOfServiceId('dstv')).toBeUndefined();
});
