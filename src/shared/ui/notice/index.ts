export { Notice } from './Notice';
export type { NoticeType } from './Notice';
