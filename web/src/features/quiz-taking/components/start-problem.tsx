import { Button, EmptyState, VStack, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleAlert, LuLayoutGrid } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * A quiz that cannot be played now: what happened, and a way back (and a retry when it may help),
 * or `actions` of its own.
 */
export function StartProblem({
  title,
  description,
  icon = <LuCircleAlert />,
  onRetry,
  actions,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  onRetry?: () => void;
  actions?: ReactNode;
}) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="xl">
            {title}
          </EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
        <Wrap justify="center" gap="3">
          {actions ?? (
            <>
              {onRetry ? (
                <Button colorPalette="purple" onClick={onRetry}>
                  Try again
                </Button>
              ) : null}
              <Button asChild variant={onRetry ? 'outline' : 'solid'} colorPalette="purple">
                <RouterLink to={paths.quizzes.getHref()}>
                  <LuLayoutGrid aria-hidden /> Back to quizzes
                </RouterLink>
              </Button>
            </>
          )}
        </Wrap>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
