// The login address rule is shared with the server, which sends a dead session to the same page.
export { loginPathFor, pathAfterLogin, isSessionExpired } from '@contract/navigation';
