export { NoticeEditor } from './ui/NoticeEditor';
