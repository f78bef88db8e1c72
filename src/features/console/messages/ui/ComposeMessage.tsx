import { useState } from 'react';
import { Alert, App, Button, Input, Radio, Space, Typography } from 'antd';
import type { MarketingOptions, MarketingPreview } from '@contract/api/console/messages';
import { MARKETING_EMAIL_BODY_MAX, MARKETING_SUBJECT_MAX } from '@contract/rules/marketing';
import { formatNaira } from '@contract/format';
import { errorMessage } from '@/shared/api';
import {
  usePreviewCampaignMutation,
  useSendCampaignMutation,
  useSendTestMutation,
} from '../api/messagesApi';
import {
  composeProblem,
  EMPTY_COMPOSE,
  messageOf,
  requestOf,
  smsCount,
  type ComposeState,
} from '../model/compose';
import { PreviewCard } from './PreviewCard';
import { SegmentFields } from './SegmentFields';
import { SendConfirm } from './SendConfirm';

/**
 * Compose a message to a segment, preview who it reaches (and what an SMS costs), test it on
 * yourself, then send it with a reason. Any change to the message or segment asks for a new
 * preview before sending.
 */
export function ComposeMessage({ options }: { options: MarketingOptions }) {
  const { message } = App.useApp();
  const [state, setState] = useState<ComposeState>(EMPTY_COMPOSE);
  const [previewed, setPreviewed] = useState<{ key: string; preview: MarketingPreview }>();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [previewCampaign, previewing] = usePreviewCampaignMutation();
  const [sendTest, testing] = useSendTestMutation();
  const [sendCampaign] = useSendCampaignMutation();
  const footer = options.sms_footer_length;
  const key = JSON.stringify(requestOf(state));
  const current = previewed?.key === key ? previewed.preview : undefined;
  const sms = state.channel === 'sms';
  const count = smsCount(state.body, footer);

  const change = (patch: Partial<ComposeState>) => {
    setState((before) => ({ ...before, ...patch }));
    setProblem(undefined);
  };

  async function preview() {
    const refused = composeProblem(state, footer);
    if (refused) return setProblem(refused);
    const result = await previewCampaign(requestOf(state));
    if (result.error) return setProblem(errorMessage(result.error));
    setPreviewed({ key, preview: result.data });
  }

  async function test() {
    const refused = composeProblem(state, footer);
    if (refused) return setProblem(refused);
    const result = await sendTest(messageOf(state));
    if (result.error) return setProblem(errorMessage(result.error));
    void message.success(result.data.message);
  }

  async function send(reason: string) {
    const result = await sendCampaign({ ...requestOf(state), reason });
    if (result.error) return errorMessage(result.error);
    setConfirming(false);
    setState(EMPTY_COMPOSE);
    setPreviewed(undefined);
    void message.success(
      `Sending to ${result.data.recipients} customers in the background. Follow it in the list below.`,
    );
    return undefined;
  }

  const noneLeft = options.campaigns_left_today === 0;
  return (
    <Space orientation="vertical" style={{ width: '100%', maxWidth: 760 }} size="middle">
      <Radio.Group
        aria-label="Channel"
        optionType="button"
        value={state.channel}
        onChange={(event) => change({ channel: event.target.value as ComposeState['channel'] })}
        options={[
          { value: 'email', label: 'E-mail' },
          { value: 'sms', label: 'SMS' },
        ]}
      />
      {sms ? (
        <Typography.Text type="secondary">
          Sender: {options.sender}. Each page costs the business{' '}
          {formatNaira(options.page_cost_kobo / 100)} per recipient.
        </Typography.Text>
      ) : (
        <Input
          aria-label="Subject"
          placeholder="Subject"
          value={state.subject}
          maxLength={MARKETING_SUBJECT_MAX}
          onChange={(event) => change({ subject: event.target.value })}
        />
      )}
      <div>
        <Input.TextArea
          aria-label="Message"
          placeholder="Message"
          value={state.body}
          maxLength={sms ? count.max : MARKETING_EMAIL_BODY_MAX}
          autoSize={{ minRows: 4, maxRows: 12 }}
          onChange={(event) => change({ body: event.target.value })}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {sms
            ? `${count.characters} characters with the opt-out line, ${count.pages} ${count.pages === 1 ? 'page' : 'pages'} (160 characters a page)`
            : 'An opt-out link is added at the end of every e-mail.'}
        </Typography.Text>
      </div>
      <SegmentFields state={state} levels={options.levels} onChange={change} />
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <Space wrap>
        <Button onClick={preview} loading={previewing.isLoading}>
          Preview
        </Button>
        <Button onClick={test} loading={testing.isLoading}>
          Send a test to me
        </Button>
        <Button
          type="primary"
          disabled={!current || current.recipients === 0 || noneLeft}
          onClick={() => setConfirming(true)}
        >
          Send…
        </Button>
      </Space>
      <Typography.Text type="secondary">
        {noneLeft
          ? `You have sent ${options.campaigns_per_day} campaigns in the last 24 hours, the most allowed.`
          : `${options.campaigns_left_today} of ${options.campaigns_per_day} campaigns left in the last 24 hours; messages go out at up to ${options.messages_per_minute} a minute.`}
      </Typography.Text>
      {previewed && !current && (
        <Alert type="info" showIcon title="The message or segment changed: preview again." />
      )}
      {current && <PreviewCard preview={current} channel={state.channel} />}
      {confirming && current && (
        <SendConfirm
          preview={current}
          channel={state.channel}
          onSend={send}
          onClose={() => setConfirming(false)}
        />
      )}
    </Space>
  );
}
