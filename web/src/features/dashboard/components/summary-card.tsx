import { Card, Circle, HStack } from '@chakra-ui/react';
import * as Stat from '@/components/ui/stat';
import { useId, type ReactNode } from 'react';

/** One figure on the dashboard: label, value, a line of help, an icon. Named by its label for assistive tech. */
export function SummaryCard({ label, value, help, icon }: { label: string; value: string; help: ReactNode; icon: ReactNode }) {
  const labelId = useId();
  return (
    <Card.Root role="group" aria-labelledby={labelId} variant="outline" h="full">
      <Card.Body>
        <HStack justify="space-between" align="start" gap="4">
          <Stat.Root minW="0">
            <Stat.Label id={labelId}>{label}</Stat.Label>
            {/* Long values ("more than 85%") wrap rather than run under the icon. */}
            <Stat.ValueText fontSize="2xl">{value}</Stat.ValueText>
            {/* A <dd>: Stat.Root is a <dl>, which may hold only dt/dd. */}
            <Stat.HelpText as="dd" color="fg.muted">
              {help}
            </Stat.HelpText>
          </Stat.Root>
          <Circle size="10" bg="purple.subtle" color="purple.fg" flexShrink="0" aria-hidden>
            {icon}
          </Circle>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
