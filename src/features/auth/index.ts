export { AuthCard } from './ui/AuthCard';
export { LoginForm } from './ui/LoginForm';
export { RegisterForm } from './ui/RegisterForm';
export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { TransactionPinCard } from './ui/TransactionPinCard';
export { SignOutEverywhere } from './ui/SignOutEverywhere';
export { useServerLogout } from './model/logout';
