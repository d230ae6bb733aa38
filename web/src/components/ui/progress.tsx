import { Progress as ChakraProgress, type ProgressRootProps } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's Progress with its recipe passed in (import it as a namespace: `import * as Progress`):
 * the recipe is not in the system (theme.ts), so only the pages that show this bar carry it (two
 * admin tools; the quiz's bar is quiz-taking's progress-bar.tsx).
 */
export function Root(props: ProgressRootProps) {
  return <ChakraProgress.Root recipe={progressSlotRecipe} {...props} />;
}

export const Track = ChakraProgress.Track;
export const Range = ChakraProgress.Range;
export const ValueText = ChakraProgress.ValueText;
