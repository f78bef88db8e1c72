export { TrendsBoard } from './ui/TrendsBoard';
export { TREND_CHART_IDS } from './model/charts';
export type { TrendChartId } from './model/charts';
