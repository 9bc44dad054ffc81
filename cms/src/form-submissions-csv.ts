// Form submissions as CSV for a spreadsheet: one row per submission, oldest first. Shared by the API-token
// export (/api/form-submissions/export.csv) and the editors' export in the admin (/admin/site/form-submissions/export.csv).

export const SUBMISSION_COLUMNS = ['formType', 'email', 'mobile', 'message', 'product', 'variantId'] as const;
export const EXPORT_COLUMNS = ['createdAt', ...SUBMISSION_COLUMNS, 'submissionId', 'formData'] as const;

/**
 * What a spreadsheet may read as the start of a formula (OWASP's CSV injection list): =, +, - or @, also after
 * leading spaces or line breaks, and a leading tab or carriage return, which some spreadsheets skip.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/** One CSV field: quoted when it holds a comma, quote or line break; a possible formula is neutralised with a leading ' so a spreadsheet never runs it. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text);
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A phone number as text: Excel, LibreOffice and Google Sheets all read `="0412 345 678"` as a formula whose
 * value is that text, so the leading zero and a leading + survive opening the file. (A leading apostrophe only
 * marks text when typed into a cell: in a CSV every spreadsheet shows the apostrophe itself.) Only digits,
 * spaces, +, -, ( and ) are written this way, so no visitor text can become a formula.
 */
export function phoneField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return /^\+?[0-9][0-9 ()-]*$/.test(text) ? quoted(`="${text}"`) : csvField(value);
}

export function submissionsCsv(entries: Record<string, unknown>[]): string {
  const row = (entry: Record<string, unknown>) => EXPORT_COLUMNS.map((column) => (column === 'mobile' ? phoneField(entry[column]) : csvField(entry[column]))).join(',');
  return `${[EXPORT_COLUMNS.join(','), ...entries.map(row)].join('\r\n')}\r\n`;
}
