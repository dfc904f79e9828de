import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function TablesPage() {
  return (
    <div>
      <PageHeader title="Store Tables" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
