export {
  session,
  loggedIn,
  loggedOut,
  selectIsAuthenticated,
  selectAccessToken,
  selectSessionExpired,
} from './model/session';
export { userApi, useGetUserQuery, useGetNotificationQuery } from './api/userApi';
export { fullName } from './model/name';
export { referralLink } from './model/referral';
export { ReferralLink } from './ui/ReferralLink';
export { HoldNotice } from './ui/HoldNotice';
