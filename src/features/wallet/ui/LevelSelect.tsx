import type { ReactNode } from 'react';
import { Form, Select } from 'antd';
import { useFormItem } from '@/shared/ui/form';
import type { LevelOption } from '../model/upgrade-level';

interface LevelSelectProps {
  name: string;
  label: string;
  options: LevelOption[];
  placeholder: string;
  extra?: ReactNode;
}

/** The shared form adapter around antd's Select, whose options can be disabled (the current level). */
export function LevelSelect({ name, label, options, placeholder, extra }: LevelSelectProps) {
  const { field, helpers, item, control } = useFormItem<string>(name);
  return (
    <Form.Item label={label} htmlFor={name} extra={extra} {...item}>
      <Select
        id={name}
        value={field.value || undefined}
        placeholder={placeholder}
        options={options}
        {...control}
        onChange={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </Form.Item>
  );
}
