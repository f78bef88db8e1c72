import type { MarketingMessage, MarketingPreviewRequest } from '@contract/api/console/messages';
import {
  marketingSmsBodyMax,
  marketingSmsCharacters,
  marketingSmsPages,
  type MarketingChannel,
} from '@contract/rules/marketing';

/** What the compose form holds; turned into a request by `requestOf`. */
export interface ComposeState {
  channel: MarketingChannel;
  subject: string;
  body: string;
  levelIds: number[];
  /** null: any activity */
  activeDays: number | null;
  apiResellers: boolean;
}

export const EMPTY_COMPOSE: ComposeState = {
  channel: 'email',
  subject: '',
  body: '',
  levelIds: [],
  activeDays: null,
  apiResellers: false,
};

export const messageOf = (state: ComposeState): MarketingMessage => ({
  channel: state.channel,
  subject: state.channel === 'email' ? state.subject : '',
  body: state.body,
});

export const requestOf = (state: ComposeState): MarketingPreviewRequest => ({
  message: messageOf(state),
  segment: {
    level_ids: state.levelIds,
    active_days: state.activeDays,
    api_resellers: state.apiResellers,
  },
});

/** The SMS counter under the text: characters with the opt-out line, pages, and the most allowed. */
export function smsCount(body: string, footerLength: number) {
  const characters = marketingSmsCharacters(body, footerLength);
  return {
    characters,
    pages: marketingSmsPages(characters),
    max: marketingSmsBodyMax(footerLength),
  };
}

/** Why the message cannot be previewed yet, or undefined. */
export function composeProblem(state: ComposeState, footerLength: number): string | undefined {
  if (state.channel === 'email' && !state.subject.trim()) return 'Write a subject.';
  if (!state.body.trim()) return 'Write the message.';
  if (state.channel === 'sms' && state.body.trim().length > marketingSmsBodyMax(footerLength))
    return `An SMS may have at most ${marketingSmsBodyMax(footerLength)} characters.`;
  return undefined;
}
