/**
 * Lets non-React code (the API client) move the app to another screen. The router registers itself
 * at start-up.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await navigateImpl(to, options);
}
