import { Badge } from '@chakra-ui/react';

/** Whether players see a quiz: Published, or Draft (the admins' alone until published on its Edit page). */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge colorPalette={published ? 'blue' : 'gray'} variant={published ? 'subtle' : 'outline'}>
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}
