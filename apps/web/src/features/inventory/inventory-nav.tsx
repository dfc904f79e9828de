import { NavLink } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { useInventoryText } from './i18n';

/** Each tab's label is a catalogue key. */
const TABS = [
  { to: '/dashboard/inventory', labelKey: 'ingredients', end: true },
  { to: '/dashboard/inventory/report', labelKey: 'stockReport', end: false },
];

/** The Inventory screens' heading and tabs (ingredients, report). */
export function InventoryHeader({ description }: { description?: string }) {
  const { t } = useInventoryText();
  return (
    <>
      <PageHeader title={t('inventory')} description={description ?? t('inventoryDescription')} />
      <nav aria-label={t('inventory')} className="mb-6 flex gap-1 border-b border-stone-200">
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
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
