export { ApprovalsBoard } from './ui/ApprovalsBoard';
