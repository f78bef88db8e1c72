import type { MatchedPlanList, PlanListRow, PlanMapEntry, PlanMapKind } from '@contract/api';
import { NETWORK_NAMES, parseNetwork, type Network } from '@contract/rules/network';
import { kindOf, planShape, sameShape, type PlanShape } from '../catalogue/plan-shape';
import type { ListedPlan } from './catalogue';

/*
 * A reseller's old plan list matched to our plans: a data plan is ours when the network, the
 * volume, the validity and the type (SME, gifting, corporate gifting) are all the same; a cable plan
 * when its service is the same and one name holds the other. What cannot be told is left for the
 * reseller to map by hand, with the reason.
 */

const THEIR_ID = /^[0-9A-Za-z_-]{1,40}$/;

export const MATCH_MESSAGES = {
  badId: 'The id must be 1 to 40 letters, digits, dashes or underscores.',
  network: (sent: string) => `"${sent}" is not a network we know (MTN, GLO, AIRTEL, 9MOBILE).`,
  shape: 'The name does not say all of its volume, validity and type (SME, gifting, corporate).',
  noData: (shape: Required<PlanShape>, network: Network) =>
    `We sell no ${NETWORK_NAMES[network].toUpperCase()} ${TYPE_WORDS[shape.kind]} plan of ${volumeText(shape.megabytes)} for ${shape.days} days.`,
  cable: (sent: string) => `"${sent}" is not a cable service we sell.`,
  noCable: 'No plan of ours has this name.',
} as const;

const TYPE_WORDS = { sme: 'SME', gifting: 'gifting', 'corporate-gifting': 'corporate gifting' };
const volumeText = (megabytes: number) =>
  megabytes >= 1000 ? `${megabytes / 1000} GB` : `${megabytes} MB`;

const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const shapeOfOurs = (plan: ListedPlan): PlanShape => {
  const shape = planShape(plan.title);
  return { ...shape, kind: kindOf(plan.packageTitle) ?? shape.kind };
};

type Verdict = { planId: number } | { reason: string };

function matchData(ours: readonly ListedPlan[], row: PlanListRow): Verdict {
  const network = parseNetwork(row.network) ?? parseNetwork(row.name.trim().split(/\s+/)[0] ?? '');
  if (!network) return { reason: MATCH_MESSAGES.network(row.network || row.name) };
  const named = planShape(`${row.name} ${row.type}`);
  const shape = { ...named, kind: kindOf(row.type) ?? named.kind };
  if (shape.megabytes === undefined || shape.days === undefined || shape.kind === undefined)
    return { reason: MATCH_MESSAGES.shape };
  const found = ours.find(
    (plan) => plan.network === network && sameShape(shape, shapeOfOurs(plan)),
  );
  return found
    ? { planId: found.planId }
    : { reason: MATCH_MESSAGES.noData(shape as Required<PlanShape>, network) };
}

/** A bouquet's name without its service's name and its month: "DStv Padi - 1 Month" is "padi". */
const bouquet = (name: string, services: readonly string[]) => {
  let text = squeeze(name).replace(/(1month|monthly|month)$/, '');
  for (const service of services)
    if (service && text.startsWith(service)) text = text.slice(service.length);
  return text;
};

function matchCable(ours: readonly ListedPlan[], row: PlanListRow): Verdict {
  const service = squeeze(row.network || row.name.trim().split(/\s+/)[0] || '');
  const inService = ours.filter((plan) => {
    const names = [squeeze(plan.packageSlug), squeeze(plan.packageTitle)];
    return names.some((name) => name && (name === service || name === `${service}s`));
  });
  const first = inService[0];
  if (!service || !first) return { reason: MATCH_MESSAGES.cable(row.network) };
  const services = [service, squeeze(first.packageSlug), squeeze(first.packageTitle)];
  const wanted = bouquet(row.name, services);
  const found = wanted
    ? inService.find((plan) => bouquet(plan.title, services) === wanted)
    : undefined;
  return found ? { planId: found.planId } : { reason: MATCH_MESSAGES.noCable };
}

export function matchPlanList(
  ours: readonly ListedPlan[],
  kind: PlanMapKind,
  rows: readonly PlanListRow[],
): MatchedPlanList {
  const matched: PlanMapEntry[] = [];
  const unmatched: MatchedPlanList['unmatched'] = [];
  for (const row of rows) {
    const theirId = row.their_id.trim();
    const name = row.name.trim();
    const verdict: Verdict = !THEIR_ID.test(theirId)
      ? { reason: MATCH_MESSAGES.badId }
      : kind === 'data'
        ? matchData(ours, row)
        : matchCable(ours, row);
    if ('planId' in verdict)
      matched.push({ kind, their_id: theirId, their_name: name, plan_id: verdict.planId });
    else unmatched.push({ their_id: theirId, name, reason: verdict.reason });
  }
  return { matched, unmatched };
}
