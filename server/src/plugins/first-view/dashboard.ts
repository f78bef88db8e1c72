import type { FirstReads } from '@contract/first-load';
import { noticeKey } from '@contract/first-load/notice';
import { formatNaira } from '@contract/format';
import { escapeHtml } from '../../lib/html';
import type { FirstViewPage } from './layout';
import { noticeOf, type FirstViewUser } from './reads';

/*
 * The dashboard's first view: what the customer opened the app for, the wallet balance (as the
 * app formats it), under the notice, at the measures of pages/dashboard and shared/ui/notice.
 */

const STYLE = `.fv-notice{display:flex;align-items:center;margin:0 0 20px;padding:8px 12px;border:1px solid #91caff;border-radius:8px;background:#e6f4ff;color:rgba(0,0,0,.88);overflow-wrap:break-word}
.fv-notice-icon{flex:none;width:14px;height:14px;margin-inline-end:8px;border-radius:50%;background:#1677ff;color:#fff;font:700 10px/14px Georgia,serif;text-align:center}
.fv-notice-icon::before{content:'i'}
.fv-notice-text{flex:1;min-width:0}
.fv-notice-close{flex:none;width:12px;height:22px;margin-inline-start:8px}
.fv-cards{display:grid;grid-template-columns:1fr;gap:16px}
.fv-card{padding:24px;background:#fff;border:1px solid #f0f0f0;border-radius:8px}
.fv-card-title{margin:0 0 4px;font-size:14px;font-weight:600;color:rgba(0,0,0,.65)}
.fv-value{margin:0;font-size:26px;font-weight:700;line-height:1.25;color:#1f2933;overflow-wrap:anywhere}
@media (min-width:768px){.fv-cards{grid-template-columns:repeat(3,1fr)}}`;

/**
 * The dashboard's page for the customer `user`: the notice (unless its key is `dismissedNotice`,
 * the customer's session cookie, as the app leaves a dismissed notice out) above the balance.
 */
export function dashboardPage(
  reads: FirstReads,
  user: FirstViewUser,
  dismissedNotice: string | undefined,
): FirstViewPage {
  const notice = noticeOf(reads);
  const noticeBox =
    notice && dismissedNotice !== noticeKey(notice)
      ? `<div class="fv-notice"><span class="fv-notice-icon"></span>` +
        `<div class="fv-notice-text">${escapeHtml(notice)}</div><span class="fv-notice-close"></span></div>`
      : '';
  return {
    title: 'Dashboard',
    home: true,
    style: STYLE,
    body:
      `${noticeBox}<div class="fv-cards"><section class="fv-card"><h2 class="fv-card-title">Wallet Balance</h2>` +
      `<p class="fv-value">${escapeHtml(formatNaira(user.wallet_balance))}</p></section></div>`,
  };
}
