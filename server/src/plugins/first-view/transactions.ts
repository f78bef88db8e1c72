import type { Transaction } from '@contract/api';
import { formatDateTime, formatNaira } from '@contract/format';
import { SERVICES } from '@contract/services';
import {
  FIRST_TRANSACTIONS_PAGE,
  NO_TRANSACTIONS_YET,
  balanceAfterRefundLine,
  failureReason,
  keyDetail,
  refundLine,
  sortLabelOf,
  statusBadge,
  transactionImagePath,
  transactionTitle,
  transactionsCountLine,
  type StatusBadgeTone,
} from '@contract/transactions';
import { escapeHtml } from '../../lib/html';
import { DOWN_ICON, DOWNLOAD_ICON, SEARCH_ICON } from './icons';
import type { FirstViewPage } from './layout';

/*
 * The history's first view: its card with the search, Sort by and Export, the count, and on a
 * phone the first page's transactions as the app's cards draw them (features/transactions
 * TransactionsTable and TransactionCards), so a customer checking a purchase sees it before the
 * app's scripts have arrived. From 768 px the app draws a table, which this view does not
 * imitate: it shows the table's loading spinner there. Nothing in it can be pressed. The Sort by
 * box is as wide as the app's native select, which takes the width of its longest choice.
 */

/** antd's Badge dot colours for each tone (with our error red). */
const TONE_COLOURS: Record<StatusBadgeTone, string> = {
  success: '#52c41a',
  processing: '#1677ff',
  default: '#d9d9d9',
  error: '#c62828',
  warning: '#faad14',
};

const STYLE = `.fv-history{box-sizing:border-box;padding:24px;background:#fff;border:1px solid #f0f0f0;border-radius:8px;color:rgba(0,0,0,.88)}
.fv-toolbar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin-bottom:16px}
.fv-search{display:flex;flex:0 1 320px;min-width:0}
.fv-search-input{box-sizing:border-box;flex:auto;min-width:0;height:32px;padding:4px 11px;border:1px solid #d9d9d9;border-radius:8px 0 0 8px;color:rgba(0,0,0,.55);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fv-search-button{box-sizing:border-box;display:inline-flex;flex:none;align-items:center;justify-content:center;width:32px;height:32px;color:rgba(0,0,0,.45);margin-inline-start:-1px;border:1px solid #d9d9d9;border-radius:0 8px 8px 0}
.fv-sort{display:flex;align-items:center;gap:8px}
.fv-select{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:space-between;gap:8px;min-width:166px;min-height:40px;padding:0 8px;border:1px solid #d9d9d9;border-radius:6px;background:#fff}
.fv-select .fv-icon{font-size:10px}
.fv-count{color:rgba(0,0,0,.55)}
.fv-export{box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;height:32px;padding:0 15px;border:1px solid #d9d9d9;border-radius:8px}
.fv-list{display:grid;gap:12px;margin:0;padding:0;list-style:none}
.fv-tx{display:flex;gap:12px;padding:12px;border:1px solid #e5e7eb;border-radius:8px;background:#fff}
.fv-tx-logo{flex:none;border-radius:50%;object-fit:contain}
.fv-tx-body{flex:1;min-width:0;display:grid;gap:4px}
.fv-tx-top{display:flex;justify-content:space-between;align-items:baseline;gap:8px}
.fv-tx-title{font-weight:600;overflow-wrap:anywhere}
.fv-tx-amount{flex:none;font-weight:600;white-space:nowrap}
.fv-tx-meta{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;color:rgba(0,0,0,.65);font-size:13px}
.fv-badge{display:inline-flex;align-items:center;color:rgba(0,0,0,.88);font-size:14px}
.fv-dot{width:6px;height:6px;margin-inline-end:8px;border-radius:50%}
.fv-tx-reason,.fv-tx-refund{margin:0;font-size:13px;overflow-wrap:anywhere}
.fv-tx-reason{color:rgba(0,0,0,.75)}
.fv-tx-refund{color:#135200;font-weight:600}
.fv-tx-detail{font-size:13px;color:rgba(0,0,0,.75)}
.fv-tx-value{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.fv-tx-links{display:flex;flex-wrap:wrap;gap:0 24px}
.fv-tx-link{display:inline-flex;align-items:center;min-height:44px;color:#087a45;font-weight:600}
.fv-empty{margin:0;padding:24px 0;color:rgba(0,0,0,.55);text-align:center}
.fv-spinner{display:none;height:120px;background:radial-gradient(circle,#087a45 0 4px,transparent 5px) center/24px 24px no-repeat}
.fv-on-phone{display:flex}
@media (max-width:767px){.fv-count{order:1;flex-basis:100%;min-height:22px}}
@media (min-width:768px){.fv-on-phone,.fv-list,.fv-empty{display:none}.fv-spinner{display:block}}`;

/** The first page of the history as get-transactions answers it: its rows and their count. */
export interface FirstTransactionsPage {
  rows: readonly Transaction[];
  count: number;
}

const statusOf = (tx: Transaction) => {
  const { tone, label } = statusBadge(tx.status);
  return (
    `<span class="fv-badge"><span class="fv-dot" style="background:${TONE_COLOURS[tone]}"></span>` +
    `${escapeHtml(label)}</span>`
  );
};

/** A transaction's card, as the app's list draws it on a phone. */
function cardOf(tx: Transaction): string {
  const image = transactionImagePath(tx);
  const reason = failureReason(tx);
  const detail = keyDetail(tx);
  const buyAgain = SERVICES.some(
    (service) => service.sale === 'purchase' && service.key === tx.buy_again?.service,
  );
  return (
    `<li class="fv-tx">` +
    (image
      ? `<img class="fv-tx-logo" src="${escapeHtml(image)}" alt="" width="40" height="40">`
      : '') +
    `<div class="fv-tx-body"><div class="fv-tx-top">` +
    `<span class="fv-tx-title">${escapeHtml(transactionTitle(tx))}</span>` +
    `<span class="fv-tx-amount">${escapeHtml(formatNaira(tx.amount))}</span></div>` +
    `<div class="fv-tx-meta">${statusOf(tx)}<span>${escapeHtml(formatDateTime(tx.created_at))}</span></div>` +
    (reason ? `<p class="fv-tx-reason">${escapeHtml(reason)}</p>` : '') +
    (tx.refund
      ? `<p class="fv-tx-refund">${escapeHtml(`${refundLine(tx.refund)}. ${balanceAfterRefundLine(tx.refund)}`)}</p>`
      : '') +
    (detail
      ? `<div class="fv-tx-detail">${escapeHtml(detail.label)}: <span class="fv-tx-value">${escapeHtml(detail.value)}</span></div>`
      : '') +
    `<div class="fv-tx-links"><span class="fv-tx-link">View receipt</span>` +
    (buyAgain ? `<span class="fv-tx-link">Buy again</span>` : '') +
    `</div></div></li>`
  );
}

/** The history's page with its first page of transactions, `history`. */
export function transactionsPage(history: FirstTransactionsPage): FirstViewPage {
  const count = transactionsCountLine(history.count.toLocaleString('en-NG'));
  const list = history.rows.length
    ? `<ul class="fv-list">${history.rows.map(cardOf).join('')}</ul>`
    : `<p class="fv-empty">${NO_TRANSACTIONS_YET}</p>`;
  return {
    title: 'Transactions',
    style: STYLE,
    body:
      `<div class="fv-history"><div class="fv-toolbar">` +
      `<span class="fv-search"><span class="fv-search-input">Search ref, plan, phone, token...</span>` +
      `<span class="fv-search-button">${SEARCH_ICON}</span></span>` +
      `<span class="fv-sort fv-on-phone">Sort by<span class="fv-select">` +
      `${escapeHtml(sortLabelOf(FIRST_TRANSACTIONS_PAGE.ordering))}${DOWN_ICON}</span></span>` +
      `<span class="fv-count">${escapeHtml(count)}</span>` +
      `<span class="fv-export">${DOWNLOAD_ICON}Export</span></div>` +
      `${list}<div class="fv-spinner"></div></div>`,
  };
}
