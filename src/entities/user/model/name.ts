import type { User } from '@contract/api';

export const fullName = (user: Pick<User, 'first_name' | 'last_name'> | undefined) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : '';
