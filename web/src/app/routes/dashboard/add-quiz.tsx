import { useMemo } from 'react';
import { useAuth, useFirebaseApp } from '@/lib/firebase-context';
import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { authoringCalls } from '@/features/quiz-authoring/api/authoring-calls';
import { coverUploadAvailable, uploadCover } from '@/features/quiz-authoring/api/upload-cover';
import { AddQuiz } from '@/features/quiz-authoring/components/add-quiz';

function AddQuizWithFirebase() {
  const auth = useAuth();
  const app = useFirebaseApp();
  const calls = useMemo(() => authoringCalls(auth), [auth]);
  const upload = useMemo(
    () => (coverUploadAvailable ? (file: File, onProgress: (percent: number) => void) => uploadCover(app, file, onProgress) : null),
    [app],
  );
  return <AddQuiz calls={calls} upload={upload} />;
}

/** /dashboard/addQuiz: a new quiz, then its questions. */
export function AddQuizRoute() {
  usePageTitle('Add Quiz');
  return (
    <RequireAdmin>
      <AddQuizWithFirebase />
    </RequireAdmin>
  );
}
