import { NavLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';

const TABS = [
  { to: '/dashboard/inventory', label: 'Ingredients', end: true },
  { to: '/dashboard/inventory/report', label: 'Stock report', end: false },
];

/** The Inventory screens' heading and tabs (ingredients, report). */
export function InventoryHeader({ description }: { description?: string }) {
  return (
    <>
      <PageHeader
        title="Inventory"
        description={description ?? 'Ingredients, what dishes use and what is on hand.'}
      />
      <nav aria-label="Inventory" className="mb-6 flex gap-1 border-b border-stone-200">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
                isActive
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-stone-600 hover:text-stone-900',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
