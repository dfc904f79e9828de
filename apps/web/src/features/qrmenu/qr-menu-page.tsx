import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function QrMenuPage() {
  return (
    <div>
      <PageHeader title="Menu" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
