export { ExportButton } from './ExportButton';
export { downloadCsv, exportUrl, saveFile } from './downloadCsv';
export type { ExportQuery } from './downloadCsv';
