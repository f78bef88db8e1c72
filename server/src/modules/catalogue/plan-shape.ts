/*
 * What a data plan is, read from its name as providers write them ("1 GB - 30 days (SME)",
 * "MTN Corporate Gifting 1.5GB - 7 Days", "AIRTEL 2GB Monthly"): its volume, how long it lasts and
 * its kind. Two providers' plans are the same plan when all three are known and equal; a name that
 * does not say one of them matches nothing (the owner maps it by hand).
 */

export type DataKind = 'sme' | 'corporate-gifting' | 'gifting';

export interface PlanShape {
  megabytes?: number;
  days?: number;
  kind?: DataKind;
}

const MEGABYTES_PER = { mb: 1, gb: 1_000, tb: 1_000_000 } as const;
const DAYS_PER = { hour: 1 / 24, hr: 1 / 24, day: 1, week: 7, month: 30 } as const;
const DAYS_OF_WORD = { daily: 1, weekly: 7, monthly: 30 } as const;

export function kindOf(name: string): DataKind | undefined {
  if (/corporate\s*gifting|\bcg\b/i.test(name)) return 'corporate-gifting';
  if (/\bsme\b/i.test(name)) return 'sme';
  if (/gifting/i.test(name)) return 'gifting';
  return undefined;
}

export function planShape(name: string): PlanShape {
  const size = /(\d+(?:\.\d+)?)\s*(mb|gb|tb)\b/i.exec(name);
  const period = /(\d+)\s*-?\s*(hour|hr|day|week|month)s?\b/i.exec(name);
  const word = /\b(daily|weekly|monthly)\b/i.exec(name);
  const unit = size?.[2]?.toLowerCase() as keyof typeof MEGABYTES_PER | undefined;
  const periodUnit = period?.[2]?.toLowerCase() as keyof typeof DAYS_PER | undefined;
  return {
    megabytes: size && unit ? Math.round(Number(size[1]) * MEGABYTES_PER[unit]) : undefined,
    days:
      period && periodUnit
        ? Number(period[1]) * DAYS_PER[periodUnit]
        : word
          ? DAYS_OF_WORD[word[1]!.toLowerCase() as keyof typeof DAYS_OF_WORD]
          : undefined,
    kind: kindOf(name),
  };
}

export function sameShape(a: PlanShape, b: PlanShape): boolean {
  return (
    a.megabytes !== undefined &&
    a.days !== undefined &&
    a.kind !== undefined &&
    a.megabytes === b.megabytes &&
    a.days === b.days &&
    a.kind === b.kind
  );
}
