import { Outlet } from 'react-router';

// Scaffold: replaced when the superadmin area is built.
export function SuperadminLayout() {
  return (
    <main className="p-6">
      <Outlet />
    </main>
  );
}
