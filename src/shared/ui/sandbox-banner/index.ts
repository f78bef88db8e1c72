export { SandboxBanner, SANDBOX_NOTICE } from './SandboxBanner';
