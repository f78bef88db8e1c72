/** A Lagos day's first instant and the next day's (Lagos keeps UTC+1 all year). */
export function lagosDayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00+01:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}
