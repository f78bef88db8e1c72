/** The lines' colours in order, each at least 3:1 against white (antd's blue, green, orange…). */
export const CHART_COLOURS = [
  '#1677ff',
  '#389e0d',
  '#d46b08',
  '#722ed1',
  '#cf1322',
  '#08979c',
  '#c41d7f',
];
