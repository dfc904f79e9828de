import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function CustomersPage() {
  return (
    <div>
      <PageHeader title="Customers" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
