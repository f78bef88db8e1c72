import { useId } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, Typography } from 'antd';
import { exportRefusal, type ConsoleExportList } from '@contract/rules';
import { ExportButton, type ExportQuery } from '@/shared/ui/export-button';
import { useGetConsoleSettingsQuery } from '../api/consoleSettingsApi';
import { useGetConsoleMeQuery } from '../api/staffApi';

interface ConsoleExportButtonProps {
  /** the list's file, as the export rule names it */
  list: ConsoleExportList;
  /** the list's API path under /api/v1/, e.g. "console/transactions" */
  path: string;
  query?: ExportQuery | URLSearchParams;
  /** what is exported, for screen readers: "the transactions" */
  what: string;
}

/**
 * A console list's export: the button for whom the export rule allows (owners; support the
 * transactions when an owner allows it); for anyone else the button is disabled, with the reason
 * beside it (the server refuses with the same one).
 */
export function ConsoleExportButton({ list, path, query, what }: ConsoleExportButtonProps) {
  const reasonId = useId();
  const { data: me } = useGetConsoleMeQuery();
  const needsSettings = me?.role === 'support' && list === 'transactions';
  const { data: settings } = useGetConsoleSettingsQuery(undefined, { skip: !needsSettings });
  // until the role (and for support the setting) is read, the button waits, disabled
  const known = me !== undefined && (!needsSettings || settings !== undefined);
  const refusal = known
    ? exportRefusal(me.role, list, settings ?? { support_may_export_transactions: false })
    : undefined;
  if (known && !refusal) return <ExportButton path={path} query={query} what={what} />;
  return (
    <Flex align="center" gap={8} wrap justify="end">
      {refusal ? (
        <Typography.Text type="secondary" id={reasonId} style={{ maxWidth: 360 }}>
          {refusal}
        </Typography.Text>
      ) : null}
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled
        aria-label={`Export ${what} as CSV`}
        aria-describedby={refusal ? reasonId : undefined}
      >
        Export
      </Button>
    </Flex>
  );
}
