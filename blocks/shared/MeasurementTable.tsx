// One CMS measurement table (e.g. 'Tailored Sheets': W, L, D 'Variable'), as the measure-up page and the
// purchase flow's size panel both show it. `context` names the size for screen readers when several
// tables share a heading; `footer` goes in the table foot.
import type { ReactNode } from 'react';
import type { CmsSchemas } from '../../content/cms-types.ts';

type Table = CmsSchemas['SizeMeasurements']['tables'][number];

export function MeasurementTable({ table, className, context, footer }: { table: Table; className: string; context?: string; footer?: ReactNode }) {
  return (
    <table className={className}>
      <caption>
        {table.heading}
        {context && <span className="visually-hidden">, {context}</span>}
      </caption>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
      {footer && (
        <tfoot>
          <tr>
            <td colSpan={2}>{footer}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
