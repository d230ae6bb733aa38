import { Link, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { LuCrown, LuHistory, LuListChecks, LuTrophy } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatShortDate } from '@quizmaster/shared/format';
import { countedTotal, formatTotal, QUERY_LIMITS } from '@quizmaster/shared/paging';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { useMyFigures, useMyUserRecord } from '../api/use-player-records';
import { summarisePlayer } from '../lib/player-summary';
import { SummaryCard } from './summary-card';


/** "75% marks in Capitals": the latest result's marks, and its quiz when it is still there. */
const latestHelp = ({ marks, quizName }: { marks: number; quizName: string | null }) =>
  quizName ? `${String(marks)}% marks in ${quizName}` : `${String(marks)}% marks`;

/**
 * The player's own figures: quizzes taken, best grade and latest result (a `count()` and two
 * results, read once), and premium until (their record, live). Submit returns to the home page,
 * so the latest result is where the player finds their score again.
 */
export function PlayerSummaryCards({ uid }: { uid: string }) {
  const figures = useMyFigures(uid);
  const record = useMyUserRecord(uid);

  if (figures.status === 'error' || record.status === 'error') {
    console.error(figures.error ?? record.error);
    return <LoadFailed>We could not load your figures. Please refresh the page to try again.</LoadFailed>;
  }
  if (figures.status === 'loading' || record.status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" role="status" aria-busy="true" aria-label="Loading your figures">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h="32" rounded="l3" />
        ))}
      </SimpleGrid>
    );
  }

  const summary = summarisePlayer(figures.data, record.data?.premiumUntil ?? null);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <SummaryCard
        label="Quizzes taken"
        value={formatTotal(countedTotal(summary.quizzesTaken, QUERY_LIMITS.own))}
        icon={<LuListChecks />}
        help={summary.quizzesTaken === 0 ? 'Your results appear here' : 'Across every quiz'}
      />
      <SummaryCard
        label="Best grade"
        value={summary.best?.grade ?? '–'}
        icon={<LuTrophy />}
        help={summary.best ? `${String(summary.best.marks)}% marks` : 'Take a quiz to get graded'}
      />
      <SummaryCard
        label="Latest result"
        value={summary.latest?.grade ?? '–'}
        icon={<LuHistory />}
        help={
          summary.latest ? (
            <>
              {latestHelp(summary.latest)}
              {summary.latest.quizId && summary.latest.attemptId ? (
                <>
                  {' · '}
                  <Link asChild color="purple.fg" fontWeight="medium">
                    <RouterLink to={paths.attemptReview.getHref(summary.latest.quizId, summary.latest.attemptId)}>Review</RouterLink>
                  </Link>
                </>
              ) : null}
            </>
          ) : (
            'Your latest grade appears here'
          )
        }
      />
      <SummaryCard
        label="Premium until"
        value={summary.premiumUntil ? formatShortDate(summary.premiumUntil) : 'Free plan'}
        icon={<LuCrown />}
        help={
          summary.premiumUntil ? (
            'Every paid quiz is unlocked'
          ) : (
            <Link asChild color="purple.fg" fontWeight="medium">
              <RouterLink to={paths.pricing.getHref()}>Go premium</RouterLink>
            </Link>
          )
        }
      />
    </SimpleGrid>
  );
}
