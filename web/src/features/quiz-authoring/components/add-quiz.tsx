import { Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuFilePen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notAdminMessage, questionAddedMessage, quizAddedMessage } from '@quizmaster/shared/messages';
import { paths } from '@/config/paths';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { AuthoringCalls } from '../api/authoring-calls';
import { addQuestionToPublishText, quizPublishedMessage, quizSavedAsDraftMessage, submitPublishesText } from '../lib/finish-texts';
import { toQuestionInput, type QuestionDraft } from '../lib/question-draft';
import { AddedQuestions } from './added-questions';
import { QuestionForm } from './question-form';
import { QuizForm } from './quiz-form';

type Step = { kind: 'quiz' } | { kind: 'questions'; quizId: string; quizName: string };

/** The line under the side panel that says what Submit Total Quiz does, or why it is disabled. */
const FINISH_HELP_ID = 'add-quiz-finish-help';

interface AddQuizProps {
  calls: AuthoringCalls;
  upload: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | null;
}

const notAdmin = (error: unknown) => notify.error(adminActionFailure(error, notAdminMessage));

/**
 * Add Quiz in two steps (SPEC.md section 4): the quiz, then its questions one at a time with the
 * list of those saved beside them. Submit Total Quiz publishes the quiz (once it has a question:
 * the server refuses an empty one) and starts over with a new quiz; Save as draft starts over and
 * leaves it hidden from players until it is published on its Edit page. The quiz is created as a
 * draft, so one left half-made is never in the catalogue.
 */
export function AddQuiz({ calls, upload }: AddQuizProps) {
  const [step, setStep] = useState<Step>({ kind: 'quiz' });
  const [added, setAdded] = useState<QuestionDraft[]>([]);
  // A new key gives a fresh, empty quiz form after Submit Total Quiz.
  const [round, setRound] = useState(0);
  const [publishing, setPublishing] = useState(false);

  if (step.kind === 'quiz') {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h2" size="lg">
          Add Quiz
        </Heading>
        <QuizForm
          key={round}
          upload={upload}
          onSubmit={async (input) => {
            try {
              const created = await calls.createQuiz(input);
              notify.success(quizAddedMessage);
              setStep({ kind: 'questions', quizId: created.insertedId, quizName: created.quiz.quizName });
            } catch (error) {
              notAdmin(error);
            }
          }}
        />
      </Stack>
    );
  }

  const startOver = () => {
    setAdded([]);
    setRound(round + 1);
    setStep({ kind: 'quiz' });
  };

  // SPEC.md: Submit Total Quiz returns to the quiz step, and the quiz is then in the catalogue.
  const submitTotalQuiz = async () => {
    setPublishing(true);
    try {
      await calls.publish(step.quizId);
      notify.success(quizPublishedMessage(step.quizName));
      startOver();
    } catch (error) {
      notAdmin(error);
    } finally {
      setPublishing(false);
    }
  };

  const saveAsDraft = () => {
    notify.success(quizSavedAsDraftMessage(step.quizName));
    startOver();
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            Add Question
          </Heading>
          <Text color="fg.muted">To “{step.quizName}”</Text>
        </Stack>
        <QuestionForm
          onSave={async (draft) => {
            try {
              await calls.createQuestion(toQuestionInput(step.quizId, draft));
              notify.success(questionAddedMessage);
              setAdded((questions) => [...questions, draft]);
              return true;
            } catch (error) {
              notAdmin(error);
              return false;
            }
          }}
        />
      </Stack>
      <Stack gap="4">
        <AddedQuestions questions={added} />
        <Text id={FINISH_HELP_ID} color="fg.muted" fontSize="sm">
          {added.length === 0 ? addQuestionToPublishText : submitPublishesText}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          A draft stays hidden from players until you publish it on{' '}
          <Link asChild color="purple.fg" fontWeight="medium">
            <RouterLink to={paths.editQuiz.getHref(step.quizId)}>its Edit page</RouterLink>
          </Link>
          .
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button
            colorPalette="purple"
            disabled={added.length === 0}
            loading={publishing}
            aria-describedby={FINISH_HELP_ID}
            onClick={() => void submitTotalQuiz()}
          >
            <LuCheck aria-hidden /> Submit Total Quiz
          </Button>
          <Button colorPalette="purple" variant="outline" disabled={publishing} onClick={saveAsDraft}>
            <LuFilePen aria-hidden /> Save as draft
          </Button>
        </HStack>
      </Stack>
    </Grid>
  );
}
