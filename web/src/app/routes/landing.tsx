import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LuArrowRight, LuCheck, LuClock } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { START_WHEN_VISIBLE_ATTRIBUTE } from '@/app/boot';
import { QuizGridSkeleton } from '@/features/quizzes/components/quiz-grid-skeleton';

// The catalogue needs Firebase; the rest of the page renders without waiting for it.
const QuizCatalogue = lazy(() =>
  import('@/features/quizzes/components/quiz-catalogue').then((module) => ({ default: module.QuizCatalogue })),
);

/** A decorative glimpse of a quiz in progress (hidden from assistive technology; wide screens only). */
function QuizPreview() {
  const options = [
    { text: 'Canberra', ticked: true },
    { text: 'Sydney', ticked: false },
    { text: 'Melbourne', ticked: false },
  ];
  return (
    <Box
      aria-hidden="true"
      display={{ base: 'none', lg: 'block' }}
      w="sm"
      flexShrink="0"
      bg="bg.panel"
      rounded="l3"
      shadow="xl"
      p="6"
      transform="rotate(2deg)"
      borderWidth="1px"
    >
      <HStack justify="space-between" fontSize="sm" mb="3">
        <Text fontWeight="semibold" color="fg.muted">
          Question 3/10
        </Text>
        <HStack gap="1" color="purple.fg" fontWeight="semibold">
          <LuClock />
          <Text fontVariantNumeric="tabular-nums">04:32</Text>
        </HStack>
      </HStack>
      <Box h="1.5" bg="bg.muted" rounded="full" mb="5">
        <Box h="full" w="30%" bg="purple.solid" rounded="full" />
      </Box>
      <Text fontWeight="semibold" fontSize="lg" mb="4">
        What is the capital of Australia?
      </Text>
      <Stack gap="2">
        {options.map(({ text, ticked }) => (
          <HStack
            key={text}
            borderWidth="1px"
            rounded="l2"
            px="3"
            py="2.5"
            borderColor={ticked ? 'purple.solid' : 'border'}
            bg={ticked ? 'purple.subtle' : undefined}
          >
            <Flex
              boxSize="4"
              rounded="sm"
              borderWidth="1.5px"
              align="center"
              justify="center"
              borderColor={ticked ? 'purple.solid' : 'border.emphasized'}
              bg={ticked ? 'purple.solid' : undefined}
              color="white"
              fontSize="xs"
            >
              {ticked ? <LuCheck /> : null}
            </Flex>
            <Text>{text}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom={{ base: 'purple.100', _dark: 'purple.950' }}
      gradientTo={{ base: 'blue.50', _dark: 'gray.950' }}
      py={{ base: '14', md: '24' }}
      overflow="hidden"
      // On phones the hero fills the first screen, the catalogue starts below it: the first
      // screen is then the prerendered hero, complete before any script or data arrives.
      minH={{ base: 'calc(100svh - 4rem)', md: 'auto' }}
      display="flex"
      alignItems="center"
    >
      <Container maxW="6xl">
        <Flex align="center" justify="space-between" gap="12">
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
          <QuizPreview />
        </Flex>
      </Container>
    </Box>
  );
}

export function LandingRoute() {
  usePageTitle('Home');
  return (
    <>
      <Hero />
      {/* Its cards need the app: a visitor's phone starts it when they scroll here (app/boot.ts). */}
      <Container as="section" aria-labelledby="all-quizzes" maxW="6xl" py={{ base: '10', md: '14' }} {...{ [START_WHEN_VISIBLE_ATTRIBUTE]: '' }}>
        <Heading id="all-quizzes" as="h2" size="2xl" mb="6">
          All Quizzes
        </Heading>
        <Suspense fallback={<QuizGridSkeleton />}>
          <QuizCatalogue />
        </Suspense>
      </Container>
    </>
  );
}
