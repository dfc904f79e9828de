import type { AnchorHTMLAttributes } from 'react';

/**
 * What the sign-in screens use of react-router, for the stand-alone login page (login.html, built
 * by vite.login.config.ts, which puts this module in place of react-router): there is no router
 * there, so a link and a navigation load the page, and the app takes over from it.
 */
export function Link({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={to} {...props} />;
}

/** One function for the page's life, as react-router's is: effects that depend on it run once. */
function navigate(to: string, options?: { replace?: boolean }) {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function useNavigate() {
  return navigate;
}
