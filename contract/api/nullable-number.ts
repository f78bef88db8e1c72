import { Type } from 'typebox';

/**
 * A number or null in a request body, as a JSON-schema `type` list rather than a union: the server
 * coerces types, and under a union it reads null as the number 0 (the first branch that coerces).
 */
export const NullableNumberInput = (limits: { minimum?: number; maximum?: number } = {}) =>
  Type.Unsafe<number | null>({ type: ['number', 'null'], ...limits });
