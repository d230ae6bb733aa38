import { LuGraduationCap } from 'react-icons/lu';
import { usePageTitle } from '@/components/ui/page-title';
import { ProfileTextForm } from '@/features/profile/components/profile-text-form';

export function ProfileEducationRoute() {
  usePageTitle('Education');
  return (
    <ProfileTextForm
      field="education"
      title="Education"
      description="Your school, studies or degrees. Only you and the admins can see it."
      label="Education"
      placeholder="e.g. BSc Computer Science, University of Dhaka"
      icon={<LuGraduationCap />}
    />
  );
}
