// Two versions of an entry side by side: only the fields that differ, each in words (blocks by position and
// kind), the older one on the left.
import { Box, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';

type Difference = { path: string; label: string; before: string; after: string };
export type Comparison = { result: { differences: Difference[] }; leftLabel: string; rightLabel: string };

export function CompareView({ comparison }: { comparison: Comparison }) {
  const { differences } = comparison.result;
  return (
    <Box paddingTop={4} tag="section" aria-label="Comparison">
      <Box paddingBottom={2}><Typography variant="delta" tag="h2">Fields that differ</Typography></Box>
      {differences.length === 0 ? (
        <Typography tag="p">They are the same.</Typography>
      ) : (
        <Table colCount={3} rowCount={differences.length + 1}>
          <Thead>
            <Tr>
              <Th><Typography variant="sigma">Field</Typography></Th>
              <Th><Typography variant="sigma">{comparison.leftLabel}</Typography></Th>
              <Th><Typography variant="sigma">{comparison.rightLabel}</Typography></Th>
            </Tr>
          </Thead>
          <Tbody>
            {differences.map((difference) => (
              <Tr key={difference.path}>
                <Td><Typography fontWeight="bold">{difference.label}</Typography></Td>
                <Td><Box maxWidth="28rem"><Typography style={{ whiteSpace: 'pre-wrap' }}>{difference.before}</Typography></Box></Td>
                <Td><Box maxWidth="28rem"><Typography style={{ whiteSpace: 'pre-wrap' }}>{difference.after}</Typography></Box></Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Box>
  );
}
