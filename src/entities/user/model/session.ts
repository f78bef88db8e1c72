import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  baseApi,
  readAccessToken,
  removeAccessToken,
  sessionRejected,
  writeAccessToken,
} from '@/shared/api';
import { rootReducer, startAppListening } from '@/shared/lib/store';

interface SessionState {
  token: string | null;
  /** the server refused the token this tab was using (it expired or was revoked) */
  expired: boolean;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: readAccessToken(), expired: false }),
  reducers: {
    loggedIn: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
      state.expired = false;
    },
    loggedOut: (state) => {
      state.token = null;
      state.expired = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRejected, (state) => {
      state.token = null;
      state.expired = true;
    });
  },
  selectors: {
    selectIsAuthenticated: (state) => state.token !== null,
    selectAccessToken: (state) => state.token,
    selectSessionExpired: (state) => state.expired,
  },
});

declare module '@/shared/lib/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof sessionSlice> {}
}

export const session = sessionSlice.injectInto(rootReducer);
export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectIsAuthenticated, selectAccessToken, selectSessionExpired } = session.selectors;

// A token lives in memory (the store) and in the accessToken cookie.
startAppListening({
  actionCreator: loggedIn,
  effect: (action) => {
    writeAccessToken(action.payload);
  },
});

startAppListening({
  matcher: isAnyOf(loggedOut, sessionRejected),
  effect: (_action, api) => {
    removeAccessToken();
    api.dispatch(baseApi.util.resetApiState());
  },
});
