export { parseCsvSheet } from './sheet';
export type { CsvSheet } from './sheet';
