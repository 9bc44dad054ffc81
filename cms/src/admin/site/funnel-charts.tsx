// The funnel page's charts, drawn as plain SVG (no chart library in the admin bundle), each with its figures
// written beside the bars so nobody has to read a value off an axis.
import { Box, Typography } from '@strapi/design-system';

export type Bar = { label: string; value: number; note?: string };

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 190;
const BAR_WIDTH = 420;
const FIGURE_WIDTH = 150;
const COLOURS = { bar: '#4945ff', second: '#ee5e52', text: '#32324d', muted: '#666687' };

/** Horizontal bars, longest first as given, each with its number (and a note such as a share) at its end. */
export function HorizontalBars({ title, bars }: { title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + GAP);
  const width = LABEL_WIDTH + BAR_WIDTH + FIGURE_WIDTH;
  return (
    <Box paddingBottom={6}>
      <Typography variant="delta" tag="h2">{title}</Typography>
      <svg role="img" aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'block', marginTop: 12, maxWidth: '100%' }}>
        {bars.map((bar, index) => {
          const y = index * (BAR_HEIGHT + GAP);
          const length = Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * BAR_WIDTH);
          return (
            <g key={bar.label}>
              <text x={LABEL_WIDTH - 10} y={y + BAR_HEIGHT / 2} textAnchor="end" dominantBaseline="middle" fontSize={13} fill={COLOURS.text}>{bar.label}</text>
              <rect x={LABEL_WIDTH} y={y} width={length} height={BAR_HEIGHT} rx={3} fill={COLOURS.bar} />
              <text x={LABEL_WIDTH + length + 8} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" fontSize={13} fontWeight={600} fill={COLOURS.text}>
                {bar.value.toLocaleString('en-AU')}
                {bar.note ? <tspan fontWeight={400} fill={COLOURS.muted}>{`  ${bar.note}`}</tspan> : null}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

export type PeriodColumn = { label: string; visits: number; orders: number };

const PLOT_HEIGHT = 160;

/** Visits (and, in a second colour, orders) per day or week, each period's figures written over its bars. */
export function PeriodColumns({ title, columns }: { title: string; columns: PeriodColumn[] }) {
  const max = Math.max(1, ...columns.map((column) => column.visits));
  const step = Math.max(14, Math.min(48, Math.floor(760 / Math.max(1, columns.length))));
  const width = columns.length * step + 40;
  return (
    <Box paddingBottom={6}>
      <Typography variant="delta" tag="h2">{title}</Typography>
      <Typography variant="pi" textColor="neutral600" tag="p">Blue: visits. Red: orders. The figures are written over each day's or week's bars.</Typography>
      <svg role="img" aria-label={`${title}: ${columns.filter((column) => column.visits > 0).map((column) => `${column.label} ${column.visits} visits, ${column.orders} orders`).join('; ') || 'none'}`} width={width} height={PLOT_HEIGHT + 24} viewBox={`0 0 ${width} ${PLOT_HEIGHT + 24}`} style={{ display: 'block', marginTop: 12, maxWidth: '100%' }}>
        <line x1={0} x2={width} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} stroke={COLOURS.muted} strokeWidth={1} />
        {columns.map((column, index) => {
          const x = index * step + 4;
          const visits = (column.visits / max) * (PLOT_HEIGHT - 16);
          const orders = (column.orders / max) * (PLOT_HEIGHT - 16);
          return (
            <g key={column.label}>
              <rect x={x} y={PLOT_HEIGHT - visits} width={step * 0.45} height={visits} fill={COLOURS.bar} />
              <rect x={x + step * 0.48} y={PLOT_HEIGHT - orders} width={step * 0.3} height={orders} fill={COLOURS.second} />
              {column.visits > 0 ? (
                <text x={x} y={PLOT_HEIGHT - visits - 4} fontSize={11} fontWeight={600} fill={COLOURS.text}>
                  {column.visits}
                  {column.orders > 0 ? <tspan fill={COLOURS.second}>{` ${column.orders}`}</tspan> : null}
                </text>
              ) : null}
              {index % Math.ceil(columns.length / 10) === 0 ? (
                <text x={x} y={PLOT_HEIGHT + 16} fontSize={11} fill={COLOURS.muted}>{column.label.slice(5)}</text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** A ranked list (entry pages, pages before /buy, campaigns) as a table with a bar in each row. */
export function RankedTable({ title, columns, rows }: { title: string; columns: string[]; rows: { name: string; values: number[] }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.values[0] ?? 0));
  return (
    <Box paddingBottom={6}>
      <Typography variant="delta" tag="h2">{title}</Typography>
      {rows.length === 0 ? (
        <Box paddingTop={2}><Typography tag="p">None in these days.</Typography></Box>
      ) : (
        <table style={{ marginTop: 12, borderCollapse: 'collapse', fontSize: 14, color: COLOURS.text }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', padding: '4px 12px 4px 0' }}>{columns[0]}</th>
              {columns.slice(1).map((column) => <th key={column} scope="col" style={{ textAlign: 'right', padding: '4px 12px' }}>{column}</th>)}
              <th scope="col" aria-hidden="true" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '4px 12px 4px 0' }}>{row.name}</th>
                {row.values.map((value, index) => <td key={index} style={{ textAlign: 'right', padding: '4px 12px' }}>{value.toLocaleString('en-AU')}</td>)}
                <td aria-hidden="true" style={{ width: 200 }}><div style={{ background: COLOURS.bar, height: 10, borderRadius: 2, width: `${((row.values[0] ?? 0) / max) * 100}%` }} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}
