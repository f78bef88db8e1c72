export { ConsoleCataloguePage } from './ui/ConsoleCataloguePage';
