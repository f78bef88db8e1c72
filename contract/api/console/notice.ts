import { Type, type Static } from 'typebox';
import { NOTICE_MAX_LENGTH } from '../../constants/console';

export { NOTICE_MAX_LENGTH };

export const ConsoleNoticeSchema = Type.Object({
  /** plain text shown on every customer's dashboard; empty for none */
  body: Type.String(),
  /** when it was published */
  updated_at: Type.String({ format: 'date-time' }),
});

export const SetNoticeRequestSchema = Type.Object({
  body: Type.String({ maxLength: NOTICE_MAX_LENGTH }),
});

export type ConsoleNotice = Static<typeof ConsoleNoticeSchema>;
export type SetNoticeRequest = Static<typeof SetNoticeRequestSchema>;
