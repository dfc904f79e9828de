import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function TenantHistoryPage() {
  return (
    <div>
      <PageHeader title="Subscription history" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
