import { badRequest } from '../../lib/http-error';

/**
 * Validation failures in the order the screens check them: the envelope's message is the first (the
 * first failure wins), its data map keeps one message per field.
 */
export class Problems {
  private readonly found: Array<[field: string, message: string]> = [];

  add(field: string, message: string): this {
    if (!this.found.some(([known]) => known === field)) this.found.push([field, message]);
    return this;
  }

  has(field: string): boolean {
    return this.found.some(([known]) => known === field);
  }

  /** Throws the 400 when anything was found. */
  check(): void {
    const first = this.found[0];
    if (first) throw badRequest(first[1], Object.fromEntries(this.found));
  }
}
