import type { Transaction } from '@contract/api';
import { formatDateTime, formatNaira } from '@contract/format';
import { keptItemsOf } from '@contract/transactions';
import type { AppConfig } from '../../config';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

const STATUS_WORDS: Record<Transaction['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  failed: 'Failed',
  ignored: 'Ignored',
  reversed: 'Reversed',
  expired: 'Expired',
};

/**
 * The receipt's rows, in the order the receipt page shows them, what the customer keeps (token,
 * units, PINs, cards, vouchers, certificate, the service's own items) after Card No; empty values
 * are left out.
 */
function receiptRows(transaction: Transaction): [label: string, value: string][] {
  const rows: [string, string | null | undefined][] = [
    ['Ref', transaction.tx_ref],
    ['Description', transaction.plan ?? transaction.description],
    ['Card No', transaction.card_no],
    ...keptItemsOf(transaction).map((item): [string, string] => [
      item.label,
      item.values.join(item.values.some((value) => value.includes(',')) ? '; ' : ', '),
    ]),
    ['Phone', transaction.phone_no],
    ['Amount', formatNaira(transaction.amount)],
    ['Status', STATUS_WORDS[transaction.status]],
    ['Date', formatDateTime(transaction.created_at)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** A failed purchase was refunded in the same step; the customer is told so. */
const refundNote = (transaction: Transaction) =>
  transaction.status === 'failed'
    ? `This purchase failed; ${formatNaira(transaction.amount)} was refunded to your wallet.`
    : undefined;

/** One transaction's receipt as an e-mail, with the business name and support contact. */
export function receiptMail(
  config: Pick<AppConfig, 'brandName' | 'supportEmail' | 'supportPhone'>,
  to: string,
  transaction: Transaction,
): MailMessage {
  const brand = config.brandName;
  const rows = receiptRows(transaction);
  const note = refundNote(transaction);
  const support = `${brand} support: ${config.supportEmail}, ${config.supportPhone}`;
  const text = [
    `${brand} transaction receipt`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(note ? ['', note] : []),
    '',
    support,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:18px">${escapeHtml(brand)} transaction receipt</h1>
<table style="border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;word-break:break-all">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
${note ? `<p>${escapeHtml(note)}</p>` : ''}
<p>${escapeHtml(support)}</p>
</body></html>`;
  return { to, subject: `${brand} receipt ${transaction.tx_ref}`, text, html };
}
