export { ScheduleForm } from './ui/ScheduleForm';
export { ScheduleList } from './ui/ScheduleList';
export { schedulesApi } from './api/schedulesApi';
