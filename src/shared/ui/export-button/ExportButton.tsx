import { useState } from 'react';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button } from 'antd';
import { downloadCsv, exportUrl, type ExportQuery } from './downloadCsv';

interface ExportButtonProps {
  /** the list's API path under /api/v1/, e.g. "console/transactions" */
  path: string;
  /** the filters on screen; the server answers every matching row, not one page */
  query?: ExportQuery | URLSearchParams;
  /** what is exported, for screen readers: "Export transactions as CSV" */
  what: string;
  /** the button's text; a text of its own names the file on its own ("Download results as CSV") */
  label?: string;
}

/** Downloads the list as a CSV file with the filters on screen. */
export function ExportButton({ path, query, what, label = 'Export' }: ExportButtonProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadCsv(exportUrl(path, query));
    } catch (error) {
      message.error(error instanceof Error ? error.message : 'The export failed. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      onClick={() => void onClick()}
      aria-label={label === 'Export' ? `Export ${what} as CSV` : `${label} as CSV`}
    >
      {label}
    </Button>
  );
}
