export { VerifyIdentityPage } from './ui/VerifyIdentityPage';
