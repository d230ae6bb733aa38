import { Alert, Button, Skeleton, Text } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { lazy, Suspense, useState } from 'react';
import { LuPencil, LuX } from 'react-icons/lu';
import { useAuth, useUser } from '@/lib/firebase-context';
import type { ProfileInput } from '@quizmaster/shared/profile-form';
import { DEFAULT_PROFILE_PICTURE } from '@/components/ui/default-profile-picture';
import { PlainAvatar } from '@/components/ui/plain-avatar';
import { useMyUserRecord } from '../api/use-my-user-record';
import { MyProfileCard, MyProfileSkeleton } from './my-profile-card';
import { ProfileDetails } from './profile-details';
import { noUserMessage } from '@quizmaster/shared/messages';
import { notify } from '@/lib/notify';

// The form (react-hook-form and the shared zod/mini schema) and its save through the API load when
// editing starts: most visits only read.
const loadProfileForm = () => import('./profile-form');
const loadSaveProfile = () => import('../api/save-profile');
const loadEditing = () => Promise.all([loadProfileForm(), loadSaveProfile()]);
const ProfileForm = lazy(() => loadProfileForm().then((module) => ({ default: module.ProfileForm })));

/** /profile: the read-only profile and, behind 'Edit Profile', the form. */
export function MyProfile() {
  const { status, data: user } = useUser();
  if (status === 'loading') return <MyProfileSkeleton />;
  if (!user) return <Text>{noUserMessage}</Text>;
  return <MyProfileOf user={user} />;
}

function MyProfileOf({ user }: { user: User }) {
  const auth = useAuth();
  const { status, data: record, error } = useMyUserRecord(user.uid);
  if (error) console.error(error);
  const [editing, setEditing] = useState(false);

  const name = record?.name || user.displayName || '';
  const email = record?.email || user.email || '';
  const phone = record?.phone ?? '';

  const onSubmit = async (values: ProfileInput) => {
    const current = auth.currentUser;
    if (!current?.email) {
      notify.error(noUserMessage);
      return;
    }
    try {
      const { saveProfile } = await loadSaveProfile();
      await saveProfile(auth, current, current.email, values);
      notify.success('Your profile has been updated.');
      setEditing(false);
    } catch (saveError) {
      notify.error(saveError instanceof Error ? saveError.message : 'Your profile could not be saved.');
    }
  };

  return (
    <MyProfileCard
      avatar={<PlainAvatar size="xl" colorPalette="purple" name={name || email} src={user.photoURL || DEFAULT_PROFILE_PICTURE} />}
      action={<EditButton editing={editing} disabled={status !== 'success'} onToggle={() => setEditing((open) => !open)} />}
    >
      {status === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>We could not load your profile. Please refresh the page to try again.</Alert.Title>
        </Alert.Root>
      ) : status === 'loading' ? (
        <ProfileDetails profile={null} />
      ) : editing ? (
        <Suspense fallback={<Skeleton h="32" role="status" aria-busy="true" aria-label="Loading the form" />}>
          <ProfileForm defaultValues={{ name, phone }} email={email} onSubmit={onSubmit} />
        </Suspense>
      ) : (
        <ProfileDetails profile={{ name, email, phone }} />
      )}
    </MyProfileCard>
  );
}

/** 'Edit Profile' / 'Cancel Edit'; off until the record is in (and in the shell). */
function EditButton({ editing, disabled, onToggle }: { editing: boolean; disabled: boolean; onToggle?: () => void }) {
  return (
    <Button
      variant={editing ? 'outline' : 'solid'}
      colorPalette="purple"
      size="sm"
      onClick={onToggle}
      // Fetched as the pointer or the focus reaches the button, so the form opens at once.
      onPointerEnter={() => void loadEditing()}
      onFocus={() => void loadEditing()}
      disabled={disabled}
    >
      {editing ? <LuX aria-hidden /> : <LuPencil aria-hidden />}
      {editing ? 'Cancel Edit' : 'Edit Profile'}
    </Button>
  );
}
