import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import { formatNaira } from '@contract/format';
import type { Network } from '@contract/rules/network';
import { useGetPackagesQuery } from '@/entities/package';
import { errorDetails, errorMessage, newIdempotencyKey } from '@/shared/api';
import { CATEGORY_IDS } from '@contract/constants';
import { useChargeConfirm } from '@/shared/ui/confirm';
import { useCreateBulkPurchaseMutation } from '../api/bulkPurchaseApi';
import { parseSheet, type ParsedSheet } from '../model/parse';
import { buildPreview, leftOutReason, toRowInput } from '../model/preview';
import { BatchResults } from './BatchResults';
import { PastBatches } from './PastBatches';
import { PlanCodes } from './PlanCodes';
import { PreviewTable } from './PreviewTable';
import { SheetInput } from './SheetInput';
import styles from './bulk-purchase.module.css';

const rowsWord = (n: number) => `${n.toLocaleString('en-NG')} ${n === 1 ? 'number' : 'numbers'}`;

/**
 * Bulk top-up: a spreadsheet in, a preview of every line (network from the prefix, changeable for
 * a ported number; the charge; each line's problems), one confirmation with the transaction PIN
 * for the lines without a problem, then each line's result as it is bought.
 */
export function BulkTopUp() {
  const airtime = useGetPackagesQuery(CATEGORY_IDS.airtime);
  const data = useGetPackagesQuery(CATEGORY_IDS.data);
  const [sheet, setSheet] = useState<ParsedSheet>();
  const [chosen, setChosen] = useState<Record<number, Network>>({});
  const [batchId, setBatchId] = useState<number>();
  const [problems, setProblems] = useState<string[]>([]);
  const [send, { isLoading: sending }] = useCreateBulkPurchaseMutation();
  const confirm = useChargeConfirm();
  // One key per intended batch: sending the same lines again (no answer came) buys nothing twice.
  const attempt = useRef<{ body: string; key: string }>(undefined);

  const preview = useMemo(
    () =>
      sheet && !sheet.error
        ? buildPreview(sheet.rows, { airtime: airtime.data ?? [], data: data.data ?? [] }, chosen)
        : undefined,
    [sheet, airtime.data, data.data, chosen],
  );

  const startOver = () => {
    setSheet(undefined);
    setChosen({});
    setBatchId(undefined);
    setProblems([]);
    attempt.current = undefined;
  };

  if (batchId !== undefined) return <BatchResults id={batchId} onNew={startOver} />;

  const ready = preview ? preview.rows.length - preview.invalid : 0;
  const leftOut = preview ? preview.rows.filter((row) => row.charge === undefined) : [];

  const buy = async () => {
    if (!sheet || sheet.error || !preview || !ready) return;
    setProblems([]);
    const rows = sheet.rows
      .filter((_, index) => preview.rows[index]?.charge !== undefined)
      .map((row) => ({ ...toRowInput(row, chosen[row.row]), line: row.row }));
    // kept with the batch so its results list every line of the sheet, with why one was left out
    const left_out = leftOut.map((row) => ({
      line: row.row,
      phone: row.phone.slice(0, 40),
      reason: leftOutReason(row),
    }));
    const approval = await confirm({
      content: (
        <div>
          <p>{`Top up ${rowsWord(rows.length)} for ${formatNaira(preview.total)}.`}</p>
          {leftOut.length > 0 && (
            <p>{`Left out, with problems: row ${leftOut.map((row) => row.row).join(', ')}.`}</p>
          )}
          <p>Each number is bought on its own; a failed one is refunded.</p>
        </div>
      ),
    });
    if (!approval) return;
    const body = JSON.stringify([rows, left_out]);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    const answer = await send({
      request: left_out.length ? { rows, left_out } : { rows },
      idempotencyKey: attempt.current.key,
      pin: approval.pin,
    });
    if (answer.data) setBatchId(answer.data.id);
    else
      setProblems(
        errorDetails(answer.error).length
          ? errorDetails(answer.error)
          : [errorMessage(answer.error)],
      );
  };

  return (
    <div>
      {!sheet || sheet.error ? (
        <>
          <SheetInput
            onText={(text) => {
              setChosen({});
              setSheet(parseSheet(text));
            }}
          />
          {sheet?.error && (
            <Alert className={styles.notes} type="error" showIcon title={sheet.error} />
          )}
          <PlanCodes packages={data.data ?? []} />
          <PastBatches onOpen={setBatchId} />
        </>
      ) : (
        preview && (
          <>
            <div className={styles.summary}>
              <span role="status">
                {`${rowsWord(preview.rows.length)}: ${ready} ready`}
                {preview.invalid > 0 && `, ${preview.invalid} with problems (left out)`}
              </span>
              <span className={styles.total}>{`Total: ${formatNaira(preview.total)}`}</span>
            </div>
            {preview.error && <Alert type="error" showIcon title={preview.error} />}
            <PreviewTable
              rows={preview.rows}
              onNetwork={(row, network) => setChosen((before) => ({ ...before, [row]: network }))}
            />
            {problems.length > 0 && (
              <Alert
                className={styles.notes}
                type="error"
                showIcon
                title="The batch was not accepted"
                description={problems.map((problem) => (
                  <div key={problem}>{problem}</div>
                ))}
              />
            )}
            <Typography.Paragraph type="secondary" className={styles.notes}>
              Numbers beyond your wallet balance fail without being charged.
            </Typography.Paragraph>
            <div className={styles.actions}>
              <Button
                type="primary"
                loading={sending}
                disabled={!ready || !!preview.error}
                onClick={() => void buy()}
              >
                {`Buy for ${formatNaira(preview.total)}`}
              </Button>
              <Button onClick={startOver}>Choose another file</Button>
            </div>
          </>
        )
      )}
    </div>
  );
}
