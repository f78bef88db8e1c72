export { PasswordResetConfirmPage } from './ui/PasswordResetConfirmPage';
