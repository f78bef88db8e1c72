import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { App, Button, Descriptions, Space } from 'antd';
import type { VirtualAccount } from '@contract/api';
import { copyText } from '@/shared/lib/dom';

/** One account to pay into: name, number (with a Copy button) and bank. */
export function AccountDetails({
  account,
  bankTitle,
}: {
  account: Pick<VirtualAccount, 'accountName' | 'accountNumber' | 'bankName'>;
  bankTitle?: string;
}) {
  const { notification } = App.useApp();
  const copy = async () => {
    if (await copyText(account.accountNumber))
      notification.success({ title: 'Account number copied' });
    else
      notification.error({
        title: 'Could not copy the account number',
        description: 'Select the number and copy it by hand.',
      });
  };
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'name', label: 'Account name', children: account.accountName },
        {
          key: 'number',
          label: 'Account number',
          children: (
            <Space wrap>
              <strong>{account.accountNumber}</strong>
              <Button
                size="small"
                icon={<CopyOutlined aria-hidden />}
                aria-label={`Copy account number ${account.accountNumber}`}
                onClick={() => void copy()}
              >
                Copy
              </Button>
            </Space>
          ),
        },
        { key: 'bank', label: 'Bank', children: account.bankName || bankTitle },
      ]}
    />
  );
}
