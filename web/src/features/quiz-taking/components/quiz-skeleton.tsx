import { Box, Button, Flex, HStack, Skeleton, Spacer, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { MOVE_BUTTON_FLEX, MOVE_ROW, QUIZ_TITLE_SIZE } from '../lib/quiz-layout';
import { QuizFrame } from './quiz-frame';
import { QuizSidePanelSkeleton } from './quiz-side-panel';

/** The options most questions have. */
const OPTIONS = 4;

/** A line of text still loading, in its text style: a space in the skeleton keeps the line's height. */
function LoadingLine({ textStyle, lineHeight, w }: { textStyle: SystemStyleObject['textStyle']; lineHeight?: string; w: string }) {
  return (
    <Box textStyle={textStyle} lineHeight={lineHeight}>
      <Skeleton as="span" display="inline-block" w={w} maxW="full">
        {'\u00a0'}
      </Skeleton>
    </Box>
  );
}

/**
 * The quiz while its attempt starts (the page's loading state and its prerendered shell): the
 * player's frame (quiz-frame.tsx) with what needs no data in place (the counter's word, the move
 * buttons, the side panel's heading and labels) and the rest as skeletons of the same sizes as
 * the first question's: the title, the clock, the question, its hint and options.
 */
export function QuizSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the quiz">
      <QuizFrame title={<LoadingLine textStyle={QUIZ_TITLE_SIZE} w="16rem" />} side={<QuizSidePanelSkeleton />}>
        {/* The counter and the clock above the progress bar (quiz-player.tsx, QuizProgress). */}
        <Stack gap="3">
          <HStack justify="space-between" gap="4">
            <Text fontWeight="semibold" color="fg.muted">
              Question{' '}
              <Skeleton as="span" display="inline-block" w="8" verticalAlign="top">
                {'\u00a0'}
              </Skeleton>
            </Text>
            <Skeleton h="9" w="24" rounded="full" />
          </HStack>
          <Skeleton h="2" rounded="full" />
        </Stack>
        {/* The question, its hint and options (question-view.tsx). */}
        <Stack gap="5">
          <Stack gap="1">
            <LoadingLine textStyle={{ base: 'lg', md: 'xl' }} lineHeight="1.35" w="80%" />
            <LoadingLine textStyle="sm" w="14rem" />
          </Stack>
          <Stack gap="3">
            {Array.from({ length: OPTIONS }, (_, index) => (
              <Box key={index} px="4" py="3" borderWidth="1px" rounded="l2">
                <LoadingLine textStyle="sm" w="40%" />
              </Box>
            ))}
          </Stack>
          <Box />
        </Stack>
        {/* The player's move buttons (MoveButtons), all off: a press before the question is there would move past it. Their icons come with the player. */}
        <Flex {...MOVE_ROW}>
          <Button variant="outline" flex={MOVE_BUTTON_FLEX} disabled>
            Previous
          </Button>
          <Spacer display={{ base: 'none', sm: 'block' }} />
          <Button variant="ghost" flex={MOVE_BUTTON_FLEX} disabled>
            Skip
          </Button>
          <Button colorPalette="purple" flex={MOVE_BUTTON_FLEX} disabled>
            Next
          </Button>
        </Flex>
      </QuizFrame>
    </Box>
  );
}
