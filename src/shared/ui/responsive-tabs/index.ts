export { ResponsiveTabs, type ResponsiveTab } from './ResponsiveTabs';
