import { Button, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { LuCopy } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notAdminMessage } from '@quizmaster/shared/messages';
import { BackLink, MissingRecord } from '@/components/ui/back-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { adminActionFailure, ApiRequestError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { AuthoringQuiz, EditingCalls } from '../api/authoring-calls';
import { toQuestionContent } from '../lib/question-draft';
import { quizFormValuesOf } from '../lib/quiz-form-values';
import { EditQuizForm } from './edit-quiz-form';
import { PublishButton, PublishState, NO_QUESTIONS_TO_PUBLISH } from './publish-state';
import { QuestionForm } from './question-form';
import { QuestionList } from './question-list';
import { QuestionTransfer } from './question-transfer';

interface EditQuizProps {
  calls: EditingCalls;
  upload: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | null;
}

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; data: AuthoringQuiz };

/**
 * Edit Quiz (ADR 0015): the quiz's fields, its questions (edit, delete, reorder, add), a
 * Duplicate button, and Publish / Unpublish (a draft is invisible to players). Every change names the version it was made from; when another admin changed
 * the quiz meanwhile, the API refuses it (409) and the page reloads the current quiz. An editor
 * holding a draft (the quiz form, a question, a checked import) also names the version its draft
 * was started from (ADR 0015): after a reload it shows the other admin's change beside the draft
 * instead of letting a plain Save replace it unseen.
 */
export function EditQuiz({ calls, upload }: EditQuizProps) {
  const navigate = useNavigate();
  // Each change asks for the quiz again (a new revision); the page keeps showing the last one read
  // meanwhile, with its buttons disabled, so no change is made from a version about to be replaced.
  const [revision, setRevision] = useState(0);
  const [loaded, setLoaded] = useState<{ revision: number; state: Loaded }>();
  const [working, setWorking] = useState(false);
  const noQuestionsId = useId();

  useEffect(() => {
    let current = true;
    calls.load().then(
      (data) => {
        if (current) setLoaded({ revision, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (current) setLoaded({ revision, state: { status: error instanceof ApiRequestError && error.status === 404 ? 'missing' : 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [calls, revision]);

  const reload = () => setRevision((count) => count + 1);
  const busy = working || loaded?.revision !== revision;

  /** Runs one change; on failure says why, and after a conflict shows the quiz as it now is. */
  const change = async (run: () => Promise<unknown>, success: string): Promise<boolean> => {
    setWorking(true);
    try {
      await run();
      notify.success(success);
      reload();
      return true;
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
      // The editors compare their drafts with the quiz as it now is (useDraftBase).
      if (error instanceof ApiRequestError && error.code === 'quiz-changed') reload();
      return false;
    } finally {
      setWorking(false);
    }
  };

  const state: Loaded = loaded?.state ?? { status: 'loading' };
  if (state.status === 'loading') return <Skeleton h="60" rounded="md" role="status" aria-busy="true" aria-label="Loading the quiz" />;
  if (state.status === 'error') return <LoadFailed>The quiz could not be loaded. Please refresh the page to try again.</LoadFailed>;
  if (state.status === 'missing') {
    return <MissingRecord title="Quiz not found" text="This quiz does not exist, or it was deleted." backTo={paths.manageQuizzes.getHref()} backLabel="Back to Manage Quizzes" />;
  }

  const { quiz, questions } = state.data;
  const version = quiz.version;

  const duplicate = async () => {
    setWorking(true);
    try {
      const copy = await calls.duplicate();
      notify.success(`Copied as “${copy.quiz.quizName}”.`);
      void navigate(paths.editQuiz.getHref(copy.insertedId));
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Stack gap="8">
      <Stack gap="2">
        <BackLink to={paths.manageQuizzes.getHref()}>Back to Manage Quizzes</BackLink>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading as="h2" size="lg">
            Edit “{quiz.quizName}”
          </Heading>
          <HStack gap="2">
            <Link asChild color="purple.fg" fontWeight="medium">
              <RouterLink to={paths.quizDetails.getHref(quiz._id)}>Results</RouterLink>
            </Link>
            <Button size="sm" variant="outline" colorPalette="purple" loading={busy} onClick={() => void duplicate()}>
              <LuCopy aria-hidden /> Duplicate
            </Button>
            <PublishButton
              published={quiz.published}
              questionCount={questions.length}
              busy={busy}
              reasonId={noQuestionsId}
              onPublish={() => void change(() => calls.publish(version), 'Quiz published: players can see it now.')}
              onUnpublish={() => void change(() => calls.unpublish(version), 'Quiz unpublished: players no longer see it. Its results are kept.')}
            />
          </HStack>
        </HStack>
        <PublishState published={quiz.published} />
        {!quiz.published && questions.length === 0 ? (
          <Text id={noQuestionsId} fontSize="sm" color="fg.muted">
            {NO_QUESTIONS_TO_PUBLISH}
          </Text>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          Version {version} · {quiz.submissionCount} {quiz.submissionCount === 1 ? 'result' : 'results'} recorded, each kept with the version it was scored against.
        </Text>
      </Stack>

      <Grid templateColumns={{ base: '1fr', xl: '2fr 3fr' }} gap="8" alignItems="start">
        <Stack gap="4">
          <Heading as="h3" size="md">
            Quiz
          </Heading>
          <EditQuizForm
            key={quiz._id}
            stored={quizFormValuesOf(quiz)}
            version={version}
            upload={upload}
            onSave={async (input, baseVersion, saved) => {
              await change(async () => saved((await calls.editQuiz({ ...input, expectedVersion: version, baseVersion })).quiz.version), 'Quiz saved.');
            }}
          />
        </Stack>

        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h3" size="md">
              Questions ({questions.length})
            </Heading>
            <QuestionList
              questions={questions}
              version={version}
              busy={busy}
              onReorder={(questionIds) => change(() => calls.reorder(questionIds, version), 'Order saved.')}
              onEdit={(questionId, draft, baseVersion) =>
                change(() => calls.editQuestion(questionId, { ...toQuestionContent(draft), expectedVersion: version, baseVersion }), 'Question saved.')
              }
              onDelete={async (questionId) => {
                await change(() => calls.deleteQuestion(questionId, version), 'Question deleted.');
              }}
            />
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="md">
              Add a question
            </Heading>
            <QuestionForm label="Add a question" saveLabel="Add question" onSave={(draft) => change(() => calls.addQuestion(toQuestionContent(draft)), 'Question added.')} />
          </Stack>
          <QuestionTransfer calls={calls} version={version} busy={busy} onImported={reload} />
        </Stack>
      </Grid>
    </Stack>
  );
}
