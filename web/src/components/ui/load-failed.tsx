import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a page shows when its data could not be read (offline, or refused by the rules). */
export function LoadFailed({ children }: { children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
