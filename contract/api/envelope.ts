import { Type, type Static, type TSchema } from 'typebox';

export const ApiErrorItemSchema = Type.Object({
  detail: Type.String(),
  field: Type.Optional(Type.String()),
});

/** Every error the API returns: a summary, a list, and the same messages keyed by field. */
export const ApiErrorSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Array(ApiErrorItemSchema),
    data: Type.Record(Type.String(), Type.String()),
  },
  { $id: 'ApiError' },
);

export const success = <T extends TSchema>(data: T) =>
  Type.Object({ message: Type.Optional(Type.String()), data });

export type ApiErrorItem = Static<typeof ApiErrorItemSchema>;
export type ApiError = Static<typeof ApiErrorSchema>;
export interface ApiSuccess<T> {
  message?: string;
  data: T;
}
