import { Skeleton } from '@chakra-ui/react';
import * as DataList from '@/components/ui/data-list';
import { PROFILE_ABOUT_TEXT, PROFILE_PLACEHOLDERS } from '../lib/profile-placeholders';

/** Narrower labels on phones leave the values room. */
const labelWidth = { base: '20', sm: '32' };

/** The values the read-only profile shows, from the user's record and account. */
export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
}

function Value({ value, placeholder }: { value: string; placeholder: string }) {
  return value ? (
    <DataList.ItemValue>{value}</DataList.ItemValue>
  ) : (
    <DataList.ItemValue color="fg.muted" fontStyle="italic">
      {placeholder}
    </DataList.ItemValue>
  );
}

/** A value still loading: one line of the value's own height (a space in the skeleton keeps the line box). */
function LoadingValue({ width }: { width: string }) {
  return (
    <DataList.ItemValue>
      <Skeleton as="span" display="inline-block" w={width} maxW="full">
        {'\u00a0'}
      </Skeleton>
    </DataList.ItemValue>
  );
}

/**
 * The read-only profile: name, e-mail, phone, and the spec's fixed placeholder text. While the
 * values load (`profile` null: the page's loading state and its prerendered shell) the labels and
 * the fixed text are already there, at their places: the text is the page's largest (its LCP).
 */
export function ProfileDetails({ profile }: { profile: ProfileValues | null }) {
  return (
    <DataList.Root orientation="horizontal" size="lg" gap="5" aria-busy={profile === null || undefined}>
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>Name</DataList.ItemLabel>
        {profile ? <Value value={profile.name} placeholder={PROFILE_PLACEHOLDERS.name} /> : <LoadingValue width="10rem" />}
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>Email</DataList.ItemLabel>
        {profile ? <DataList.ItemValue overflowWrap="anywhere">{profile.email}</DataList.ItemValue> : <LoadingValue width="14rem" />}
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>Phone</DataList.ItemLabel>
        {profile ? <Value value={profile.phone} placeholder={PROFILE_PLACEHOLDERS.phone} /> : <LoadingValue width="9rem" />}
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW={labelWidth}>About</DataList.ItemLabel>
        <DataList.ItemValue color="fg.muted">{PROFILE_ABOUT_TEXT}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
