import { groupPin, pinGroups, spokenPin } from './pin';

describe('a PIN as printed', () => {
  it('groups sixteen characters in fours', () => {
    expect(groupPin('1234567890123456')).toBe('1234 5678 9012 3456');
  });

  it.each([
    ['123456789012345', '1234 5678 9012 345'],
    ['12345678901234567', '1234 5678 901 234 567'],
    ['1234567890', '1234 567 890'],
    ['123456', '123 456'],
    ['12345', '123 45'],
    ['1234', '1234'],
    ['123', '123'],
  ])('splits %s as evenly as it goes, never a lone character: %s', (pin, printed) => {
    expect(groupPin(pin)).toBe(printed);
    expect(pinGroups(pin).every((group) => group.length > 1)).toBe(true);
  });

  it('ignores spaces in the PIN as given', () => {
    expect(groupPin(' 1234 5678\t90123456 ')).toBe('1234 5678 9012 3456');
  });

  it('is spoken a character at a time, a pause between groups', () => {
    expect(spokenPin('12345678')).toBe('1 2 3 4, 5 6 7 8');
  });
});
