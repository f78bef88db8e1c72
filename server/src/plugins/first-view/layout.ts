import { SANDBOX_NOTICE, type SiteConfig } from '@contract/constants';
import { FIRST_VIEW_ELEMENT_ID } from '@contract/first-load';
import { escapeHtml } from '../../lib/html';
import { DOWNLOAD_ICON, LOGOUT_ICON, MENU_TOGGLE_ICONS, USER_ICON } from './icons';
import type { FirstViewUser } from './reads';

/*
 * The signed-in layout every first view is drawn in: the sandbox band, the sider from 768 px, the
 * top bar (the menu toggle, Get the app, the customer's name and Logout), the page's breadcrumb
 * and title, and the page's own body. Plain markup and its own rules (nothing of the app's stylesheets has arrived yet), at the app's
 * measures (widgets/dashboard-layout, shared/ui/sandbox-banner), so nothing moves when the app
 * draws the same in its place. It is a picture of the page, hidden from assistive technology
 * (the app's page, drawn under it, is the one read out) and removed when the app has drawn.
 */

const LAYOUT_STYLE = `#${FIRST_VIEW_ELEMENT_ID}{position:fixed;inset:0;z-index:2000;overflow:hidden;background:#f5f7f9;font-size:14px;line-height:1.5714}
.fv-band{margin:0;padding:4px 12px;background:repeating-linear-gradient(-45deg,#ffd666 0 12px,#ffc53d 12px 24px);border-bottom:1px solid #d48806;color:#3d2600;font-size:13px;font-weight:600;line-height:20px;text-align:center}
.fv-layout{display:flex;min-height:100vh}
.fv-sider{display:none;box-sizing:border-box;flex:none;background:#fff;border-inline-end:1px solid #e5e7eb}
.fv-brand{display:flex;align-items:center;justify-content:center;height:64px;padding:0 16px;border-bottom:1px solid #e5e7eb;box-sizing:border-box}
.fv-mark{display:none;align-items:center;justify-content:center;width:36px;height:36px;border-radius:10px;background:#087a45;color:#fff;font-weight:700;font-size:18px}
.fv-main{flex:auto;min-width:0}
.fv-header{display:flex;align-items:center;justify-content:space-between;gap:8px;height:64px;padding:0 24px 0 12px;background:#fff;border-bottom:1px solid #e5e7eb;box-sizing:border-box;line-height:normal}
.fv-icon{display:inline-block;vertical-align:-.125em}
.fv-toggle{display:inline-flex;flex:none;align-items:center;justify-content:center;width:32px;height:32px;color:rgba(0,0,0,.88);font-size:18px}
.fv-fold{display:none}
.fv-actions{display:flex;align-items:center;justify-content:flex-end;gap:12px;min-width:0}
.fv-app-button{box-sizing:border-box;display:inline-flex;flex:none;align-items:center;gap:6px;min-height:32px;padding:4px 12px;border:1px solid #087a45;border-radius:8px;background:#fff;color:#087a45;font-weight:600;white-space:nowrap}
.fv-account{display:inline-flex;align-items:center;gap:8px;min-width:0;color:#1f2933;font-weight:600}
.fv-avatar{display:inline-flex;flex:none;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;background:#087a45;color:#fff;font-size:14px}
.fv-name{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.fv-logout{box-sizing:border-box;display:inline-flex;flex:none;align-items:center;justify-content:center;gap:8px;height:32px;padding:0 15px;border:1px solid #c62828;border-radius:8px;background:#fff;color:#c62828;line-height:1.5714;white-space:nowrap}
.fv-content{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:20px 24px 32px}
.fv-heading{margin-bottom:20px}
.fv-crumbs{display:flex;flex-wrap:wrap;margin:0;padding:0;list-style:none;color:rgba(0,0,0,.6)}
.fv-crumbs li:last-child{color:rgba(0,0,0,.88)}
.fv-crumb-separator{margin-inline:8px}
.fv-title{margin:4px 0 0;font-size:24px;font-weight:700;line-height:1.3;color:#1f2933}
@media (max-width:767px){.fv-header{padding:0 12px 0 4px}.fv-actions{gap:8px}.fv-app-button{padding:4px 8px}.fv-on-wide{display:none}.fv-content{padding:16px 12px 24px}}
@media (min-width:768px){.fv-sider{display:block;width:72px}.fv-logo{display:none}.fv-mark{display:inline-flex}}
@media (min-width:992px){.fv-sider{width:264px}.fv-logo{display:inline}.fv-mark{display:none}.fv-unfold{display:none}.fv-fold{display:inline-block}}`;

export interface FirstViewPage {
  /** the page's title (its h1), under a breadcrumb back to the dashboard unless `home` */
  title: string;
  home?: boolean;
  /** the page's own markup under its title */
  body: string;
  /** the rules of the page's own markup */
  style: string;
}

/** A page's first view in the signed-in layout, for the customer `user`. */
export function inSignedInLayout(site: SiteConfig, user: FirstViewUser, page: FirstViewPage) {
  const name = escapeHtml(`${user.first_name} ${user.last_name}`.trim());
  const title = escapeHtml(page.title);
  const band = site.sandbox ? `<p class="fv-band">${escapeHtml(SANDBOX_NOTICE)}</p>` : '';
  const breadcrumb = page.home
    ? ''
    : `<ol class="fv-crumbs"><li>Dashboard</li><li class="fv-crumb-separator">/</li>` +
      `<li>${title}</li></ol>`;
  return (
    `<div id="${FIRST_VIEW_ELEMENT_ID}" aria-busy="true" aria-hidden="true">` +
    `<style>${LAYOUT_STYLE}\n${page.style}</style>${band}` +
    `<div class="fv-layout"><div class="fv-sider"><div class="fv-brand">` +
    `<img class="fv-logo" src="/media/brand/logo.svg" alt="" width="135" height="30">` +
    `<span class="fv-mark">${escapeHtml(site.brandName.charAt(0))}</span>` +
    `</div></div><div class="fv-main"><div class="fv-header">` +
    `<span class="fv-toggle">${MENU_TOGGLE_ICONS}</span><span class="fv-actions">` +
    `<span class="fv-app-button">${DOWNLOAD_ICON}<span class="fv-on-wide">Get the app</span></span>` +
    `<span class="fv-account"><span class="fv-avatar">${USER_ICON}</span>` +
    `<span class="fv-name">${name}</span></span>` +
    `<span class="fv-logout">${LOGOUT_ICON}<span class="fv-on-wide">Logout</span></span>` +
    `</span></div>` +
    `<div class="fv-content"><div class="fv-heading">${breadcrumb}<h1 class="fv-title">${title}</h1></div>` +
    `${page.body}</div></div></div></div>`
  );
}
