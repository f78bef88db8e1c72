import { useState } from 'react';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Input, Upload, Typography } from 'antd';
import styles from './bulk-purchase.module.css';

interface SheetInputProps {
  /** the file's or the pasted text */
  onText: (text: string) => void;
}

export const PASTE_EXAMPLE =
  'phone,amount,plan,network\n08031234567,500\n08051234567,,glo-gifting-1gb-3days\n';

/** A chosen file's text (FileReader: every browser, and jsdom). */
function readText(file: Blob, onText: (text: string) => void) {
  const reader = new FileReader();
  reader.onload = () => onText(typeof reader.result === 'string' ? reader.result : '');
  reader.readAsText(file);
}

/** The spreadsheet, as a CSV file or pasted lines. */
export function SheetInput({ onText }: SheetInputProps) {
  const [pasted, setPasted] = useState('');
  return (
    <div className={styles.input}>
      <Typography.Paragraph>
        One number per line under a header row: <code>phone</code>, and <code>amount</code> for
        airtime or <code>plan</code> (a data plan&apos;s code) for data. Add <code>network</code>{' '}
        for a ported number. Up to 1,000 numbers.
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          readText(file, onText);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />}>Upload a CSV file</Button>
      </Upload>
      <label className={styles.label} htmlFor="bulk-paste">
        Or paste the lines
      </label>
      <Input.TextArea
        id="bulk-paste"
        rows={5}
        value={pasted}
        placeholder={PASTE_EXAMPLE}
        onChange={(event) => setPasted(event.target.value)}
      />
      <Button disabled={!pasted.trim()} onClick={() => onText(pasted)}>
        Preview
      </Button>
    </div>
  );
}
