import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { QuizGrid } from '@/features/quizzes/components/quiz-grid';

function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom={{ base: 'purple.100', _dark: 'purple.950' }}
      gradientTo={{ base: 'blue.50', _dark: 'gray.950' }}
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="6xl">
        <Stack gap="6" maxW="2xl">
          <Text fontWeight="semibold" color="purple.fg" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            Welcome to Quiz Master
          </Text>
          <Heading id="hero-title" as="h1" size={{ base: '4xl', md: '6xl' }} lineHeight="1.1">
            Play the game of knowledge
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            Take timed quizzes on science, history, code and more. Learn something new with every question and see
            how you grade.
          </Text>
          <Box>
            <Button asChild size="lg" colorPalette="purple">
              <RouterLink to={paths.quizzes.getHref()}>
                Start a Quiz <LuArrowRight />
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}

export function LandingRoute() {
  usePageTitle('Home');
  return (
    <>
      <Hero />
      <Container as="section" aria-labelledby="all-quizzes" maxW="6xl" py="12">
        <Heading id="all-quizzes" as="h2" size="2xl" mb="6">
          All Quizzes
        </Heading>
        <QuizGrid />
      </Container>
    </>
  );
}
