import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ReconciliationDifferences, ReconciliationLine } from '@contract/api/console';
import { formatNaira, sentenceCase } from '@contract/format';
import { CONSOLE_ROUTES } from '@contract/navigation';

const LISTS: { key: keyof ReconciliationDifferences; title: (theirs: string) => string }[] = [
  { key: 'ours_without_theirs', title: (theirs) => `Counted by us, not by ${theirs}` },
  { key: 'theirs_without_ours', title: (theirs) => `Counted by ${theirs}, not by us` },
  { key: 'amount_mismatches', title: () => 'Amounts apart' },
];

const side = (
  who: string,
  value: { status: string; amount: number | null } | null,
  none: string,
) =>
  value
    ? `${who}: ${sentenceCase(value.status.replace(/_/g, ' '))}, ${
        value.amount === null ? 'amount not given' : formatNaira(value.amount)
      }`
    : `${who}: ${none}`;

/** One transaction behind a difference, linking to ours when we have it. */
function Line({ line, theirs }: { line: ReconciliationLine; theirs: string }) {
  return (
    <li style={{ marginBottom: 6, overflowWrap: 'anywhere' }}>
      {line.tx_ref ? (
        <Link to={CONSOLE_ROUTES.transaction(line.tx_ref)}>{line.tx_ref}</Link>
      ) : (
        <Typography.Text code>{line.reference}</Typography.Text>
      )}
      <br />
      <Typography.Text type="secondary">
        {side('Us', line.ours, 'no transaction')}; {side(theirs, line.theirs, 'no record')}
      </Typography.Text>
    </li>
  );
}

/** The transactions behind a provider's difference, in three lists; one sentence when none. */
export function DifferenceLists({
  differences,
  theirs,
}: {
  differences: ReconciliationDifferences;
  theirs: string;
}) {
  const shown = LISTS.filter((list) => differences[list.key].length > 0);
  if (shown.length === 0)
    return (
      <Typography.Text type="success">
        Every transaction agrees with {theirs}&apos;s records.
      </Typography.Text>
    );
  return shown.map((list) => (
    <section key={list.key} aria-label={`${theirs}: ${list.title(theirs)}`}>
      <Typography.Text strong>
        {list.title(theirs)} ({differences[list.key].length})
      </Typography.Text>
      <ul style={{ margin: '4px 0 8px', paddingLeft: 20 }}>
        {differences[list.key].map((line) => (
          <Line key={line.reference} line={line} theirs={theirs} />
        ))}
      </ul>
    </section>
  ));
}
