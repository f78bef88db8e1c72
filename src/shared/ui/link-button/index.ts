export { LinkButton } from './LinkButton';
export type { LinkButtonVariant } from './LinkButton';
