export { EpinStockPage } from './ui/EpinStockPage';
