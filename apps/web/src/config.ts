/** The only reader of import.meta.env. */
export const appConfig = {
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api/v1',
  version: '1.2.0',
  isDev: import.meta.env.DEV,
};
