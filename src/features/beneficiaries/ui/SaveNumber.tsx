import { useId, useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import type { Transaction } from '@contract/api';
import { BENEFICIARY_NAME_MAX, beneficiaryNameProblem } from '@contract/rules';
import { errorMessage } from '@/shared/api';
import { useGetBeneficiariesQuery, useSaveBeneficiaryMutation } from '../api/beneficiariesApi';
import { saveRequestOf, savedAs } from '../model/choices';
import styles from './beneficiaries.module.css';

/**
 * "Save this number" under a purchase's result: the customer names the number and saves it with
 * one press; a number already saved says under which name. It sits inside the purchase form, so
 * it is a group of fields, not a form of its own.
 */
export function SaveNumber({ transaction }: { transaction: Transaction }) {
  const request = saveRequestOf(transaction.buy_again);
  const { data: saved } = useGetBeneficiariesQuery();
  const [save, { isLoading }] = useSaveBeneficiaryMutation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const inputId = useId();
  const helpId = useId();

  if (!request || !saved) return null;
  const existing = savedAs(saved, request);
  if (existing)
    return (
      <Typography.Paragraph className={styles.save} role="status">
        Saved as {existing.name}
      </Typography.Paragraph>
    );
  if (!open)
    return (
      <Button className={styles.save} onClick={() => setOpen(true)}>
        Save this number
      </Button>
    );

  const submit = async () => {
    const nameProblem = beneficiaryNameProblem(name);
    if (nameProblem) {
      setProblem(nameProblem);
      return;
    }
    const result = await save({ ...request, name: name.trim() });
    if (result.error) setProblem(errorMessage(result.error));
  };

  return (
    <div role="group" aria-label="Save this number" className={styles.save}>
      <label htmlFor={inputId}>Name for {request.number}</label>
      <Flex gap={8} wrap>
        <Input
          id={inputId}
          value={name}
          maxLength={BENEFICIARY_NAME_MAX}
          placeholder="e.g. Mum"
          autoFocus
          status={problem ? 'error' : undefined}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? helpId : undefined}
          // This sits inside the purchase form: Enter saves the name, never submits a purchase.
          onPressEnter={(event) => {
            event.preventDefault();
            void submit();
          }}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(undefined);
          }}
          style={{ flex: '1 1 180px' }}
        />
        <Button type="primary" loading={isLoading} onClick={() => void submit()}>
          Save
        </Button>
      </Flex>
      {problem && (
        <Typography.Text id={helpId} type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}
