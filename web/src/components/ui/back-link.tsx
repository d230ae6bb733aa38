import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** A link back to the list a details page came from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="purple.fg" fontWeight="medium" alignSelf="start">
      <RouterLink to={to}>
        <LuArrowLeft aria-hidden /> {children}
      </RouterLink>
    </Link>
  );
}

/** A details page whose record does not exist (a wrong id, or deleted meanwhile). */
export function MissingRecord({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <BackLink to={backTo}>{backLabel}</BackLink>
    </Stack>
  );
}
