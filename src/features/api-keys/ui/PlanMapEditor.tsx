import { useMemo, useState } from 'react';
import { Alert, App, Button, Input, Modal, Segmented, Select, Skeleton, Upload } from 'antd';
import type { MatchedPlanList, PlanMap, PlanMapEntry, PlanMapKind } from '@contract/api';
import { errorMessage } from '@/shared/api';
import {
  useGetPlanMapQuery,
  useMatchPlanListMutation,
  useReplacePlanMapMutation,
} from '../api/planMapApi';
import { entriesOfKind, mergeEntries, parsePlanList } from '../model/plan-list';
import type { KeyDialogProps } from '../model/key-dialog';
import styles from './plan-map.module.css';

const KINDS: { value: PlanMapKind; label: string }[] = [
  { value: 'data', label: 'Data plans' },
  { value: 'cable', label: 'Cable plans' },
];

const THEIR_ID = /^[0-9A-Za-z_-]{1,40}$/;

export const PLAN_MAP_PROBLEMS = {
  id: (line: number) => `Line ${line}: your id is 1 to 40 letters, digits, - or _.`,
  plan: (line: number) => `Line ${line}: choose our plan.`,
  repeated: (id: string) => `Your id ${id} is mapped twice.`,
} as const;

/** What is wrong with the lines of one kind, or nothing. */
function problemsOf(lines: readonly PlanMapEntry[]): string[] {
  const seen = new Set<string>();
  return lines.flatMap((entry, index) => {
    const problems: string[] = [];
    if (!THEIR_ID.test(entry.their_id)) problems.push(PLAN_MAP_PROBLEMS.id(index + 1));
    if (!entry.plan_id) problems.push(PLAN_MAP_PROBLEMS.plan(index + 1));
    if (seen.has(entry.their_id)) problems.push(PLAN_MAP_PROBLEMS.repeated(entry.their_id));
    seen.add(entry.their_id);
    return problems;
  });
}

/**
 * A reseller key's plan map: the ids its code sends, each pointed at one of our plans, filled in by
 * matching the old supplier's plan list and corrected by hand. Saved whole.
 */
export function PlanMapEditor({ keyId, keyName, onClose }: KeyDialogProps) {
  const { data, error } = useGetPlanMapQuery(keyId);
  return (
    <Modal
      open
      title={`Plan map: ${keyName}`}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={null}
    >
      {error ? (
        <Alert type="error" showIcon title={errorMessage(error)} />
      ) : data ? (
        <PlanMapForm keyId={keyId} map={data} onClose={onClose} />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Modal>
  );
}

function PlanMapForm({
  keyId,
  map,
  onClose,
}: {
  keyId: number;
  map: PlanMap;
  onClose: () => void;
}) {
  const [save, saving] = useReplacePlanMapMutation();
  const [match, matching] = useMatchPlanListMutation();
  const { notification } = App.useApp();
  const [kind, setKind] = useState<PlanMapKind>('data');
  const [entries, setEntries] = useState<PlanMapEntry[]>(map.entries);
  const [listText, setListText] = useState('');
  const [matched, setMatched] = useState<MatchedPlanList & { kind: PlanMapKind }>();
  const [problems, setProblems] = useState<string[]>([]);

  const options = useMemo(() => {
    const groups = new Map<string, { value: number; label: string }[]>();
    for (const plan of map.plans)
      if (plan.kind === kind)
        groups.set(plan.group, [
          ...(groups.get(plan.group) ?? []),
          { value: plan.id, label: plan.title },
        ]);
    return [...groups].map(([label, plans]) => ({ label, options: plans }));
  }, [map, kind]);

  const lines = entriesOfKind(entries, kind);
  const others = entries.filter((entry) => entry.kind !== kind);
  const setLines = (next: PlanMapEntry[]) => setEntries([...others, ...next]);
  const change = (index: number, patch: Partial<PlanMapEntry>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));

  const matchList = async () => {
    const parsed = parsePlanList(listText);
    if (parsed.error) {
      setProblems([parsed.error]);
      return;
    }
    const result = await match({ keyId, body: { kind, rows: parsed.rows } });
    if (result.error) {
      setProblems([errorMessage(result.error)]);
      return;
    }
    setProblems([]);
    setMatched({ ...result.data, kind });
    setEntries(mergeEntries(entries, result.data.matched));
  };

  const submit = async () => {
    const found = KINDS.flatMap(({ value }) => problemsOf(entriesOfKind(entries, value)));
    setProblems(found);
    if (found.length) return;
    const result = await save({ keyId, body: { entries } });
    if (result.error) {
      setProblems([errorMessage(result.error)]);
      return;
    }
    notification.success({ title: result.data.message ?? 'Plan map saved.' });
    onClose();
  };

  return (
    <div className={styles.editor}>
      <p className={styles.muted}>
        Your code sends your old supplier&apos;s plan ids. Point each at one of our plans. Once a
        kind has a map, ids you did not map are refused; with no map, send our ids (listed at GET
        /api/network/).
      </p>
      <Segmented
        block
        options={KINDS}
        value={kind}
        onChange={(value) => setKind(value as PlanMapKind)}
      />
      <section aria-label="Import your old plan list" className={styles.import}>
        <Input.TextArea
          aria-label="Old plan list (CSV)"
          placeholder={'id,network,name,type\n353,MTN,1GB 30 days,SME'}
          autoSize={{ minRows: 3, maxRows: 8 }}
          value={listText}
          onChange={(event) => setListText(event.target.value)}
        />
        <div className={styles.actions}>
          <Upload
            accept=".csv,text/csv,text/plain"
            showUploadList={false}
            beforeUpload={(file) => {
              void file.text().then(setListText);
              return false;
            }}
          >
            <Button>Choose a CSV file</Button>
          </Upload>
          <Button
            onClick={() => void matchList()}
            loading={matching.isLoading}
            disabled={!listText.trim()}
          >
            Match to our plans
          </Button>
        </div>
        {matched?.kind === kind && (
          <Alert
            type={matched.unmatched.length ? 'warning' : 'success'}
            showIcon
            role="status"
            title={`${matched.matched.length} matched${matched.unmatched.length ? `, ${matched.unmatched.length} to map by hand` : ''}.`}
            description={
              matched.unmatched.length > 0 && (
                <ul className={styles.unmatched}>
                  {matched.unmatched.map((line) => (
                    <li key={line.their_id}>
                      {line.their_id} {line.name}: {line.reason}
                    </li>
                  ))}
                </ul>
              )
            }
          />
        )}
      </section>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problems.length === 1 ? problems[0] : 'Please fix the lines below.'}
          description={
            problems.length > 1 && (
              <ul className={styles.unmatched}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      <ol aria-label={`${kind === 'data' ? 'Data' : 'Cable'} plan map`} className={styles.lines}>
        {lines.map((line, index) => (
          <li key={index} className={styles.line}>
            <Input
              aria-label={`Your id, line ${index + 1}`}
              className={styles.theirId}
              value={line.their_id}
              maxLength={40}
              onChange={(event) => change(index, { their_id: event.target.value.trim() })}
            />
            <Select
              aria-label={`Our plan, line ${index + 1}`}
              className={styles.plan}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Our plan"
              value={line.plan_id || undefined}
              options={options}
              onChange={(planId: number) => change(index, { plan_id: planId })}
            />
            <Button
              aria-label={`Remove line ${index + 1}`}
              onClick={() => setLines(lines.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
            {line.their_name && <span className={styles.theirName}>{line.their_name}</span>}
          </li>
        ))}
      </ol>
      {lines.length === 0 && (
        <p className={styles.muted}>
          No {kind} plans mapped: your code sends our {kind} plan ids.
        </p>
      )}
      <Button
        onClick={() => setLines([...lines, { kind, their_id: '', their_name: '', plan_id: 0 }])}
      >
        Add a line
      </Button>
      <div className={styles.footer}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" loading={saving.isLoading} onClick={() => void submit()}>
          Save plan map
        </Button>
      </div>
    </div>
  );
}
