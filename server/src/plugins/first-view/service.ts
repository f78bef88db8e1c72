import type { Package } from '@contract/api';
import { formatNaira } from '@contract/format';
import type { Service } from '@contract/services';
import { packageChoiceOf } from '@contract/services/package-choice';
import { escapeHtml } from '../../lib/html';
import type { FirstViewPage } from './layout';
import type { FirstViewUser } from './reads';

/*
 * A service page's first view: the purchase card as the app draws it (widgets/purchase-screen,
 * entities/package PackageChoice), with the wallet balance line and the service's package choice
 * (its label, then each tile's logo and name), so the networks are on screen before the app's
 * scripts have arrived. Nothing in it can be chosen: the app's tiles replace it.
 */

const STYLE = `.fv-purchase{box-sizing:border-box;max-width:720px;padding:24px;background:#fff;border:1px solid #f0f0f0;border-radius:8px}
.fv-balance-line{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px;margin-bottom:16px;color:rgba(0,0,0,.88)}
.fv-balance-line strong{font-weight:600}
.fv-fund{color:#087a45}
.fv-choice-label{display:block;margin-bottom:8px;font-weight:500;color:rgba(0,0,0,.88)}
.fv-choices{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:8px;width:100%}
.fv-choice{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;min-height:88px;padding:8px;border:2px solid #d9d9d9;border-radius:8px;background:#fff;text-align:center}
.fv-choice img{object-fit:contain}
.fv-choice-title{font-size:13px;line-height:1.2;word-break:break-word}`;

/**
 * The page of `service` for the customer `user`, with the tiles of `packages` (its category's
 * packages), or undefined when the page does not open with a package choice or has none to show.
 */
export function servicePage(
  service: Service,
  user: FirstViewUser,
  packages: readonly Package[],
): FirstViewPage | undefined {
  const choice = packageChoiceOf(service.key);
  const tiles = choice?.tiles(packages) ?? [];
  if (!choice || tiles.length === 0) return undefined;
  const tileMarkup = tiles
    .map(
      (tile) =>
        `<span class="fv-choice"><img src="${escapeHtml(tile.image)}" alt="" width="40" height="40">` +
        `<span class="fv-choice-title">${escapeHtml(tile.title)}</span></span>`,
    )
    .join('');
  return {
    title: service.pageTitle,
    style: STYLE,
    body:
      `<div class="fv-purchase"><div class="fv-balance-line"><span>Wallet balance: ` +
      `<strong>${escapeHtml(formatNaira(user.wallet_balance))}</strong></span>` +
      `<span class="fv-fund">Fund wallet</span></div>` +
      `<span class="fv-choice-label">${escapeHtml(choice.label)}</span>` +
      `<div class="fv-choices">${tileMarkup}</div></div>`,
  };
}
