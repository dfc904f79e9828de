import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function SuperadminReportsPage() {
  return (
    <div>
      <PageHeader title="Reports" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
