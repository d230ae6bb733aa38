import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

const OPTIONS = 4;

/** A quiz while its attempt starts (the page's loading state and its prerendered shell): title, progress, question, options. */
export function QuizSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading the quiz">
      <Stack direction="row" justify="space-between" align="center" gap="4">
        <Skeleton h="8" w="50%" />
        <Skeleton h="8" w="24" />
      </Stack>
      <Skeleton h="2" rounded="full" />
      <Stack gap="4" p={{ base: '4', md: '6' }} borderWidth="1px" rounded="l3">
        <SkeletonText noOfLines={2} />
        {Array.from({ length: OPTIONS }, (_, index) => (
          <Skeleton key={index} h="14" rounded="l2" />
        ))}
      </Stack>
    </Stack>
  );
}
