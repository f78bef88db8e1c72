import type { ReconciliationDifferences, ReconciliationLine } from '@contract/api/console';
import { koboToNaira } from '../../../lib/money';

/*
 * Our side of a day against a provider's, one transaction at a time, matched by the reference
 * both know. A transaction we count (a delivered purchase's cost, a credited payment) that the
 * provider does not is "ours without theirs"; one the provider took or received money for that we
 * count nothing for is "theirs without ours"; one both count for different sums is a mismatch. A
 * side whose amount is unknown (the provider's answer did not say) is never a mismatch.
 */

export interface OurSide {
  reference: string;
  txRef: string | null;
  status: string;
  /** what we count for it; 0 when nothing */
  kobo: number;
}

export interface TheirSide {
  reference: string;
  status: string;
  /** what it took or received; 0 when nothing; null when its answer did not say */
  kobo: number | null;
}

export interface Compared {
  differences: ReconciliationDifferences;
  /** theirs less ours over the listed transactions, kobo */
  explainedKobo: number;
}

function line(ours: OurSide | undefined, theirs: TheirSide | undefined): ReconciliationLine {
  return {
    reference: ours?.reference ?? theirs?.reference ?? '',
    tx_ref: ours?.txRef ?? null,
    ours: ours ? { status: ours.status, amount: koboToNaira(ours.kobo) } : null,
    theirs: theirs
      ? { status: theirs.status, amount: theirs.kobo === null ? null : koboToNaira(theirs.kobo) }
      : null,
  };
}

export function compareSides(ours: readonly OurSide[], theirs: readonly TheirSide[]): Compared {
  const theirsByReference = new Map(theirs.map((side) => [side.reference, side]));
  const oursByReference = new Map(ours.map((side) => [side.reference, side]));
  const differences: ReconciliationDifferences = {
    ours_without_theirs: [],
    theirs_without_ours: [],
    amount_mismatches: [],
  };
  let explainedKobo = 0;
  for (const our of ours) {
    const their = theirsByReference.get(our.reference);
    // an unknown amount is taken to agree: it explains nothing and is listed nowhere
    const theirKobo = their ? (their.kobo ?? our.kobo) : 0;
    if (our.kobo === theirKobo) continue;
    explainedKobo += theirKobo - our.kobo;
    if (theirKobo === 0) differences.ours_without_theirs.push(line(our, their));
    else if (our.kobo === 0) differences.theirs_without_ours.push(line(our, their));
    else differences.amount_mismatches.push(line(our, their));
  }
  for (const their of theirs) {
    if (oursByReference.has(their.reference) || !their.kobo) continue;
    explainedKobo += their.kobo;
    differences.theirs_without_ours.push(line(undefined, their));
  }
  return { differences, explainedKobo };
}
