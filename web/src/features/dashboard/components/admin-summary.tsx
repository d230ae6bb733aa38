import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { LuBookOpen, LuDollarSign, LuSmile } from 'react-icons/lu';
import { countedTotal, formatTotal, QUERY_LIMITS } from '@quizmaster/shared/paging';
import { LoadFailed } from '@/components/ui/load-failed';
import { useAdminFigures } from '../api/use-admin-figures';
import { revenueUsd } from '../lib/admin-summary';
import { BarChart } from './bar-chart';
import { SummaryCard } from './summary-card';
import { userFeedbackFigure } from '@quizmaster/shared/messages';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * The admin's figures (SPEC.md "Dashboard summary cards") and two small charts, read once as the
 * dashboard opens, from aggregation queries (api/admin-figures.ts): never every quiz or payment.
 */
export function AdminSummary() {
  const figures = useAdminFigures();

  if (figures.status === 'error') {
    console.error(figures.error);
    return <LoadFailed>We could not load the figures. Please refresh the page to try again.</LoadFailed>;
  }
  if (figures.status === 'loading') {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4" role="status" aria-busy="true" aria-label="Loading the figures">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="32" rounded="l3" />
        ))}
      </SimpleGrid>
    );
  }

  const paidCount = figures.data.paymentsNotRefunded;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        <SummaryCard label="User Feedback" value={userFeedbackFigure} icon={<LuSmile />} help="Players who liked their quizzes" />
        <SummaryCard label="Total Quiz" value={formatTotal(countedTotal(figures.data.quizCount, QUERY_LIMITS.admin))} icon={<LuBookOpen />} help="Free and paid, drafts included" />
        <SummaryCard
          label="Revenue"
          value={dollars.format(revenueUsd(paidCount))}
          icon={<LuDollarSign />}
          help={`${String(paidCount)} premium ${paidCount === 1 ? 'year' : 'years'} not refunded`}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <BarChart
          title="Payments per month"
          orientation="columns"
          bars={figures.data.paymentsPerMonth}
          emptyText="No payments in the last six months."
        />
        <BarChart
          title="Submissions per quiz"
          orientation="rows"
          bars={figures.data.submissionsPerQuiz}
          emptyText="Nobody has taken a quiz yet."
        />
      </SimpleGrid>
    </Stack>
  );
}
