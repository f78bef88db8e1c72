import { SMS_MESSAGES as M } from '@contract/rules';
import {
  costLine,
  messageCounter,
  recipientsLine,
  smsPackageOf,
  smsRateOf,
  smsSummary,
  toSmsRequest,
  validateSms,
  type SmsValues,
} from './sms';

const sms = {
  id: 40,
  title: 'Bulk SMS',
  image: '/sms.svg',
  description: '',
  network_type: null,
  service_id: 'sms',
  products: { amount: 3.5 },
};

const firstMessage = (values: SmsValues) => Object.values(validateSms(values))[0];

it('reports failures in check order, first failure wins', () => {
  const ok: SmsValues = { senderName: 'NairaTop', recipients: '08031234567', message: 'Hi' };
  expect(firstMessage({ senderName: '', recipients: ' , ', message: '' })).toBe(
    M.recipientRequired,
  );
  expect(firstMessage({ senderName: ' ', recipients: '123', message: '' })).toBe(M.senderRequired);
  expect(firstMessage({ ...ok, message: '  ' })).toBe(M.messageRequired);
  expect(firstMessage({ ...ok, senderName: 'ABCDEFGHIJKL', recipients: '123' })).toBe(
    M.senderTooLong,
  );
  expect(firstMessage({ ...ok, recipients: '08031234567, 123, +2348031234567, +1555' })).toBe(
    M.recipientsInvalid(['123', '+1555']),
  );
  expect(validateSms({ ...ok, senderName: 'ABCDEFGHIJK' })).toEqual({});
});

it('reads the first SMS package and its rate', () => {
  expect(smsPackageOf([sms, { ...sms, id: 41 }])).toBe(sms);
  expect(smsPackageOf([])).toBeNull();
  expect(smsPackageOf(undefined)).toBeNull();
  expect(smsRateOf(sms)).toBe(3.5);
  expect(smsRateOf({ ...sms, products: [] })).toBe(0);
});

it('counts unique recipients, pages and the cost', () => {
  const values = {
    senderName: 'NairaTop',
    recipients: '08031234567,08051234567, 2348031234567,07011112222,08051234567,abc',
    message: 'x'.repeat(161),
  };
  const summary = smsSummary(values, 3.5);
  expect(summary).toMatchObject({ length: 161, pages: 2, cost: 21 });
  expect(recipientsLine(summary.recipients)).toBe(
    '3 recipients · 2 duplicates removed · not valid: abc',
  );
  expect(recipientsLine({ valid: ['08031234567'], invalid: [], duplicates: 1 })).toBe(
    '1 recipient · 1 duplicate removed',
  );
  expect(messageCounter(summary)).toBe('161 / 480 characters · 2 pages');
  expect(messageCounter(smsSummary({ ...values, message: 'x'.repeat(500) }, 3.5))).toBe(
    '480 / 480 characters · 3 pages',
  );
  expect(costLine(summary, 3.5)).toBe('Total cost: ₦21.00 (3 recipients × 2 pages × ₦3.50)');
  expect(
    toSmsRequest({ ...values, senderName: ' NairaTop ', message: 'y'.repeat(481) }, sms),
  ).toEqual({
    package_id: 40,
    sender_name: 'NairaTop',
    recipients: '08031234567,08051234567,07011112222',
    message: 'y'.repeat(480),
  });
});
