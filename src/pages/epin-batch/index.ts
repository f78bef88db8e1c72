export { EpinBatchPage } from './ui/EpinBatchPage';
