import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MatchPlanListRequest, PlanMap, ReplacePlanMapRequest } from '@contract/api';
import { writeAccessToken } from '@/shared/api';
import {
  apiUrl,
  choose,
  enterText,
  mswServer,
  popupTexts,
  renderWithProviders,
  setupUser,
} from '@/shared/lib/test';
import { PLAN_MAP_PROBLEMS, PlanMapEditor } from './PlanMapEditor';

const PLANS: PlanMap['plans'] = [
  { id: 2, kind: 'data', title: 'MTN SME 1GB - 30 Days', group: 'MTN SME' },
  { id: 3, kind: 'data', title: 'MTN SME 2GB - 30 Days', group: 'MTN SME' },
  { id: 40, kind: 'cable', title: 'DStv Padi - 1 Month', group: 'DSTV' },
];

function serveMap(entries: PlanMap['entries']) {
  const state = { saved: [] as ReplacePlanMapRequest[], matched: [] as MatchPlanListRequest[] };
  mswServer.use(
    http.get(apiUrl('api-keys/5/plan-map/'), () =>
      HttpResponse.json({ data: { entries, plans: PLANS } }),
    ),
    http.post(apiUrl('api-keys/5/plan-map/match/'), async ({ request }) => {
      const body = (await request.json()) as MatchPlanListRequest;
      state.matched.push(body);
      return HttpResponse.json({
        data: {
          matched: [{ kind: 'data', their_id: '353', their_name: '1GB 30 days', plan_id: 2 }],
          unmatched: [{ their_id: '9', name: '1.0GB', reason: 'The name does not say all of it.' }],
        },
      });
    }),
    http.put(apiUrl('api-keys/5/plan-map/'), async ({ request }) => {
      const body = (await request.json()) as ReplacePlanMapRequest;
      state.saved.push(body);
      return HttpResponse.json({ message: 'Plan map saved.', data: { ...body, plans: PLANS } });
    }),
  );
  return state;
}

beforeEach(() => writeAccessToken('token-1'));

it("matches the old supplier's list, lets a line be fixed by hand, and saves the whole map", async () => {
  const server = serveMap([{ kind: 'cable', their_id: '77', their_name: '', plan_id: 40 }]);
  const onClose = jest.fn();
  const user = setupUser();
  renderWithProviders(<PlanMapEditor keyId={5} keyName="Old site" onClose={onClose} />);
  await enterText(
    user,
    await screen.findByLabelText('Old plan list (CSV)'),
    'ID,Network,Plan Name,Type\n353,MTN,1GB 30 days,SME\n9,MTN,1.0GB,SME',
  );
  await user.click(screen.getByRole('button', { name: 'Match to our plans' }));
  expect(await screen.findByText('1 matched, 1 to map by hand.')).toBeInTheDocument();
  expect(screen.getByText('9 1.0GB: The name does not say all of it.')).toBeInTheDocument();
  expect(server.matched).toEqual([
    {
      kind: 'data',
      rows: [
        { their_id: '353', network: 'MTN', name: '1GB 30 days', type: 'SME' },
        { their_id: '9', network: 'MTN', name: '1.0GB', type: 'SME' },
      ],
    },
  ]);
  const lines = within(screen.getByRole('list', { name: 'Data plan map' }));
  expect(lines.getByLabelText('Your id, line 1')).toHaveValue('353');

  // the unmatched one, by hand: a line without a plan is not saved
  await user.click(screen.getByRole('button', { name: 'Add a line' }));
  await enterText(user, lines.getByLabelText('Your id, line 2'), '9');
  await user.click(screen.getByRole('button', { name: 'Save plan map' }));
  expect(await screen.findByText(PLAN_MAP_PROBLEMS.plan(2))).toBeInTheDocument();
  expect(server.saved).toEqual([]);
  await choose(user, 'Our plan, line 2', 'MTN SME 2GB - 30 Days');
  await user.click(screen.getByRole('button', { name: 'Save plan map' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(server.saved).toEqual([
    {
      entries: [
        { kind: 'cable', their_id: '77', their_name: '', plan_id: 40 },
        { kind: 'data', their_id: '353', their_name: '1GB 30 days', plan_id: 2 },
        { kind: 'data', their_id: '9', their_name: '', plan_id: 3 },
      ],
    },
  ]);
  await waitFor(() => expect(popupTexts()).toContain('Plan map saved.'));
});

it('says what is wrong with a list without its header', async () => {
  serveMap([]);
  const user = setupUser();
  renderWithProviders(<PlanMapEditor keyId={5} keyName="Old site" onClose={jest.fn()} />);
  await enterText(user, await screen.findByLabelText('Old plan list (CSV)'), '353,MTN,1GB');
  await user.click(screen.getByRole('button', { name: 'Match to our plans' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/first line must name the columns/);
  expect(screen.getByText(/No data plans mapped/)).toBeInTheDocument();
});
