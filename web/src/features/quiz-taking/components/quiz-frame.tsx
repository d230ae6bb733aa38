import { Card, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The quiz page's frame: the title above the question's card and the side panel (beside it on
 * wide screens, below it on phones). The player and its skeleton (the loading state and the
 * prerendered shell) share it, so the question takes the skeleton's place.
 */
export function QuizFrame({ title, side, children }: { title: ReactNode; side: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="6">
      {title}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' }} gap="6" alignItems="start">
        <Card.Root variant="elevated">
          <Card.Body gap="6" p={{ base: '4', md: '8' }}>
            {children}
          </Card.Body>
        </Card.Root>
        {side}
      </Grid>
    </Stack>
  );
}
