export { ResponsiveTable } from './ResponsiveTable';
