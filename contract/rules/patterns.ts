/** Letters, digits, dot, underscore or hyphen, then @, a domain, and a 2-4 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
