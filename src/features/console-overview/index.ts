export { OverviewBoard } from './ui/OverviewBoard';
