/*
 * PINs are cash: an e-PIN seller's answer is stored for the audit log only with its PINs taken
 * out. Every "pin" field of a JSON text (whatever its case, quoted or bare) and of a query string
 * is replaced, and so is every PIN the adapter read from the answer wherever else it appears.
 * Redact before cutting the text short: a PIN cut in half would no longer be found.
 */

export const REDACTED = '[redacted]';

const JSON_PIN = /("pin"\s*:\s*)("(?:[^"\\]|\\.)*"|[^\s,}\]]+)/gi;
const QUERY_PIN = /([?&]pin=)[^&#\s]*/gi;

export function redactPins(text: string, pins: readonly string[] = []): string {
  let redacted = text.replace(JSON_PIN, `$1"${REDACTED}"`).replace(QUERY_PIN, `$1${REDACTED}`);
  // Longest first, so a PIN that contains a shorter one is taken out whole.
  for (const pin of [...pins].filter(Boolean).sort((a, b) => b.length - a.length))
    redacted = redacted.split(pin).join(REDACTED);
  return redacted;
}
