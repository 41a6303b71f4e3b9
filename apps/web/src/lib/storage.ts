/** Browser storage keys (names kept stable: older clients and the legal page name them). */
export const STORAGE = { token: 'access_token', locale: 'locale', uploads: 'uploads', previousSearch: 'previous_search' } as const;

export const getToken = () => localStorage.getItem(STORAGE.token);
export const setToken = (token: string) => localStorage.setItem(STORAGE.token, token);
export const clearToken = () => localStorage.removeItem(STORAGE.token);
