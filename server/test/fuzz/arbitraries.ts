import fc from 'fast-check';

/*
 * Request values for fuzzing the API from its OpenAPI document: for every field a mix of values a
 * client would plausibly send (so requests get past validation and reach the money paths) and
 * hostile ones (control characters, numbers out of range, wrong types, very long text).
 */

/** The part of JSON Schema the API's OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  nullable?: boolean;
}

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];

/** Text with a control character somewhere in it. */
const withControlCharacter = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Values no field of ours accepts, or accepts only to refuse later. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  withControlCharacter,
  fc.constantFrom(
    '1e309',
    '-1e309',
    'Infinity',
    '-Infinity',
    'NaN',
    '9007199254740993',
    '1e21',
    '-1',
    '0',
    '-0',
    '0x10',
    '1.005',
    '',
    ' ',
    '\ud800',
    '💸',
    "'; drop table users; --",
    '%00',
    'null',
  ),
  fc.constantFrom(-1, 0, 0.001, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 1.5e300),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { nested: { deeper: '\u0000' } }),
  fc.string({ minLength: 300, maxLength: 2_000 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/**
 * Arrays or objects nested past the API's limit (32 levels), up to 5,000 deep: walked level by
 * level, such a body overflows the stack. Only for bodies (in an address it is merely too long).
 * Generated as a placeholder string that `withNestingExpanded` turns into the JSON text, since
 * JSON.stringify itself overflows on such a value.
 */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 33, max: 5_000 }), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => `@nested:${kind}:${depth}@`);

/** JSON text with each `deeplyNested` placeholder replaced by its nesting. */
export const withNestingExpanded = (json: string) =>
  json.replace(/"@nested:(array|object):(\d+)@"/g, (_match, kind: string, depth: string) => {
    const levels = Number(depth);
    return kind === 'array'
      ? `${'['.repeat(levels)}1${']'.repeat(levels)}`
      : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  });

/** What the sandbox and the catalogue accept, by field name, so requests can reach a debit. */
export interface FieldHints {
  packageIds: number[];
  /** plausible row ids for `id` fields (default 1-50) */
  ids?: number[];
}

const plausibleByName = (hints: FieldHints): Record<string, fc.Arbitrary<unknown>> => ({
  package_id: fc.constantFrom(...hints.packageIds),
  packageId: fc.constantFrom(...hints.packageIds),
  categoryId: fc.constantFrom(1, 2, 3, 4, 5, 6, 10),
  network: fc.constantFrom('MTN', 'GLO', 'AIRTEL', '9MOBILE', 'mtn'),
  phone_number: fc.constantFrom('08011111111', '08022222222', '201000000000', '500000000000'),
  phone_no: fc.constantFrom('08011111111', '08031234567'),
  phone: fc.constantFrom('08011111111', '08031234567'),
  amount: fc.constantFrom(50, 100, 500, 1_000, 2_500, 10_000, '100', 1e7),
  number: fc.constantFrom('1212121212', '0123456789', '08011111111'),
  meterNo: fc.constantFrom('1111111111111', '1010101010101'),
  meter_number: fc.constantFrom('1111111111111', '1010101010101'),
  meterType: fc.constantFrom('prepaid', 'postpaid', 'PREPAID'),
  meter_type: fc.constantFrom('prepaid', 'postpaid'),
  smart_card_number: fc.constantFrom('1212121212'),
  subscription_type: fc.constantFrom('renew', 'change'),
  quantity: fc.integer({ min: -1, max: 6 }),
  sender_name: fc.constantFrom('NairaTop', 'FAILSMS', 'Ab'),
  recipients: fc.constantFrom('08031234567', '08031234567,08051234567', '2348031234567'),
  message: fc.constantFrom('Hello from the fuzz suite', 'A\nB\tC'),
  email: fc.constantFrom('fuzz@example.com', 'nobody@example.com', 'Fuzz@Example.com'),
  password: fc.constantFrom('correct-horse-9', 'short'),
  level: fc.constantFrom(1, 2, 3, 4, 'agent', 'reseller'),
  id: hints.ids?.length ? fc.constantFrom(...hints.ids) : fc.integer({ min: 1, max: 50 }),
  reason: fc.constantFrom('Checked with the provider', '  a ', 'ok', 'Customer asked \u{1F4B8}'),
  page: fc.integer({ min: 1, max: 3 }),
  page_size: fc.constantFrom(10, 25, 100),
  search: fc.constantFrom('MTN', 'NT', 'airtime'),
  payment_reference: fc.constantFrom('NT123', 'MNFY|123'),
  'idempotency-key': fc.uuid(),
});

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Values that satisfy the schema's shape (not necessarily our business rules). */
export function conforming(
  schema: JsonSchema,
  hints: FieldHints,
  name?: string,
): fc.Arbitrary<unknown> {
  const plausible = name ? plausibleByName(hints)[name] : undefined;
  const shaped = shapedBy(schema, hints);
  return plausible ? fc.oneof({ arbitrary: plausible, weight: 3 }, shaped) : shaped;
}

function shapedBy(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shapedBy(variant, hints)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const [type] = typesOf(schema);
  switch (type) {
    case 'object':
      return objectOf(schema, hints);
    case 'array':
      return fc.array(schema.items ? field(schema.items, hints) : fc.jsonValue(), { maxLength: 4 });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
      });
    case 'number':
      return fc.double({
        min: Math.max(schema.minimum ?? -1e6, -1e6),
        max: Math.min(schema.maximum ?? 1e6, 1e6),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** One field: mostly conforming or plausible, sometimes hostile, sometimes left out. */
export function field(schema: JsonSchema, hints: FieldHints, name?: string) {
  return fc.oneof(
    { arbitrary: conforming(schema, hints, name), weight: 4 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/**
 * Objects of the schema's properties: often every field plausible (a request a client would send,
 * which reaches the business rules and the debits), otherwise each field present or absent, some
 * hostile, sometimes with an unknown field added.
 */
export function objectOf(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const plausible: Record<string, fc.Arbitrary<unknown>> = {};
  const mixed: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of properties) {
    plausible[name] = conforming(property, hints, name);
    mixed[name] = field(property, hints, name);
  }
  const extra = fc.option(
    fc.tuple(fc.string({ maxLength: 12 }), fc.oneof(hostileValue, deeplyNested)),
    { freq: 8 },
  );
  return fc.oneof(
    fc.record(plausible),
    fc
      .tuple(fc.record(mixed, { requiredKeys: [] }), extra)
      .map(([value, unknown]) => (unknown ? { ...value, [unknown[0]]: unknown[1] } : value)),
  );
}
