import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function StoreDetailsPage() {
  return (
    <div>
      <PageHeader title="Store Details" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
