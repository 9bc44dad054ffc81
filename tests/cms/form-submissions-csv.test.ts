// What an editor opens in a spreadsheet: no visitor text becomes a formula, however it starts.
import { describe, expect, it } from 'vitest';
import { csvField, phoneField, submissionsCsv } from '../../cms/src/form-submissions-csv.ts';

describe('a form submission as a CSV field', () => {
  it('neutralises text a spreadsheet would run: =, +, - or @ first, after leading spaces or line breaks, or after a tab or carriage return', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '  =HYPERLINK("http://x")', '\n=1+1', '\t=1+1', '\r=1+1', '\tplain', '\rplain']) {
      const field = csvField(text);
      const unquoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
      expect({ text, first: unquoted[0] }).toEqual({ text, first: "'" });
      expect(unquoted.slice(1)).toBe(text);
    }
  });

  it('leaves ordinary text, and text with a formula character later on, as it is', () => {
    expect(csvField('Do you make cot sheets?')).toBe('Do you make cot sheets?');
    expect(csvField('1+1=2')).toBe('1+1=2');
    expect(csvField('a, b')).toBe('"a, b"');
  });

  it('keeps a phone number as text with its leading zero, and a crafted "phone" as neutralised text', () => {
    expect(phoneField('0412345678')).toBe('"=""0412345678"""');
    expect(phoneField('\t=cmd|"/c calc"!A1')).toBe(`"'\t=cmd|""/c calc""!A1"`);
  });

  it('writes one row per submission under the header', () => {
    const csv = submissionsCsv([{ createdAt: '2026-11-28T00:00:00.000Z', formType: 'contact', email: 'a@example.com', message: '\t=1+1' }]);
    expect(csv.split('\r\n')[1]).toBe("2026-11-28T00:00:00.000Z,contact,a@example.com,,'\t=1+1,,,,");
  });
});
