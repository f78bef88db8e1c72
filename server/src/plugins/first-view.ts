import { SANDBOX_NOTICE, type SiteConfig } from '@contract/constants';
import { FIRST_VIEW_ELEMENT_ID, noticeKey, type FirstReads } from '@contract/first-load';
import { formatNaira } from '@contract/format';
import { escapeHtml } from '../lib/html';

/*
 * The dashboard's first view: what the customer opened the app for (the wallet balance), drawn
 * by the server into the page, so a phone shows it before the app's scripts have arrived. It
 * covers the page where the app draws, in the app's layout (top bar, the sider from 768 px, the
 * page title and the balance card), and the app removes it in the frame it draws the balance.
 * Plain markup and its own rules: nothing of the app's stylesheets has arrived yet.
 */

interface FirstViewUser {
  first_name: string;
  last_name: string;
  wallet_balance: number | string;
}

/** The customer from the page's first answers (get-user's `data`), if it is there. */
function userOf(reads: FirstReads): FirstViewUser | undefined {
  const answer = reads['get-user/'] as { data?: Partial<FirstViewUser> } | undefined;
  const user = answer?.data;
  if (!user || typeof user.first_name !== 'string' || typeof user.last_name !== 'string')
    return undefined;
  if (typeof user.wallet_balance !== 'number' && typeof user.wallet_balance !== 'string')
    return undefined;
  return user as FirstViewUser;
}

/** The dashboard notice from the page's first answers (get-notification's `data`), trimmed. */
function noticeOf(reads: FirstReads): string {
  const answer = reads['get-notification/'] as { data?: unknown } | undefined;
  return typeof answer?.data === 'string' ? answer.data.trim() : '';
}

// The app's measures (widgets/dashboard-layout, pages/dashboard, shared/ui/sandbox-banner).
const STYLE = `#${FIRST_VIEW_ELEMENT_ID}{position:fixed;inset:0;z-index:2000;overflow:hidden;background:#f5f7f9;font-size:14px;line-height:1.5714}
.fv-band{margin:0;padding:4px 12px;background:repeating-linear-gradient(-45deg,#ffd666 0 12px,#ffc53d 12px 24px);border-bottom:1px solid #d48806;color:#3d2600;font-size:13px;font-weight:600;line-height:20px;text-align:center}
.fv-layout{display:flex;min-height:100vh}
.fv-sider{display:none;flex:none;background:#fff;border-inline-end:1px solid #e5e7eb}
.fv-brand{display:flex;align-items:center;justify-content:center;height:64px;padding:0 16px;border-bottom:1px solid #e5e7eb;box-sizing:border-box}
.fv-mark{display:none;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;background:#087a45;color:#fff;font-weight:700;font-size:18px}
.fv-main{flex:auto;min-width:0}
.fv-header{display:flex;align-items:center;justify-content:flex-end;height:64px;padding:0 24px 0 12px;background:#fff;border-bottom:1px solid #e5e7eb;box-sizing:border-box}
.fv-account{display:inline-flex;align-items:center;gap:8px;min-width:0;color:#1f2933;font-weight:600}
.fv-avatar{flex:none;width:24px;height:24px;border-radius:50%;background:#087a45}
.fv-name{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.fv-content{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:20px 24px 32px}
.fv-title{margin:4px 0 20px;font-size:24px;font-weight:700;line-height:1.3;color:#1f2933}
.fv-notice{display:flex;align-items:center;margin:0 0 20px;padding:8px 12px;border:1px solid #91caff;border-radius:8px;background:#e6f4ff;color:rgba(0,0,0,.88);overflow-wrap:break-word}
.fv-notice-icon{flex:none;width:14px;height:14px;margin-inline-end:8px;border-radius:50%;background:#1677ff;color:#fff;font:700 10px/14px Georgia,serif;text-align:center}
.fv-notice-icon::before{content:'i'}
.fv-notice-text{flex:1;min-width:0}
.fv-notice-close{flex:none;width:12px;height:22px;margin-inline-start:8px}
.fv-cards{display:grid;grid-template-columns:1fr;gap:16px}
.fv-card{padding:24px;background:#fff;border:1px solid #f0f0f0;border-radius:8px}
.fv-card-title{margin:0 0 4px;font-size:14px;font-weight:600;color:rgba(0,0,0,.65)}
.fv-value{margin:0;font-size:26px;font-weight:700;line-height:1.25;color:#1f2933;overflow-wrap:anywhere}
@media (max-width:767px){.fv-header{padding:0 12px 0 4px}.fv-content{padding:16px 12px 24px}}
@media (min-width:768px){.fv-sider{display:block;width:72px}.fv-logo{display:none}.fv-mark{display:inline-flex}.fv-notice{display:flex;align-items:center;margin:0 0 20px;padding:8px 12px;border:1px solid #91caff;border-radius:8px;background:#e6f4ff;color:rgba(0,0,0,.88);overflow-wrap:break-word}
.fv-notice-icon{flex:none;width:14px;height:14px;margin-inline-end:8px;border-radius:50%;background:#1677ff;color:#fff;font:700 10px/14px Georgia,serif;text-align:center}
.fv-notice-icon::before{content:'i'}
.fv-notice-text{flex:1;min-width:0}
.fv-notice-close{flex:none;width:12px;height:22px;margin-inline-start:8px}
.fv-cards{grid-template-columns:repeat(3,1fr)}}
@media (min-width:992px){.fv-sider{width:264px}.fv-logo{display:inline}.fv-mark{display:none}}`;

/**
 * The first view of the dashboard for the customer in `reads` (with the notice unless its key is
 * `dismissedNotice`, the customer's session cookie), or undefined when the page's first
 * answers hold no customer (the app then draws everything itself).
 */
export function dashboardFirstView(
  reads: FirstReads,
  site: SiteConfig,
  dismissedNotice: string | undefined,
): string | undefined {
  const user = userOf(reads);
  if (!user) return undefined;
  // The notice sits above the balance as in the app, unless dismissed in this browser session.
  const notice = noticeOf(reads);
  const noticeBox =
    notice && dismissedNotice !== noticeKey(notice)
      ? `<div class="fv-notice"><span class="fv-notice-icon"></span>` +
        `<div class="fv-notice-text">${escapeHtml(notice)}</div><span class="fv-notice-close"></span></div>`
      : '';
  const name = escapeHtml(`${user.first_name} ${user.last_name}`.trim());
  const band = site.sandbox ? `<p class="fv-band">${escapeHtml(SANDBOX_NOTICE)}</p>` : '';
  return (
    `<div id="${FIRST_VIEW_ELEMENT_ID}" aria-busy="true"><style>${STYLE}</style>${band}` +
    `<div class="fv-layout"><div class="fv-sider"><div class="fv-brand">` +
    `<img class="fv-logo" src="/media/brand/logo.svg" alt="" width="135" height="30">` +
    `<span class="fv-mark" aria-hidden="true">${escapeHtml(site.brandName.charAt(0))}</span>` +
    `</div></div><div class="fv-main"><div class="fv-header"><span class="fv-account">` +
    `<span class="fv-avatar"></span><span class="fv-name">${name}</span></span></div>` +
    `<div class="fv-content"><h1 class="fv-title">Dashboard</h1>${noticeBox}<div class="fv-cards">` +
    `<section class="fv-card"><h2 class="fv-card-title">Wallet Balance</h2>` +
    `<p class="fv-value">${escapeHtml(formatNaira(user.wallet_balance))}</p></section>` +
    `</div></div></div></div></div>`
  );
}

/** index.html's loading spinner, which the first view takes the place of. */
const PRELOADER = /<div id="?preloader"?[^>]*><span><\/span><\/div>/;

/** The page with the first view in place of the spinner (the page as it is if it has none). */
export const withFirstView = (html: string, firstView: string): string =>
  html.replace(PRELOADER, firstView);
