export { ExamForm } from './ui/ExamForm';
