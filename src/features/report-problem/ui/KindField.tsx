import { Form, Radio } from 'antd';
import {
  PROBLEM_KINDS,
  PROBLEM_KIND_LABELS,
  type ProblemKind,
} from '@contract/rules/problem-report';
import { useFormItem } from '@/shared/ui/form';
import styles from './report-problem.module.css';

/** "What went wrong?": one of the kinds, as the customer would say it. */
export function KindField() {
  const { field, helpers, item, control } = useFormItem<ProblemKind | ''>('kind');
  return (
    <Form.Item label="What went wrong?" required {...item}>
      <Radio.Group
        aria-label="What went wrong?"
        className={styles.kinds}
        value={field.value || undefined}
        onChange={(event) => void helpers.setValue(event.target.value as ProblemKind)}
        options={PROBLEM_KINDS.map((kind) => ({ value: kind, label: PROBLEM_KIND_LABELS[kind] }))}
        {...control}
      />
    </Form.Item>
  );
}
