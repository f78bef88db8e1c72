export { formatNaira } from './naira';
export { formatDateTime, currentYear, DATE_FORMAT } from './date';
export { sentenceCase } from './text';
