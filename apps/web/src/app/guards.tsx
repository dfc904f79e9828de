import { areaForPath, canAccessArea } from '@mise/domain';
import { type ReactNode, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionMarker, useSessionUser } from '../lib/session';

/**
 * Guarded screens render only when the session marker cookie exists; otherwise the user goes to /
 * (replacing history). Inside the dashboard, the route's scope is checked against the shared table.
 */
export function RequireTenantSession({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  // Checked per navigation, not per render: a logout clears the cookie while its own redirect is on the way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-evaluated on each navigation on purpose.
  const marker = useMemo(() => sessionMarker(), [location.key]);
  if (marker !== 'user' || !user || user.role === 'superadmin') return <Navigate to="/" replace />;
  const area = areaForPath(location.pathname);
  if (area && !canAccessArea(user, area)) return <Navigate to="/no-access" replace />;
  return <>{children}</>;
}

export function RequireSuperadminSession({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-evaluated on each navigation on purpose.
  const marker = useMemo(() => sessionMarker(), [location.key]);
  if (marker !== 'superadmin' || user?.role !== 'superadmin') {
    return marker === 'user' ? <Navigate to="/no-access" replace /> : <Navigate to="/superadmin" replace />;
  }
  return <>{children}</>;
}
