// Temporary stub so pages typecheck; to be replaced by the real auth API module.

export type AccountType = 'investor' | 'creator' | 'both';

export interface User {
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  accountType: AccountType;
  accountBalance: string;
}

export interface CurrentUserState {
  user: User | null | undefined;
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUserState {
  return { user: null, isLoading: false };
}
