import { Alert, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck } from 'react-icons/lu';
import { notAdminMessage, questionAddedMessage, quizAddedMessage } from '@quizmaster/shared/messages';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { AuthoringCalls } from '../api/authoring-calls';
import { toQuestionInput, type QuestionDraft } from '../lib/question-draft';
import { AddedQuestions } from './added-questions';
import { QuestionForm } from './question-form';
import { QuizForm } from './quiz-form';

type Step = { kind: 'quiz' } | { kind: 'questions'; quizId: string; quizName: string };

interface AddQuizProps {
  calls: AuthoringCalls;
  upload: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | null;
}

const notAdmin = (error: unknown) => notify.error(adminActionFailure(error, notAdminMessage));

/**
 * Add Quiz in two steps (SPEC.md section 4): the quiz, then its questions one at a time with the
 * list of those saved beside them; Submit Total Quiz starts over with a new quiz.
 */
export function AddQuiz({ calls, upload }: AddQuizProps) {
  const [step, setStep] = useState<Step>({ kind: 'quiz' });
  const [added, setAdded] = useState<QuestionDraft[]>([]);
  // A new key gives a fresh, empty quiz form after Submit Total Quiz.
  const [round, setRound] = useState(0);

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

  const submitTotalQuiz = () => {
    setAdded([]);
    setRound(round + 1);
    setStep({ kind: 'quiz' });
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
        {added.length === 0 ? (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>Players can start the quiz once it has a question.</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack>
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
