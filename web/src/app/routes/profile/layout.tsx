import { Container } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/** Placeholder: built in the player-side web issue. */
export function ProfileLayoutRoute() {
  return (
    <Container py="10">
      <Outlet />
    </Container>
  );
}
