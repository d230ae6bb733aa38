import { usePageTitle } from '@/components/ui/page-title';
import { ImportantLinks } from '@/features/profile/components/important-links';

export function ProfileImportantLinksRoute() {
  usePageTitle('Important Links');
  return <ImportantLinks />;
}
