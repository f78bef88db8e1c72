/*
 * The payments simulators' server-rendered pages (Monnify's and Paystack's): plain HTML with forms that POST, inline styles only and no
 * script, so they satisfy the app's Content-Security-Policy.
 */

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const formatNaira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Which provider's simulator a page belongs to (the Paystack simulator shares these pages). */
export type SimulatorBrand = 'Monnify' | 'Paystack';

const page = (title: string, body: string, brand: SimulatorBrand = 'Monnify') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; background: #f4f6fa; margin: 0; padding: 24px;">
<main style="max-width: 560px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.1);">
<p style="margin: 0 0 16px; color: #b45309; font-size: 13px;">${brand} simulator: sandbox only, no real money moves.</p>
${body}
</main>
</body>
</html>`;

const button = (color: string) =>
  `style="padding: 10px 20px; border: 0; border-radius: 6px; color: #fff; background: ${color}; font-size: 16px; cursor: pointer;"`;

export interface CheckoutView {
  merchantName: string;
  amountKobo: number;
  description: string;
  customerEmail: string;
  status: string;
  action: string;
  brand?: SimulatorBrand;
  /** also offer "Decline card" (a failed payment) */
  declinable?: boolean;
}

export function checkoutPage(view: CheckoutView): string {
  const open = view.status === 'PENDING';
  const decline = view.declinable
    ? `\n<button type="submit" name="action" value="decline" ${button('#6b7280')}>Decline card</button>`
    : '';
  return page(
    `Pay ${formatNaira(view.amountKobo)} to ${view.merchantName}`,
    `<h1 style="margin: 0 0 8px; font-size: 20px;">${escapeHtml(view.merchantName)}</h1>
<p style="margin: 0 0 4px; color: #555;">${escapeHtml(view.description)}</p>
<p style="margin: 0 0 16px; color: #555; overflow-wrap: anywhere;">${escapeHtml(view.customerEmail)}</p>
<p style="margin: 0 0 24px; font-size: 28px; font-weight: 600;" data-testid="amount">${formatNaira(view.amountKobo)}</p>
${
  open
    ? `<form method="post" action="${escapeHtml(view.action)}" style="display: flex; flex-wrap: wrap; gap: 12px;">
<button type="submit" name="action" value="pay" ${button('#0a7c3e')}>Pay</button>
<button type="submit" name="action" value="cancel" ${button('#a61b1b')}>Cancel</button>${decline}
</form>`
    : `<p>This payment is ${escapeHtml(view.status.toLowerCase())}.</p>`
}`,
    view.brand,
  );
}

export interface TransferAccountView {
  accountNumber: string;
  bankName: string;
  accountName: string;
  accountReference: string;
}

export function bankTransferPage(
  accounts: TransferAccountView[],
  action: string,
  notice: string | undefined,
  brand?: SimulatorBrand,
): string {
  const rows = accounts
    .map(
      (account) =>
        `<tr><td>${escapeHtml(account.bankName)}</td><td>${escapeHtml(account.accountNumber)}</td><td>${escapeHtml(account.accountName)}</td></tr>`,
    )
    .join('\n');
  const options = accounts
    .map(
      (account) =>
        `<option value="${escapeHtml(account.accountNumber)}">${escapeHtml(account.accountNumber)} · ${escapeHtml(account.bankName)} · ${escapeHtml(account.accountName)}</option>`,
    )
    .join('\n');
  return page(
    'Send a bank transfer',
    `<h1 style="margin: 0 0 16px; font-size: 20px;">Send a bank transfer to a reserved account</h1>
${notice ? `<p role="status" style="padding: 8px 12px; background: #e7f6ec; border-radius: 6px;">${escapeHtml(notice)}</p>` : ''}
<table style="width: 100%; border-collapse: collapse; margin-bottom: 24px;" cellpadding="4">
<thead><tr style="text-align: left;"><th>Bank</th><th>Account number</th><th>Account name</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="3">No reserved accounts yet.</td></tr>'}
</tbody>
</table>
<form method="post" action="${escapeHtml(action)}" style="display: grid; gap: 12px;">
<label>Account <select name="account_number" required style="width: 100%; padding: 8px;">${options}</select></label>
<label>Amount (₦) <input name="amount" type="number" min="0.01" step="0.01" required style="width: 100%; padding: 8px;"></label>
<button type="submit" ${button('#1d4ed8')}>Send transfer</button>
</form>`,
    brand,
  );
}

export const messagePage = (title: string, message: string, brand?: SimulatorBrand) =>
  page(
    title,
    `<h1 style="font-size: 20px;">${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    brand,
  );
