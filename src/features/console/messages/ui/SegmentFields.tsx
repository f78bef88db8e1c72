import { Checkbox, InputNumber, Select, Space, Typography } from 'antd';
import { MARKETING_ACTIVE_DAYS_MAX } from '@contract/rules/marketing';
import type { ComposeState } from '../model/compose';

interface Props {
  state: ComposeState;
  levels: readonly { id: number; name: string }[];
  onChange(patch: Partial<ComposeState>): void;
}

/**
 * Who gets the message: each condition set narrows it; none set is every customer. Typing a number
 * of days sets the activity condition.
 */
export function SegmentFields({ state, levels, onChange }: Props) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>Who gets it (every condition set must hold)</Typography.Text>
      <label>
        <Typography.Text>Customer levels (none chosen: every level)</Typography.Text>
        <Select
          mode="multiple"
          aria-label="Customer levels"
          style={{ width: '100%' }}
          placeholder="Every level"
          value={state.levelIds}
          onChange={(levelIds: number[]) => onChange({ levelIds })}
          options={levels.map((level) => ({ value: level.id, label: level.name }))}
        />
      </label>
      <Space wrap>
        <Checkbox
          checked={state.activeDays !== null}
          onChange={(event) => onChange({ activeDays: event.target.checked ? 30 : null })}
        >
          Active (bought or signed in) in the last
        </Checkbox>
        <span style={{ whiteSpace: 'nowrap' }}>
          <InputNumber
            aria-label="Active in the last days"
            min={1}
            max={MARKETING_ACTIVE_DAYS_MAX}
            precision={0}
            value={state.activeDays ?? 30}
            onChange={(days) => onChange({ activeDays: days ?? 30 })}
            style={{ width: 90 }}
          />
          <Typography.Text> days</Typography.Text>
        </span>
      </Space>
      <Checkbox
        checked={state.apiResellers}
        onChange={(event) => onChange({ apiResellers: event.target.checked })}
      >
        API resellers only (customers holding a working API key)
      </Checkbox>
    </Space>
  );
}
