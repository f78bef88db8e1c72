import { useId, useState, type FormEvent } from 'react';
import { App, Button, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import type { Beneficiary } from '@contract/api';
import { BENEFICIARY_NAME_MAX, beneficiaryNameProblem } from '@contract/rules';
import { errorMessage } from '@/shared/api';
import { useConfirm } from '@/shared/ui/confirm';
import {
  useDeleteBeneficiaryMutation,
  useGetBeneficiariesQuery,
  useRenameBeneficiaryMutation,
} from '../api/beneficiariesApi';
import { KIND_LABELS } from '../model/choices';
import styles from './beneficiaries.module.css';

function RenameForm({ entry, onDone }: { entry: Beneficiary; onDone: () => void }) {
  const [rename, { isLoading }] = useRenameBeneficiaryMutation();
  const [name, setName] = useState(entry.name);
  const [problem, setProblem] = useState<string>();
  const helpId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = beneficiaryNameProblem(name);
    if (nameProblem) return setProblem(nameProblem);
    const result = await rename({ id: entry.id, name: name.trim() });
    if (result.error) setProblem(errorMessage(result.error));
    else onDone();
  };

  return (
    <form aria-label={`Rename ${entry.name}`} onSubmit={(event) => void submit(event)}>
      <Flex gap={8} wrap>
        <Input
          aria-label="New name"
          value={name}
          maxLength={BENEFICIARY_NAME_MAX}
          autoFocus
          status={problem ? 'error' : undefined}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? helpId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(undefined);
          }}
          style={{ flex: '1 1 160px' }}
        />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save name
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
      {problem && (
        <Typography.Text id={helpId} type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </form>
  );
}

/** Saved numbers in the profile: each with its kind and number, Rename and Delete (confirmed). */
export function SavedNumbers() {
  const { data: saved, isLoading } = useGetBeneficiariesQuery();
  const [remove] = useDeleteBeneficiaryMutation();
  const [renaming, setRenaming] = useState<number>();
  const confirm = useConfirm();
  const { notification } = App.useApp();

  const deleteEntry = async (entry: Beneficiary) => {
    const sure = await confirm({
      title: `Delete "${entry.name}"?`,
      content: `${entry.number} will no longer be offered on the purchase screens.`,
      okText: 'Delete',
      cancelText: 'Keep',
    });
    if (!sure) return;
    const result = await remove(entry.id);
    if (result.error) notification.error({ title: errorMessage(result.error) });
  };

  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!saved?.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="No saved numbers yet. Save one from a purchase's result."
      />
    );
  return (
    <ul aria-label="Saved numbers" className={styles.list}>
      {saved.map((entry) => (
        <li key={entry.id} className={styles.item}>
          {renaming === entry.id ? (
            <RenameForm entry={entry} onDone={() => setRenaming(undefined)} />
          ) : (
            <>
              <div className={styles.itemText}>
                <strong>{entry.name}</strong>
                <Typography.Text type="secondary">
                  {KIND_LABELS[entry.kind]} {entry.number}
                  {entry.service_id ? ` · ${entry.service_id}` : ''}
                  {entry.meter_type ? ` · ${entry.meter_type}` : ''}
                </Typography.Text>
              </div>
              <Flex gap={8}>
                <Button
                  size="small"
                  aria-label={`Rename ${entry.name}`}
                  onClick={() => setRenaming(entry.id)}
                >
                  Rename
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`Delete ${entry.name}`}
                  onClick={() => void deleteEntry(entry)}
                >
                  Delete
                </Button>
              </Flex>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
