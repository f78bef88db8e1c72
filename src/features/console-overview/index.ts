export { OverviewBoard } from './ui/OverviewBoard';
export { StatCard } from './ui/StatCard';
export type { StatCardProps } from './ui/StatCard';
