import { REDACTED, redactPins } from './epin-redact';

it('redacts every pin field of a JSON text, quoted or bare, whatever its case', () => {
  const text =
    '{"TXN_EPIN":[{"sno":"1","pin":"12345678901234"},{"sno":"2","PIN": 98765432109876}]}';
  expect(redactPins(text)).toBe(
    `{"TXN_EPIN":[{"sno":"1","pin":"${REDACTED}"},{"sno":"2","PIN": "${REDACTED}"}]}`,
  );
});

it('redacts a pin in a query string, and every known PIN wherever it appears', () => {
  expect(redactPins('https://merchant.test/cb?orderid=1&pin=12345678901234&x=1')).toBe(
    `https://merchant.test/cb?orderid=1&pin=${REDACTED}&x=1`,
  );
  expect(
    redactPins('remark: 12345678901234 and 123456789012345', ['1234567890123', '123456789012345']),
  ).toBe(`remark: ${REDACTED}4 and ${REDACTED}`);
});
