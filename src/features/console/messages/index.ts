export { MessagesBoard } from './ui/MessagesBoard';
