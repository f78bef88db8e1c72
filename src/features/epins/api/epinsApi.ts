import type {
  ApiSuccess,
  EpinBatchCards,
  EpinOpenQuery,
  EpinSeller,
  EpinStock,
  EpinStockQuery,
  MarkedEpinCards,
  MarkEpinCardsRequest,
} from '@contract/api';
import type { EpinPurchaseRequest } from '@contract/services/epins';
import {
  baseApi,
  purchaseEndpoint,
  TAGS,
  type PurchaseArgs,
  type PurchaseOutcome,
} from '@/shared/api';

/** What a batch's cards are opened for; the server records each opening on the batch. */
export type CardsPurpose = NonNullable<EpinOpenQuery['purpose']>;

export interface BatchCardsArgs {
  id: number;
  purpose: CardsPurpose;
}

/** Which mark a request changes: sold or printed. */
export type CardMark = 'sold' | 'printed';

export interface MarkCardsArgs extends MarkEpinCardsRequest {
  batchId: number;
  mark: CardMark;
}

const stockQuery = (query: EpinStockQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `epins/batches/?${search}` : 'epins/batches/';
};

/*
 * The e-PIN calls. A batch's PINs are money: they are read only by the screen that shows or prints
 * them, and leave the store as soon as nothing on screen uses them (keepUnusedDataFor: 0). A mark
 * writes its answer into the open batch instead of reading the PINs again.
 */
export const epinsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** purchase-recharge-cards/: the wallet, the history and the stock are read again after it */
    purchaseEpins: build.mutation<PurchaseOutcome, PurchaseArgs<EpinPurchaseRequest>>({
      ...purchaseEndpoint<EpinPurchaseRequest>('purchase-recharge-cards/'),
      invalidatesTags: [TAGS.user, TAGS.transactions, TAGS.epinStock],
    }),
    getEpinStock: build.query<EpinStock, EpinStockQuery>({
      query: stockQuery,
      transformResponse: (response: ApiSuccess<EpinStock>) => response.data,
      providesTags: [TAGS.epinStock],
    }),
    getBatchCards: build.query<EpinBatchCards, BatchCardsArgs>({
      query: ({ id, purpose }) => `epins/batches/${id}/cards/?purpose=${purpose}`,
      transformResponse: (response: ApiSuccess<EpinBatchCards>) => response.data,
      keepUnusedDataFor: 0,
    }),
    markCards: build.mutation<MarkedEpinCards, MarkCardsArgs>({
      query: ({ batchId, mark, card_ids, marked }) => ({
        url: `epins/batches/${batchId}/${mark}/`,
        method: 'POST',
        body: { card_ids, marked },
      }),
      transformResponse: (response: ApiSuccess<MarkedEpinCards>) => response.data,
      invalidatesTags: (result) => (result ? [TAGS.epinStock] : []),
      async onQueryStarted({ batchId, mark, card_ids, marked }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const field = mark === 'sold' ? 'sold_at' : 'printed_at';
        const at = marked ? new Date().toISOString() : null;
        const chosen = new Set(card_ids);
        for (const purpose of ['view', 'print', 'download'] as const)
          dispatch(
            epinsApi.util.updateQueryData('getBatchCards', { id: batchId, purpose }, (open) => {
              open.batch = data.batch;
              for (const card of open.cards)
                if (chosen.has(card.id) && (card[field] === null) === marked) card[field] = at;
            }),
          );
      },
    }),
    getEpinSeller: build.query<EpinSeller, void>({
      query: () => 'epins/seller/',
      transformResponse: (response: ApiSuccess<EpinSeller>) => response.data,
      providesTags: [TAGS.epinSeller],
    }),
    saveEpinSeller: build.mutation<ApiSuccess<EpinSeller>, EpinSeller>({
      query: (body) => ({ url: 'epins/seller/', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [TAGS.epinSeller] : []),
    }),
  }),
});

export const {
  usePurchaseEpinsMutation,
  useGetEpinStockQuery,
  useGetBatchCardsQuery,
  useLazyGetBatchCardsQuery,
  useMarkCardsMutation,
  useGetEpinSellerQuery,
  useSaveEpinSellerMutation,
} = epinsApi;
