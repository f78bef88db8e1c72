import { SERVICES } from '@contract/services';
import { FORMAT_PAGES, formatPageUrls } from './format-docs';

/** Every category id with its service, e.g. '1 Airtime, 2 Data, ...', from the service registry. */
const CATEGORY_LIST = [...SERVICES]
  .sort((a, b) => a.categoryId - b.categoryId)
  .map((service) => `${service.categoryId} ${service.label}`)
  .join(', ');

/** "[MSORG (Husmodata style)](/api/docs/msorg) or [ADEX ...](/api/docs/adex)": each format's page. */
const FORMAT_LINKS = FORMAT_PAGES.map(
  ({ format, name }) => `[${name}](${formatPageUrls(format).page})`,
).join(' or ');

/** The introduction at the top of /api/docs: from a new key to a verified webhook. */
export const GETTING_STARTED = (brand: string) => `
Buy airtime, data, cable TV, electricity and exam PINs for your own customers from your own server.
Amounts are in naira. Every error has one shape:
\`{ "message": "...", "errors": [{ "detail": "...", "field": "..." }], "data": { "<field>": "<message>" } }\`.

## Getting started

### 1. Create an API key
Sign in to ${brand}, open **Profile → API keys**, name the key (for example the server that will use
it) and, if your server has fixed addresses, list them in the IP allow-list: a key used from any
other address is answered **403**. Copy the key when it is shown: it is shown once. Send it in the
\`X-API-Key\` header. Revoke a key in the same place; the next request made with it is refused.

A key works on the purchase, verification, package, balance (\`getUser\`) and transaction
endpoints, the ones marked with *apiKey* below. It never works on password, profile or key
management endpoints (they answer 403 to a key). Each key may make a limited number of requests a
minute; beyond that the answer is **429** with \`Retry-After\` in seconds. All purchases in progress
of one account, by key or by session, share one cap (429 with \`Retry-After: 1\`).

### 2. Your first call
\`\`\`sh
curl -s https://YOUR-HOST/api/v1/get-package/1/ -H "X-API-Key: $NAIRATOP_KEY"
curl -s https://YOUR-HOST/api/v1/purchase-airtime/ \\
  -H "X-API-Key: $NAIRATOP_KEY" -H "Content-Type: application/json" \\
  -H "Idempotency-Key: order-10045" \\
  -d '{"package_id": 1, "phone_number": "08011111111", "amount": 100}'
\`\`\`
\`get-package/1/\` lists the airtime networks with their \`id\` (the \`package_id\`); categories are
${CATEGORY_LIST}.

### 3. Sandbox numbers
While the sandbox banner shows, no real money moves and these numbers decide the outcome:

| Number | Outcome |
| --- | --- |
| phone \`08011111111\` | delivered at once (200, confirmed) |
| phone \`201000000000\` | pending (201), delivered about 20 s later |
| phone \`300000000000\`, \`400000000000\`, \`500000000000\` | no clear answer (timeout, none, nonsense): pending (201), then confirmed by a requery |
| any other phone | failed and refunded (400) |
| meter \`1111111111111\` (prepaid), \`1010101010101\` (postpaid) | verifies |
| smart card \`1212121212\`, JAMB profile \`0123456789\` | verifies |
| SMS sender \`FAILSMS\` / \`UNSURESMS\` | refused and refunded / pending |

Fund a sandbox wallet for free from the dashboard's Fund Wallet page.

### 4. Idempotency keys
Send an \`Idempotency-Key\` header (8-100 letters, digits, \`-\` or \`_\`) with every purchase, for
example your order number. Repeating a request with the same key answers the first outcome and
never charges twice, so retry a timed-out request with the same key. The same key with a different
purchase answers 422. A second purchase of the same service for the same number within 30 seconds
answers 409 (the providers' duplicate rule), whatever its amount or key, unless the first one
failed; a retry with the first one's key is not a second purchase.

### 5. Statuses
| Status | HTTP | Meaning |
| --- | --- | --- |
| \`confirmed\` | 200 | delivered; tokens, PINs and cards are in the answer and on the transaction |
| \`pending\` | 201 | charged, outcome not final yet; it settles by itself, a failure is refunded |
| \`failed\` | 400 / 503 | not delivered; anything charged is already refunded |
| \`reversed\` | - | was pending or confirmed, then reversed by the provider; refunded once |
| \`ignored\` | - | recorded, no money moved (for example a rejected airtime-to-cash request) |

Read one transaction with \`getTransaction\`, or wait for the webhook.

### 6. Webhooks and their signature
Set your webhook URL in Profile. When a transaction reaches a final status we POST
\`{ "id", "event": "transaction.confirmed|failed|reversed|ignored", "created_at", "data" }\` with
\`X-NairaTop-Signature: sha256=<hex HMAC-SHA256 of the raw body with your signing secret>\`,
\`X-NairaTop-Event\`, \`X-NairaTop-Delivery\` (the same on retries: drop duplicates by it) and
\`X-NairaTop-Attempt\`. Answer any 2xx; anything else is retried with backoff. Check the signature
over the raw body before parsing it, in constant time:

\`\`\`js
const { createHmac, timingSafeEqual } = require('node:crypto');
function signedByNairaTop(rawBody, header, secret) {
  const expected = 'sha256=' + createHmac('sha256', secret).update(rawBody).digest('hex');
  return header.length === expected.length && timingSafeEqual(Buffer.from(header), Buffer.from(expected));
}
\`\`\`

### 7. A typed client
This document is served at \`/api/docs/json\`. Generate types and call the API with
[openapi-typescript](https://openapi-ts.dev) and openapi-fetch:
\`\`\`sh
npx openapi-typescript https://YOUR-HOST/api/docs/json -o nairatop.d.ts
\`\`\`
\`\`\`ts
import createClient from 'openapi-fetch';
import type { paths } from './nairatop';
const api = createClient<paths>({ baseUrl: 'https://YOUR-HOST', headers: { 'X-API-Key': key } });
const { data, error } = await api.POST('/api/v1/purchase-airtime/', {
  params: { header: { 'idempotency-key': 'order-10045' } },
  body: { package_id: 1, phone_number: '08011111111', amount: 100 },
});
\`\`\`

### 8. Code written for another host's API
If your code was written for ${FORMAT_LINKS} hosts, it runs here as it is: make a key with that
format (**Profile → API keys**), then change your code's base URL to \`https://YOUR-HOST/api\` and
its token to the key (\`Authorization: Token <key>\`). Each format's page (also in the selector at
the top of this page) has the migration guide with the plan ids, every route with its answer, the
id tables and the errors. Never refund on processing: the final state arrives by webhook and from
the order query.
`;
