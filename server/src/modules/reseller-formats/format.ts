import type { FastifyRequest } from 'fastify';
import type { NetworkStatus } from '@contract/api';
import type { ResellerFormat } from '@contract/rules/reseller-ids';
import type { Db } from '../../db/client';
import type { QuoteDeps } from '../purchases/quote';
import type { ResellerOrderDeps } from './orders';
import { testQuoteDeps } from '../test-orders';

/*
 * What a reseller format is: the routes it answers under /api and how it words an error (how it
 * words an order is its answers.ts, read by its routes and by the webhook).
 */

export interface FormatContext {
  db: Db;
  orders: ResellerOrderDeps;
  quotes: QuoteDeps;
  /** the last hour's network status, as GET /api/v1/network-status/ answers it */
  networkStatus: () => Promise<NetworkStatus>;
}

export interface FormatAnswer {
  status?: number;
  body: unknown;
}

export interface FormatRoute {
  method: 'GET' | 'POST';
  /** under /api, without a trailing slash (the router ignores one) */
  url: string;
  /** the route charges the wallet */
  charged?: boolean;
  handle(context: FormatContext, request: FastifyRequest): Promise<FormatAnswer>;
}

export interface ResellerFormatAdapter {
  format: ResellerFormat;
  routes: readonly FormatRoute[];
  errorBody(message: string, status: number): unknown;
}

/**
 * What verifies a customer for this request: the providers, or for a test key the sandbox that
 * answers its orders (a test key never reaches a provider).
 */
export const quotesFor = (context: FormatContext, request: FastifyRequest): QuoteDeps =>
  request.apiKeyTest ? testQuoteDeps(context.orders.testOrders) : context.quotes;

/** The request's JSON body or query as an object of fields (anything else: no fields). */
export const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A field sent as text or a number, as text (trimmed); anything else: empty. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A yes/no field as clients send it: true, "true", 1, "1". */
export const yes = (value: unknown): boolean =>
  value === true ||
  value === 1 ||
  (typeof value === 'string' && /^(true|1|yes)$/i.test(value.trim()));

/** An amount sent as a number or numeric text; NaN when it is neither. */
export const amountOf = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : Number.NaN;
