/** A start-up refusal: its message says what to set, so it is printed without a stack. */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}
