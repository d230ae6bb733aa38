import { LuMapPin } from 'react-icons/lu';
import { usePageTitle } from '@/components/ui/page-title';
import { ProfileTextForm } from '@/features/profile/components/profile-text-form';

export function ProfileAddressRoute() {
  usePageTitle('Address');
  return (
    <ProfileTextForm
      field="address"
      title="Address"
      description="Where you live. Only you and the admins can see it."
      label="Address"
      placeholder="Street, city, country"
      icon={<LuMapPin />}
    />
  );
}
