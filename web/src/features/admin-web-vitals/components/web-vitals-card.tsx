import { Badge, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { useEffect, useId, useState } from 'react';
import { useFirestore } from '@/lib/firebase-context';
import { WEB_VITAL_NAMES, type WebVitalFigure, type WebVitalName, type WebVitalsPageFigures } from '@quizmaster/shared/web-vitals';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadFailed } from '@/components/ui/load-failed';
import { readWebVitalsFigures } from '../api/web-vitals-figures';
import { formatWebVital, RATING_STYLES, samplesText } from '../lib/format';

const TITLE = 'Real-user metrics (last 7 days, p75)';
/** The table's own name (the card, a region too, is named by its title). */
const TABLE_LABEL = 'Real-user metrics per page';
const COLUMNS: readonly Column[] = [{ label: 'Page' }, ...WEB_VITAL_NAMES.map((name) => ({ label: name }))];

type Figures = { status: 'loading' } | { status: 'error' } | { status: 'success'; pages: WebVitalsPageFigures[] };

/** The figures, read once as the dashboard opens (like its other figures: a reload reads them again). */
function useWebVitalsFigures(): Figures {
  const db = useFirestore();
  const [figures, setFigures] = useState<Figures>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    readWebVitalsFigures(db, new Date()).then(
      (pages) => {
        if (current) setFigures({ status: 'success', pages });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setFigures({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [db]);
  return figures;
}

/**
 * The admin dashboard's real-user metrics: per page (route pattern), the 75th percentile of
 * each Core Web Vital over the last 7 days, rated by Google's thresholds, with its sample count.
 */
export function WebVitalsCard() {
  const titleId = useId();
  const figures = useWebVitalsFigures();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={titleId}>
      <Card.Header pb="0">
        <Heading as="h3" size="md" id={titleId}>
          {TITLE}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Measured in a sample of real visits. Green is good, orange needs improvement, red is poor, by Google&apos;s Core Web Vitals thresholds.
        </Text>
      </Card.Header>
      <Card.Body>
        {figures.status === 'loading' ? (
          <Skeleton h="24" rounded="l3" role="status" aria-busy="true" aria-label="Loading the real-user metrics" />
        ) : figures.status === 'error' ? (
          <LoadFailed>We could not load the real-user metrics. Please refresh the page to try again.</LoadFailed>
        ) : figures.pages.length === 0 ? (
          <Text color="fg.muted">No visits measured in the last 7 days.</Text>
        ) : (
          <DataTable columns={COLUMNS} label={TABLE_LABEL}>
            {figures.pages.map((page) => (
              <Table.Row key={page.page}>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {page.page}
                </Table.Cell>
                {WEB_VITAL_NAMES.map((name) => (
                  <Table.Cell key={name}>
                    <MetricFigure name={name} figure={page.metrics[name]} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** One cell: the p75, its rating in words and colour (never colour alone), the samples behind it. */
function MetricFigure({ name, figure }: { name: WebVitalName; figure: WebVitalFigure | undefined }) {
  if (!figure) return <Text color="fg.muted">No samples</Text>;
  const rating = RATING_STYLES[figure.rating];
  return (
    <Stack gap="0.5" align="start">
      <Text fontWeight="semibold" whiteSpace="nowrap">
        {formatWebVital(name, figure.p75)}
      </Text>
      <Badge colorPalette={rating.colorPalette} variant="subtle">
        {rating.label}
      </Badge>
      <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
        {samplesText(figure.samples)}
      </Text>
    </Stack>
  );
}
