import {
  baseApi,
  TAGS,
  type ApiSuccess,
  type TransferBonusRequest,
  type TransferBonusResponse,
  type UpgradeUserRequest,
  type UpgradeUserResponse,
} from '@/shared/api';

/**
 * The wallet calls of SPEC 7. Each answers with the whole envelope so screens show `message`; a
 * success refetches the user (balances and level everywhere) and the transaction list.
 */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    transferBonus: build.mutation<ApiSuccess<TransferBonusResponse>, TransferBonusRequest>({
      query: (body) => ({ url: 'transfer-bonus/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.user, TAGS.transactions] : []),
    }),
    // A new level has its own prices: every package list and the price list read again.
    upgradeLevel: build.mutation<ApiSuccess<UpgradeUserResponse>, UpgradeUserRequest>({
      query: (body) => ({ url: 'upgrade-user/', method: 'PUT', body }),
      invalidatesTags: (result) =>
        result ? [TAGS.user, TAGS.transactions, TAGS.packages, TAGS.prices] : [],
    }),
  }),
});

export const { useTransferBonusMutation, useUpgradeLevelMutation } = walletApi;
