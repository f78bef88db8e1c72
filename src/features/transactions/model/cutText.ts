import { TABLE_TEXT_CUT } from '@contract/constants';

/** `text` cut to `limit` characters (40) with an ellipsis, and whether it was cut. */
export function cutText(text: string, limit: number = TABLE_TEXT_CUT) {
  const chars = Array.from(text);
  return chars.length > limit
    ? { short: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true }
    : { short: text, cut: false };
}
