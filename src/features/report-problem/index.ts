export { ReportProblem } from './ui/ReportProblem';
export { problemReportsApi } from './api/problemReportsApi';
