/*
 * A PIN as people read it off a card: groups of four (1234 5678 9012 3456). A length that four
 * does not divide is split as evenly as it goes, longer groups first and never a lone digit
 * (15: 4 4 4 3; 17: 4 4 3 3 3; 6: 3 3). Spaces in the PIN as given are not part of it.
 */

const GROUP = 4;

function groupSizes(length: number): number[] {
  if (length <= GROUP) return [length];
  const count = Math.ceil(length / GROUP);
  const small = Math.floor(length / count);
  const larger = length - small * count;
  return Array.from({ length: count }, (_, index) => (index < larger ? small + 1 : small));
}

/** The PIN's groups, e.g. ['1234', '5678', '9012', '3456']. */
export function pinGroups(pin: string): string[] {
  const characters = pin.replace(/\s+/g, '');
  const groups: string[] = [];
  let start = 0;
  for (const size of groupSizes(characters.length)) {
    groups.push(characters.slice(start, start + size));
    start += size;
  }
  return groups.filter(Boolean);
}

/** The PIN as printed: its groups with a space between. */
export const groupPin = (pin: string): string => pinGroups(pin).join(' ');

/**
 * The PIN as a screen reader should say it: each character on its own, a pause between groups
 * ("1 2 3 4, 5 6 7 8"), not "one thousand two hundred and thirty-four".
 */
export const spokenPin = (pin: string): string =>
  pinGroups(pin)
    .map((group) => [...group].join(' '))
    .join(', ');
