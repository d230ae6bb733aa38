import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** A page's content while its data loads: a heading-sized bar and a block. */
export function GenericSkeleton() {
  return (
    <Stack gap="6">
      <Skeleton h="9" w="50%" />
      <SkeletonText noOfLines={3} />
      <Skeleton h="64" rounded="l3" />
    </Stack>
  );
}
