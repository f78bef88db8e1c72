import type {
  ApiSuccess,
  LevelPrice,
  TransferBonusRequest,
  TransferBonusResponse,
  UpgradeUserRequest,
  UpgradeUserResponse,
  WithTransactionPin,
} from '@contract/api';
import { baseApi, TAGS } from '@/shared/api';

/**
 * The wallet calls. Each answers with the whole envelope so screens show `message`; a success
 * refetches the user (balances and level everywhere) and the transaction list.
 */
export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    transferBonus: build.mutation<
      ApiSuccess<TransferBonusResponse>,
      WithTransactionPin<TransferBonusRequest>
    >({
      query: (body) => ({ url: 'transfer-bonus/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [TAGS.user, TAGS.transactions] : []),
    }),
    // The operator sets level prices; they are read with the other prices.
    getLevels: build.query<LevelPrice[], void>({
      query: () => 'get-levels/',
      transformResponse: (response: ApiSuccess<LevelPrice[]>) => response.data,
      providesTags: [TAGS.prices],
    }),
    // A new level has its own prices: every package list and the price list read again. A refusal
    // may mean the level's price changed since the screen showed it: the prices are read again.
    upgradeLevel: build.mutation<
      ApiSuccess<UpgradeUserResponse>,
      WithTransactionPin<UpgradeUserRequest>
    >({
      query: (body) => ({ url: 'upgrade-user/', method: 'PUT', body }),
      invalidatesTags: (result) =>
        result ? [TAGS.user, TAGS.transactions, TAGS.packages, TAGS.prices] : [TAGS.prices],
    }),
  }),
});

export const { useTransferBonusMutation, useUpgradeLevelMutation, useGetLevelsQuery } = walletApi;
