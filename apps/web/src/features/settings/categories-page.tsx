import { PageHeader } from '../../components/ui/page-header';
import { EmptyState } from '../../components/ui/states';

// Scaffold: replaced when this screen is built.
export function CategoriesPage() {
  return (
    <div>
      <PageHeader title="Categories" />
      <EmptyState title="This screen is not built yet." />
    </div>
  );
}
