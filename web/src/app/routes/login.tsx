import { Card, Container, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

/** Where the guard sent the user from, so login can return there. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return paths.home.getHref();
}

export function LoginRoute() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Card.Root variant="elevated">
        <Card.Body gap="6">
          <Heading as="h1" size="2xl" textAlign="center">
            Login Here!
          </Heading>
          <LoginForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
          <Text textAlign="center" fontSize="sm">
            New to Quiz Master?{' '}
            <Link asChild color="purple.fg" fontWeight="semibold">
              <RouterLink to={paths.signUp.getHref()}>Register here.</RouterLink>
            </Link>
          </Text>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
