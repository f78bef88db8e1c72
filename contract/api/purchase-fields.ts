import { Type } from 'typebox';

/*
 * The fields every purchase request builds on. A missing text or number takes its default, so the
 * server's own messages ('Amount is required'...) answer rather than a schema error.
 */

export const text = (maxLength: number) => Type.String({ maxLength, default: '' });
/** naira; missing means 0 so the server's own 'Amount is required' answers */
export const naira = Type.Number({ default: 0, minimum: 0, maximum: 10_000_000 });
export const packageId = Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 });
