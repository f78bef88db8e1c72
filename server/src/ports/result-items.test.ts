import { declaredItemsOf, resultItemFieldsFor } from './result-items';

describe('declaredItemsOf: the declared fields of a provider answer', () => {
  it('reads each declared field from the first source carrying it, in the order declared', () => {
    const answer = { policyNo: 'TOP-LEVEL', content: {} };
    const content = { PolicyNo: 'IN-CONTENT', Schedule: 'https://insurer.example/s.pdf' };
    expect(
      declaredItemsOf(
        [content, answer],
        [
          { fields: ['schedule'], label: 'Schedule', link: true },
          { fields: ['policy_number', 'policyno'], label: 'Policy number', code: true },
          { fields: ['missing'], label: 'Never shown' },
        ],
      ),
    ).toEqual([
      { label: 'Schedule', values: ['https://insurer.example/s.pdf'], link: true },
      { label: 'Policy number', values: ['IN-CONTENT'], code: true },
    ]);
  });

  it('takes numbers and lists of text, and skips empty values and nested objects', () => {
    expect(
      declaredItemsOf(
        [{ ref: 123456, codes: ['A-1', '', { pin: 'x' }, 'B-2'], blank: '  ' }],
        [
          { fields: ['ref'], label: 'Reference' },
          { fields: ['codes'], label: 'Codes', code: true },
          { fields: ['blank'], label: 'Blank' },
        ],
      ),
    ).toEqual([
      { label: 'Reference', values: ['123456'] },
      { label: 'Codes', values: ['A-1', 'B-2'], code: true },
    ]);
  });

  it('keeps only https addresses for a link, and stays within the API bounds', () => {
    expect(
      declaredItemsOf(
        [{ url: 'http://insecure.example/c.pdf' }],
        [{ fields: ['url'], label: 'Certificate', link: true }],
      ),
    ).toEqual([]);
    const [item] = declaredItemsOf(
      [{ many: Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(600, 'x')) }],
      [{ fields: ['many'], label: 'Many' }],
    );
    expect(item?.values).toHaveLength(20);
    expect(item?.values[0]).toHaveLength(500);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ fields: ['v'], label: `Item ${i}` }));
    expect(declaredItemsOf([{ v: '1' }], eleven)).toHaveLength(10);
  });
});

describe('resultItemFieldsFor: the services’ declarations for one provider', () => {
  it('gathers every service’s declarations for that provider only', () => {
    const services = [
      { key: 'a', resultItems: { vtpass: [{ fields: ['x'], label: 'X' }] } },
      { key: 'b' },
      { key: 'c', resultItems: { clubkonnect: [{ fields: ['y'], label: 'Y' }] } },
    ];
    expect(resultItemFieldsFor('vtpass', services)).toEqual([{ fields: ['x'], label: 'X' }]);
    expect(resultItemFieldsFor('clubkonnect', services)).toEqual([{ fields: ['y'], label: 'Y' }]);
  });

  it('refuses a label the API could not carry, naming the service', () => {
    const long = {
      key: 'betting',
      resultItems: { vtpass: [{ fields: ['x'], label: 'L'.repeat(41) }] },
    };
    expect(() => resultItemFieldsFor('vtpass', [long])).toThrow(/^betting: /);
    const none = { key: 'cable', resultItems: { vtpass: [{ fields: [], label: 'Ok' }] } };
    expect(() => resultItemFieldsFor('vtpass', [none])).toThrow(/^cable: /);
  });
});
