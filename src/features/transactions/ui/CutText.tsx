import { useId, useState } from 'react';
import { Button } from 'antd';
import { cutText } from '../model/cutText';
import styles from './transactions.module.css';

/** Long text cut to 40 characters with a Show more / Show less button per cell. */
export function CutText({ text }: { text: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!text) return null;
  const { short, cut } = cutText(text);
  if (!cut) return <>{text}</>;
  return (
    <span className={styles.cut}>
      <span id={id}>{open ? text : short}</span>
      <Button
        type="link"
        size="small"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Show less' : 'Show more'}
      </Button>
    </span>
  );
}
