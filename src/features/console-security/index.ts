export { TwoFactorSettings, TWO_FACTOR_TEXTS } from './ui/TwoFactorSettings';
export { SessionList } from './ui/SessionList';
export { useGetTwoFactorStatusQuery } from './api/securityApi';
