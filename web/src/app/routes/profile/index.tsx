import { usePageTitle } from '@/components/ui/page-title';
import { MyProfile } from '@/features/profile/components/my-profile';

export function ProfileIndexRoute() {
  usePageTitle('Profile');
  return <MyProfile />;
}
