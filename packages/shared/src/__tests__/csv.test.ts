import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, neutralizeFormula } from '../format/csv';

describe('neutralizeFormula', () => {
  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j with a quote', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
  });
  it.each(['plain', '1', '', ' =not at start', "'already"])('keeps %j', (text) => {
    expect(neutralizeFormula(text)).toBe(text);
  });
});

describe('csvCell and csvRow', () => {
  it('quotes what RFC 4180 needs and doubles quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
  it('neutralizes before quoting', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
  it('ends a row with CRLF', () => {
    expect(csvRow(['a', '=b', null])).toBe("a,'=b,\r\n");
  });
});
