export { PayForTvPage } from './ui/PayForTvPage';
