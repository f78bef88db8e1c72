/** The allow-list as typed (one address or range a line, or separated by commas or spaces). */
export const parseAllowList = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** How a key's allow-list reads in the list of keys. */
export const describeAllowList = (entries: readonly string[]) =>
  entries.length === 0 ? 'Any address' : entries.join(', ');
