import { useState } from 'react';
import { Button } from 'antd';

/** Copies `value` to the clipboard; the button says (and is named) Copied once it is there. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <Button
      size="small"
      aria-label={`${copied ? 'Copied' : 'Copy'} ${label}`}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
