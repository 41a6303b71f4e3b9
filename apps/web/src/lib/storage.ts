/** Browser storage keys (names kept stable: older clients and the legal page name them). */
export const STORAGE = { token: 'access_token', locale: 'locale', uploads: 'uploads', previousSearch: 'previous_search' } as const;

// The server's first paint of a public page renders without a browser: nobody is signed in there.
export const getToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE.token));
export const setToken = (token: string) => localStorage.setItem(STORAGE.token, token);
export const clearToken = () => localStorage.removeItem(STORAGE.token);
