/*
 * What a row of the shared purchase-flow suite (src/pages/service/ui/purchase-flow-cases.tsx) says
 * about its service's form, and the helpers rows share. Each service's row sits in its feature
 * folder (src/features/<service>/ui/purchase-flow.row.tsx). Test support only.
 */
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Package, Transaction, VerificationContent } from '@contract/api';
import { enterText } from './antd';
import { apiUrl, mswServer } from './msw-server';

export interface PurchaseFlowRow {
  Form: ComponentType;
  /** what get-package/<the service's category>/ answers */
  packages: Package[];
  /** the endpoint the form posts its purchase to */
  path: string;
  /** the form's submit button */
  submit: string;
  /** the transaction a purchase answer carries, where the service's result needs more */
  transaction?: Partial<Transaction>;
  /** answers the form's other reads (a verification) */
  serve?: () => void;
  /** fills the form validly, ready for its submit button */
  fill: (user: UserEvent) => Promise<void>;
  /** the purchase request that filling sends, without the PIN */
  request: Record<string, unknown>;
  /** what the confirmation says about this purchase */
  confirmText: string;
  /** a field that keeps its value under a pending answer and after No */
  kept: { label: string; value: string };
  /** a field edited to change the request, and what the changed request then carries */
  change: { label: string; value: string; request: Record<string, unknown> };
}

export const PHONE = '08031234567';
export const OTHER_PHONE = '08051234567';

export const phoneChange = (request: Record<string, unknown> = { phone_number: OTHER_PHONE }) => ({
  label: 'Phone Number',
  value: OTHER_PHONE,
  request,
});

/** verify-<what>/ answers `content` for any number. */
export const serveVerification = (path: string, content: VerificationContent) => () =>
  mswServer.use(http.get(apiUrl(path), () => HttpResponse.json({ data: { content } })));

export const typePhone = (user: UserEvent) =>
  enterText(user, screen.getByLabelText('Phone Number'), PHONE);
