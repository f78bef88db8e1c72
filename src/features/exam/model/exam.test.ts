import type { Package } from '@contract/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { isJamb, isVerified, toExamRequest, validateExam, type ExamValues } from './exam';

const M = PURCHASE_MESSAGES.exam;

const values = (overrides: Partial<ExamValues>): ExamValues => ({
  packageId: '',
  planId: '',
  profileId: '',
  amount: '',
  phone: '',
  verified: null,
  ...overrides,
});

const first = (input: ExamValues, jamb = false, verified = false) =>
  Object.values(validateExam(input, { jamb, verified }))[0];

it('reports failures in check order for WAEC', () => {
  expect(first(values({}))).toBe(M.phoneRequired);
  expect(first(values({ phone: 'x' }))).toBe(M.providerRequired);
  expect(first(values({ phone: 'x', packageId: '31' }))).toBe(M.planRequired);
  expect(first(values({ phone: 'x', packageId: '31', planId: '5' }))).toBe(
    PURCHASE_MESSAGES.phoneInvalid,
  );
  expect(
    validateExam(values({ phone: '08031234567', packageId: '31', planId: '5' }), {
      jamb: false,
      verified: false,
    }),
  ).toEqual({});
});

it('asks JAMB for a profile ID first and for its verification before the phone format', () => {
  const jamb = values({ phone: 'x', packageId: '33', planId: '7' });
  expect(first(jamb, true)).toBe(M.profileRequired);
  expect(first({ ...jamb, phone: '' }, true)).toBe(M.profileRequired);
  expect(first({ ...jamb, profileId: '123' }, true)).toBe(M.verifyFirst);
  expect(first({ ...jamb, profileId: '123' }, true, true)).toBe(PURCHASE_MESSAGES.phoneInvalid);
});

it('recognises JAMB and labels plans', () => {
  const waec: Package = {
    id: 31,
    title: 'WAEC',
    image: '',
    description: '',
    network_type: null,
    service_id: 'waec',
    products: [],
  };
  expect(isJamb(waec)).toBe(false);
  expect(isJamb({ ...waec, title: 'JAMB' })).toBe(true);
  expect(isJamb(undefined)).toBe(false);
});

it('sends profile_id for JAMB only', () => {
  const plan = { id: 7, title: 'UTME', amount: 6200, code: 'utme' };
  const pkg: Package = {
    id: 33,
    title: 'JAMB',
    image: '',
    description: '',
    network_type: null,
    service_id: 'jamb',
    products: [plan],
  };
  const input = values({ packageId: '33', planId: '7', profileId: ' 123 ', phone: '0803' });
  expect(toExamRequest(input, pkg, plan)).toEqual({
    package_id: 33,
    variation_code: 'utme',
    phone_number: '0803',
    profile_id: '123',
  });
  expect(toExamRequest(input, { ...pkg, title: 'WAEC', service_id: 'waec' }, plan)).toEqual({
    package_id: 33,
    variation_code: 'utme',
    phone_number: '0803',
  });
});

it('counts a verification only for the exam type and profile ID it checked', () => {
  const verified = { packageId: '33', profileId: '12345678', customerName: 'ADA OKAFOR' };
  expect(isVerified(values({ packageId: '33', profileId: ' 12345678 ', verified }))).toBe(true);
  expect(isVerified(values({ packageId: '33', profileId: '12345679', verified }))).toBe(false);
  expect(isVerified(values({ packageId: '34', profileId: '12345678', verified }))).toBe(false);
  expect(isVerified(values({ packageId: '33', profileId: '12345678' }))).toBe(false);
});
