import { Fragment } from 'react';
import { Flex } from 'antd';
import { CopyButton } from './CopyButton';
import { codeGroups } from './result-codes';
import styles from './grouped-code.module.css';

/** A piece longer than this (a reference with no hyphens) may break anywhere on a narrow screen. */
const LONGEST_UNBROKEN = 12;

/**
 * A token or PIN that wraps between its groups at 360 px, never inside one: a space between
 * groups that read apart (read out as one too), a silent break after a hyphen.
 */
export function GroupedCode({ value }: { value: string }) {
  return (
    <code className={styles.code}>
      {codeGroups(value).map((group, index) => (
        <Fragment key={index}>
          {index > 0 && (group.gap ? ' ' : <wbr />)}
          <span className={group.text.length > LONGEST_UNBROKEN ? styles.long : styles.group}>
            {group.text}
          </span>
        </Fragment>
      ))}
    </code>
  );
}

/** A code as the result and the receipt show it: grouped for reading, with Copy beside it. */
export function CopyableCode({ value, label }: { value: string; label: string }) {
  return (
    <Flex gap={8} align="center" wrap>
      <GroupedCode value={value} />
      <span className={styles.screenOnly}>
        <CopyButton value={value} label={label} />
      </span>
    </Flex>
  );
}
