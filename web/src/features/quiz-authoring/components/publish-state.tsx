import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/** Why a draft cannot be published yet (the API's 409 no-questions says the same). */
export const NO_QUESTIONS_TO_PUBLISH = 'Add at least one question before publishing.';

/** Whether players see the quiz: a badge and one line saying what it means. */
export function PublishState({ published }: { published: boolean }) {
  return (
    <HStack gap="2">
      <Badge colorPalette={published ? 'green' : 'gray'} variant="subtle">
        {published ? 'Published' : 'Draft'}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {published ? 'Published: players see this quiz in the catalogue.' : 'Draft: players cannot see this quiz.'}
      </Text>
    </HStack>
  );
}

interface PublishButtonProps {
  published: boolean;
  questionCount: number;
  busy: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  /** The id of the text that explains a disabled Publish (it must be on the page). */
  reasonId: string;
}

/** Publish a draft (once it has a question) or unpublish a published quiz: hidden again, its results kept. */
export function PublishButton({ published, questionCount, busy, onPublish, onUnpublish, reasonId }: PublishButtonProps) {
  if (published) {
    return (
      <Button size="sm" variant="outline" colorPalette="gray" loading={busy} onClick={onUnpublish}>
        <LuEyeOff aria-hidden /> Unpublish
      </Button>
    );
  }
  const noQuestions = questionCount === 0;
  return (
    <Button size="sm" colorPalette="purple" loading={busy} disabled={noQuestions} aria-describedby={noQuestions ? reasonId : undefined} onClick={onPublish}>
      <LuEye aria-hidden /> Publish
    </Button>
  );
}
