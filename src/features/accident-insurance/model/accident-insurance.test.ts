import type { Package } from '@contract/api';
import {
  accidentInsuranceInitialValues as initial,
  fillAccidentInsurance,
  validateAccidentInsurance,
} from './accident-insurance';

const cover: Package = {
  id: 80,
  title: 'Personal Accident',
  image: '',
  description: '',
  network_type: null,
  service_id: 'personal-accident-insurance',
  products: [{ id: 2, title: 'Accident Cover Option B - 1 Year', amount: 3960, code: 'option-b' }],
};

const complete = {
  ...initial,
  packageId: '80',
  planId: '2',
  fullName: 'Adaeze Okafor',
  phone: '08031234567',
  address: '12 Allen Avenue, Ikeja',
  dateOfBirth: '1990-05-01',
  occupation: 'Trader',
  nextOfKinName: 'Ngozi Okafor',
  nextOfKinPhone: '08021234567',
};

it('accepts a complete cover, and checks the age on the day it is bought', () => {
  expect(validateAccidentInsurance(complete, '2026-11-27')).toEqual({});
  expect(
    validateAccidentInsurance({ ...complete, dateOfBirth: '2010-01-01' }, '2026-11-27'),
  ).toEqual({ dateOfBirth: 'The insured person must be at least 18 years old' });
  expect(
    validateAccidentInsurance({ ...complete, nextOfKinPhone: '0802' }, '2026-11-27'),
  ).toHaveProperty('nextOfKinPhone');
});

it('fills the phone from a saved number, and the person and cover from a past cover', () => {
  expect(fillAccidentInsurance(initial, { number: '08031234567' }, [cover])).toEqual({
    ...initial,
    phone: '08031234567',
  });
  expect(
    fillAccidentInsurance(
      initial,
      { number: 'Adaeze Okafor', packageId: 80, planCode: 'option-b', phone: '08031234567' },
      [cover],
    ),
  ).toEqual({
    ...initial,
    packageId: '80',
    planId: '2',
    fullName: 'Adaeze Okafor',
    phone: '08031234567',
  });
});
