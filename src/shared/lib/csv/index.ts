export { parseCsvSheet } from './sheet';
export type { CsvSheet } from './sheet';
export { csvCell, csvFile } from './write';
export type { CsvCellValue } from './write';
