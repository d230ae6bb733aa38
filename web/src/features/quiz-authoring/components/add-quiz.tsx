import { Alert, Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuEye } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notAdminMessage, questionAddedMessage, quizAddedMessage } from '@quizmaster/shared/messages';
import { paths } from '@/config/paths';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { AuthoringCalls } from '../api/authoring-calls';
import { toQuestionInput, type QuestionDraft } from '../lib/question-draft';
import { AddedQuestions } from './added-questions';
import { QuestionForm } from './question-form';
import { QuizForm } from './quiz-form';

type Step = { kind: 'quiz' } | { kind: 'questions'; quizId: string; quizName: string; published: boolean };

interface AddQuizProps {
  calls: AuthoringCalls;
  upload: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | null;
}

const notAdmin = (error: unknown) => notify.error(adminActionFailure(error, notAdminMessage));

/**
 * Add Quiz in two steps (SPEC.md section 4): the quiz, then its questions one at a time with the
 * list of those saved beside them; Submit Total Quiz starts over with a new quiz. The new quiz is
 * a draft, invisible to players, until it is published: Publish now (once it has a question) or
 * later on its Edit page.
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
              setStep({ kind: 'questions', quizId: created.insertedId, quizName: created.quiz.quizName, published: false });
            } catch (error) {
              notAdmin(error);
            }
          }}
        />
      </Stack>
    );
  }

  const submitTotalQuiz = () => {
    setAdded([]);
    setRound(round + 1);
    setStep({ kind: 'quiz' });
  };

  const publishNow = async () => {
    setPublishing(true);
    try {
      await calls.publish(step.quizId);
      notify.success(`“${step.quizName}” is published: players can see it now.`);
      setStep({ ...step, published: true });
    } catch (error) {
      notAdmin(error);
    } finally {
      setPublishing(false);
    }
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
        {step.published ? (
          <Alert.Root status="success" size="sm">
            <Alert.Indicator />
            <Alert.Title>Published: players can see “{step.quizName}” now.</Alert.Title>
          </Alert.Root>
        ) : (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The quiz stays a draft, invisible to players, until you publish it.</Alert.Title>
              <Alert.Description>
                {added.length === 0 ? 'Add a question first, then publish it here' : 'Publish it now'}, or later on{' '}
                <Link asChild color="purple.fg" fontWeight="medium">
                  <RouterLink to={paths.editQuiz.getHref(step.quizId)}>its Edit page</RouterLink>
                </Link>
                .
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack gap="3" flexWrap="wrap">
          {step.published ? null : (
            <Box>
              <Button colorPalette="purple" disabled={added.length === 0} loading={publishing} onClick={() => void publishNow()}>
                <LuEye aria-hidden /> Publish now
              </Button>
            </Box>
          )}
          <Box>
            <Button colorPalette="purple" variant="outline" onClick={submitTotalQuiz}>
              <LuCheck aria-hidden /> Submit Total Quiz
            </Button>
          </Box>
        </HStack>
      </Stack>
    </Grid>
  );
}
