export { formatNaira, formatWholeNaira } from './naira';
export { formatDateTime, lagosDateTime, currentYear, DATE_FORMAT, LAGOS_TIME_ZONE } from './date';
export { sentenceCase } from './text';
