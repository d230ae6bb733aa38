import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth, useFirebaseApp } from '@/lib/firebase-context';
import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { editingCalls } from '@/features/quiz-authoring/api/authoring-calls';
import { coverUploadAvailable, uploadCover } from '@/features/quiz-authoring/api/upload-cover';
import { EditQuiz } from '@/features/quiz-authoring/components/edit-quiz';

function EditQuizWithFirebase({ quizId }: { quizId: string }) {
  const auth = useAuth();
  const app = useFirebaseApp();
  const calls = useMemo(() => editingCalls(auth, quizId), [auth, quizId]);
  const upload = useMemo(
    () => (coverUploadAvailable ? (file: File, onProgress: (percent: number) => void) => uploadCover(app, file, onProgress) : null),
    [app],
  );
  // A new quiz id (after Duplicate) starts a fresh page rather than reusing the old one's state.
  return <EditQuiz key={quizId} calls={calls} upload={upload} />;
}

/** /dashboard/editQuiz/{quizId}: a quiz's fields and questions, editable. */
export function EditQuizRoute() {
  usePageTitle('Edit Quiz');
  const { quizId = '' } = useParams();
  return (
    <RequireAdmin>
      <EditQuizWithFirebase quizId={quizId} />
    </RequireAdmin>
  );
}
