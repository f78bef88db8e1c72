import { Type, type Static } from 'typebox';
import {
  MARKETING_ACTIVE_DAYS_MAX,
  MARKETING_EMAIL_BODY_MAX,
  MARKETING_SUBJECT_MAX,
} from '../../rules/marketing';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../../rules/reason';

export {
  MARKETING_CHANNELS,
  MARKETING_ACTIVE_DAYS_MAX,
  MARKETING_EMAIL_BODY_MAX,
  MARKETING_SUBJECT_MAX,
  MARKETING_MESSAGES,
  marketingSmsCharacters,
  marketingSmsPages,
  marketingSmsBodyMax,
  describeSegment,
} from '../../rules/marketing';
export type { MarketingChannel } from '../../rules/marketing';

/*
 * The owner's marketing messages: an e-mail or an SMS to a segment of customers. A segment's
 * conditions combine (a customer must meet each one set); none set is every customer. Opted-out
 * customers and those without an address for the channel are never reached. Every message carries
 * an opt-out line; for SMS it counts towards the characters and pages.
 */

const ChannelSchema = Type.Union([Type.Literal('email'), Type.Literal('sms')]);

export const MarketingSegmentSchema = Type.Object({
  /** customers at one of these levels; empty for every level */
  level_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 32767 }), { maxItems: 20 }),
  /** customers who bought something or signed in within this many days; null for any */
  active_days: Type.Union([
    Type.Integer({ minimum: 1, maximum: MARKETING_ACTIVE_DAYS_MAX }),
    Type.Null(),
  ]),
  /** API resellers only: customers holding an API key that works now */
  api_resellers: Type.Boolean(),
});

export const MarketingMessageSchema = Type.Object({
  channel: ChannelSchema,
  /** e-mail only; ignored for SMS */
  subject: Type.String({ maxLength: MARKETING_SUBJECT_MAX }),
  body: Type.String({ minLength: 1, maxLength: MARKETING_EMAIL_BODY_MAX }),
});

export const MarketingPreviewRequestSchema = Type.Object({
  message: MarketingMessageSchema,
  segment: MarketingSegmentSchema,
});

export const SendCampaignRequestSchema = Type.Object({
  message: MarketingMessageSchema,
  segment: MarketingSegmentSchema,
  reason: Type.String({ minLength: MIN_REASON_LENGTH, maxLength: MAX_REASON_LENGTH }),
});

export const MarketingPreviewSchema = Type.Object({
  /** customers the message reaches now */
  recipients: Type.Integer(),
  /** customers in the segment left out because they opted out */
  opted_out: Type.Integer(),
  /** customers in the segment (not opted out) without a usable address for the channel */
  no_address: Type.Integer(),
  /** SMS: characters with the opt-out line, and pages of 160 (0 for e-mail) */
  characters: Type.Integer(),
  pages: Type.Integer(),
  /** SMS: what one page costs the business, and the whole send (recipients x pages x it) */
  page_cost_kobo: Type.Integer(),
  cost_kobo: Type.Integer(),
  /** the message as one customer of the segment (or the owner, when it reaches nobody) gets it */
  sample: Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String() }),
});

export const MarketingOptionsSchema = Type.Object({
  levels: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** the sender ID phones show for the business's SMS */
  sender: Type.String(),
  page_cost_kobo: Type.Integer(),
  /** characters the SMS opt-out line adds to every message */
  sms_footer_length: Type.Integer(),
  campaigns_per_day: Type.Integer(),
  campaigns_left_today: Type.Integer(),
  messages_per_minute: Type.Integer(),
});

export const MarketingCampaignSchema = Type.Object({
  id: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  created_by: Type.String(),
  channel: ChannelSchema,
  subject: Type.String(),
  body: Type.String(),
  segment: MarketingSegmentSchema,
  reason: Type.String(),
  recipients: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  /** still to go (pending or being sent) */
  waiting: Type.Integer(),
  pages: Type.Integer(),
  /** SMS: the cost shown when it was confirmed, and what the messages sent so far cost */
  cost_kobo: Type.Integer(),
  spent_kobo: Type.Integer(),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const MarketingCampaignListSchema = Type.Array(MarketingCampaignSchema);

export const TestSendResultSchema = Type.Object({ to: Type.String(), message: Type.String() });

export type MarketingSegment = Static<typeof MarketingSegmentSchema>;
export type MarketingMessage = Static<typeof MarketingMessageSchema>;
export type MarketingPreviewRequest = Static<typeof MarketingPreviewRequestSchema>;
export type SendCampaignRequest = Static<typeof SendCampaignRequestSchema>;
export type MarketingPreview = Static<typeof MarketingPreviewSchema>;
export type MarketingOptions = Static<typeof MarketingOptionsSchema>;
export type MarketingCampaign = Static<typeof MarketingCampaignSchema>;
export type TestSendResult = Static<typeof TestSendResultSchema>;
