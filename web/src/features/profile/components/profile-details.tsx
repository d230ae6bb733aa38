import * as DataList from '@/components/ui/data-list';
import { PROFILE_ABOUT_TEXT, PROFILE_PLACEHOLDERS } from '../lib/profile-placeholders';

/** Narrower labels on phones leave the values room. */
const labelWidth = { base: '20', sm: '32' };

function Value({ value, placeholder }: { value: string; placeholder: string }) {
  return value ? (
    <DataList.ItemValue>{value}</DataList.ItemValue>
  ) : (
    <DataList.ItemValue color="fg.muted" fontStyle="italic">
      {placeholder}
    </DataList.ItemValue>
  );
}

/** The read-only profile: name, e-mail, phone, and the spec's fixed placeholder text. */
export function ProfileDetails({ name, email, phone }: { name: string; email: string; phone: string }) {
  return (
    <DataList.Root orientation="horizontal" size="lg" gap="5">
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>Name</DataList.ItemLabel>
        <Value value={name} placeholder={PROFILE_PLACEHOLDERS.name} />
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>Email</DataList.ItemLabel>
        <DataList.ItemValue overflowWrap="anywhere">{email}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>Phone</DataList.ItemLabel>
        <Value value={phone} placeholder={PROFILE_PLACEHOLDERS.phone} />
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>About</DataList.ItemLabel>
        <DataList.ItemValue color="fg.muted">{PROFILE_ABOUT_TEXT}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
