export { ExportButton } from './ExportButton';
export { downloadCsv, exportUrl } from './downloadCsv';
export type { ExportQuery } from './downloadCsv';
