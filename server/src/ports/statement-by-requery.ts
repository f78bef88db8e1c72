import type { BillsDayStatement, BillsOutcome, BillsStatementLine } from '../ports/bills';

/*
 * A day statement for a bills provider that offers no listing of its transactions (VTpass and
 * ClubKonnect publish none): each of our request ids of the day is requeried, a few at a time. A
 * transaction of theirs we never sent cannot show this way; the balance movement still counts it.
 * A statement with a requery that got no readable answer is refused whole, never half shown.
 */

const AT_ONCE = 4;

/** What the provider took for a transaction: only a delivered or still pending one costs us. */
export function chargedOf(outcome: BillsOutcome): number | null {
  if (outcome.state !== 'delivered' && outcome.state !== 'pending') return 0;
  return outcome.charged ?? null;
}

/** A requery that timed out, or whose answer could not be read: the provider said nothing. */
const unanswered = (outcome: BillsOutcome) =>
  outcome.state === 'pending' && outcome.code === undefined;

export async function statementByRequery(
  provider: string,
  requery: (requestId: string) => Promise<BillsOutcome>,
  requestIds: readonly string[],
): Promise<BillsDayStatement> {
  const lines: BillsStatementLine[] = [];
  const silent: string[] = [];
  let next = 0;
  async function worker() {
    while (next < requestIds.length) {
      const requestId = requestIds[next++] ?? '';
      const outcome = await requery(requestId);
      if (unanswered(outcome)) silent.push(requestId);
      lines.push({
        requestId,
        state: outcome.state,
        charged: chargedOf(outcome),
        ...(outcome.providerTransactionId
          ? { providerTransactionId: outcome.providerTransactionId }
          : {}),
      });
    }
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, requestIds.length) }, worker));
  if (silent.length > 0)
    throw new Error(
      `${provider} gave no readable answer about ${silent.length} of ${requestIds.length} ` +
        `transactions (${silent.slice(0, 3).join(', ')}); try again`,
    );
  return { lines, wholeDay: false };
}
