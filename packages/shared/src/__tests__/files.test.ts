import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_FILE_MAX_SIZE,
  REQUEST_FILE_ACCEPT,
  REQUEST_FILE_TYPES,
  checkRequestFile,
  detectFileType,
  fileExtension,
  fileTypeByExtension,
  formatFileSize,
} from '../files';

// Real files, written by real tools (Python's zipfile for the Office packages, zlib for the PNG),
// kept as base64 so the signatures under test are the ones such files really start with.
const DOCX_B64 =
  'UEsDBBQAAAAIAHcUdl3muHRrXAAAAGIAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbBXMTQqAIBBA4auE+xxr0SJKL9EFRKYfylGcIer22fLxwZvcE6/mxsJHoll12ihnp+XNyE0V4lntInkE4LBj9KxTRqqyphK91CwbZB9OvyH0xgwQEgmStPI/FNgPUEsDBBQAAAAIAHcUdl0rhCYSBgAAAAQAAAALAAAAX3JlbHMvLnJlbHOzqdC3AwBQSwMEFAAAAAgAdxR2Xd1ahg0PAAAADQAAABEAAAB3b3JkL2RvY3VtZW50LnhtbLMpt0rJTy7NTc0r0bcDAFBLAQIUAxQAAAAIAHcUdl3muHRrXAAAAGIAAAATAAAAAAAAAAAAAACAAQAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgAdxR2XSuEJhIGAAAABAAAAAsAAAAAAAAAAAAAAIABjQAAAF9yZWxzLy5yZWxzUEsBAhQDFAAAAAgAdxR2Xd1ahg0PAAAADQAAABEAAAAAAAAAAAAAAIABvAAAAHdvcmQvZG9jdW1lbnQueG1sUEsFBgAAAAADAAMAuQAAAPoAAAAAAA==';
const XLSX_B64 =
  'UEsDBBQAAAAIAHcUdl3muHRrXAAAAGIAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbBXMTQqAIBBA4auE+xxr0SJKL9EFRKYfylGcIer22fLxwZvcE6/mxsJHoll12ihnp+XNyE0V4lntInkE4LBj9KxTRqqyphK91CwbZB9OvyH0xgwQEgmStPI/FNgPUEsDBBQAAAAIAHcUdl0rhCYSBgAAAAQAAAALAAAAX3JlbHMvLnJlbHOzqdC3AwBQSwMEFAAAAAgAdxR2Xc6emBMNAAAACwAAAA8AAAB4bC93b3JrYm9vay54bWyzKc8vyk7Kz8/WtwMAUEsDBBQAAAAIAHcUdl0rhCYSBgAAAAQAAAAYAAAAeGwvd29ya3NoZWV0cy9zaGVldDEueG1ss6nQtwMAUEsBAhQDFAAAAAgAdxR2Xea4dGtcAAAAYgAAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAACAB3FHZdK4QmEgYAAAAEAAAACwAAAAAAAAAAAAAAgAGNAAAAX3JlbHMvLnJlbHNQSwECFAMUAAAACAB3FHZdzp6YEw0AAAALAAAADwAAAAAAAAAAAAAAgAG8AAAAeGwvd29ya2Jvb2sueG1sUEsBAhQDFAAAAAgAdxR2XSuEJhIGAAAABAAAABgAAAAAAAAAAAAAAIAB9gAAAHhsL3dvcmtzaGVldHMvc2hlZXQxLnhtbFBLBQYAAAAABAAEAP0AAAAyAQAAAAA=';
const PLAIN_ZIP_B64 =
  'UEsDBBQAAAAIAHcUdl2sKpPYBAAAAAIAAAAKAAAAcmVhZG1lLnR4dMvIBABQSwECFAMUAAAACAB3FHZdrCqT2AQAAAACAAAACgAAAAAAAAAAAAAAgAEAAAAAcmVhZG1lLnR4dFBLBQYAAAAAAQABADgAAAAsAAAAAAA=';
const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

// The package has no Node or DOM typings: small encoders instead of Buffer/TextEncoder/atob.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function b64(value: string): Uint8Array {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of value.replace(/=+$/, '')) {
    buffer = (buffer << 6) | B64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return new Uint8Array(out);
}
const bytes = (...values: number[]) => new Uint8Array(values);
/** UTF-8 bytes of a string. */
const ascii = (text: string) => new Uint8Array([...unescape(encodeURIComponent(text))].map((c) => c.charCodeAt(0)));
const latin1 = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0) & 0xff));
const utf16le = (text: string) =>
  new Uint8Array([...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]));

const PDF = ascii('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
// JPEG: SOI + APP0 "JFIF" header, as cameras and encoders write it.
const JPEG = bytes(
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  0x00,
  0x01,
  0x00,
  0x01,
  0x00,
  0x00,
  0xff,
  0xd9,
);
const JPEG_EXIF = bytes(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x18, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00);
// Windows executable: "MZ" DOS header followed by binary (NUL bytes) and the PE pointer.
const EXE = bytes(
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  0x04,
  0x00,
  0x00,
  0x00,
  0xff,
  0xff,
  0x00,
  0x00,
  0xb8,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0x40,
);
const ELF = bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0);
const GIF = bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00);
const UTF16_TEXT = utf16le('\ufeffhello');
const LATIN1_TEXT = latin1('café au lait');
const CSV = ascii('dataset,level\nnational-birth-cohort,2\ncancer-registry,1\n');
const TXT = ascii('Protocol v2 — analyse de survie, 2024.\r\n\tSee section 4.\n');
const UTF8_BOM_CSV = new Uint8Array([0xef, 0xbb, 0xbf, ...ascii('a;b\n1;2\n')]);

describe('detectFileType (magic bytes)', () => {
  it.each([
    ['PDF', PDF, 'pdf'],
    ['PNG', b64(PNG_B64), 'png'],
    ['JPEG (JFIF)', JPEG, 'jpeg'],
    ['JPEG (Exif)', JPEG_EXIF, 'jpeg'],
    ['DOCX', b64(DOCX_B64), 'docx'],
    ['XLSX', b64(XLSX_B64), 'xlsx'],
    ['CSV', CSV, 'text'],
    ['UTF-8 text with accents and tabs', TXT, 'text'],
    ['UTF-8 CSV with BOM', UTF8_BOM_CSV, 'text'],
  ] as const)('recognises %s', (_label, input, expected) => {
    expect(detectFileType(input)).toBe(expected);
  });

  it.each([
    ['a Windows executable', EXE],
    ['an ELF binary', ELF],
    ['a GIF image', GIF],
    ['a plain ZIP archive', b64(PLAIN_ZIP_B64)],
    ['UTF-16 text (NUL bytes)', UTF16_TEXT],
    ['Latin-1 text (invalid UTF-8)', LATIN1_TEXT],
    ['an empty file', new Uint8Array()],
    ['a BOM only', bytes(0xef, 0xbb, 0xbf)],
    ['text with an escape character', ascii('hello \u001b[31m red')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
  ] as const)('refuses %s', (_label, input) => {
    expect(detectFileType(input)).toBeNull();
  });

  it('decides from the content, so a ZIP naming the Word entry only in its data is not enough without [Content_Types].xml', () => {
    const fake = new Uint8Array([...bytes(0x50, 0x4b, 0x03, 0x04), ...ascii('word/document.xml')]);
    expect(detectFileType(fake)).toBeNull();
  });
});

describe('checkRequestFile', () => {
  it('accepts each allowed type under its own extension', () => {
    const cases: Array<[string, Uint8Array, string]> = [
      ['protocol.pdf', PDF, 'application/pdf'],
      ['letter.DOCX', b64(DOCX_B64), REQUEST_FILE_TYPES[1].mime],
      ['budget.xlsx', b64(XLSX_B64), REQUEST_FILE_TYPES[2].mime],
      ['figure.png', b64(PNG_B64), 'image/png'],
      ['scan.jpg', JPEG, 'image/jpeg'],
      ['scan.jpeg', JPEG, 'image/jpeg'],
      ['variables.csv', CSV, 'text/csv'],
      ['notes.txt', TXT, 'text/plain'],
    ];
    for (const [name, input, mime] of cases) {
      const result = checkRequestFile(name, input);
      expect(result.ok, name).toBe(true);
      if (result.ok) expect(result.type.mime).toBe(mime);
    }
  });

  it('refuses an executable renamed .pdf (content, not name, decides)', () => {
    const result = checkRequestFile('protocol.pdf', EXE);
    expect(result).toMatchObject({ ok: false, reason: 'content' });
    if (!result.ok) expect(result.message).toContain('not a valid PDF file');
  });

  it('refuses a real PDF under the wrong extension and a PNG named .docx', () => {
    expect(checkRequestFile('data.csv', PDF)).toMatchObject({ ok: false, reason: 'content' });
    expect(checkRequestFile('letter.docx', b64(PNG_B64))).toMatchObject({ ok: false, reason: 'content' });
    expect(checkRequestFile('budget.xlsx', b64(DOCX_B64))).toMatchObject({ ok: false, reason: 'content' });
  });

  it('refuses extensions outside the list, names without one, empty and oversize files', () => {
    expect(checkRequestFile('setup.exe', EXE)).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkRequestFile('image.gif', GIF)).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkRequestFile('README', TXT)).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkRequestFile('.pdf', PDF)).toMatchObject({ ok: false, reason: 'extension' });
    expect(checkRequestFile('empty.txt', new Uint8Array())).toMatchObject({ ok: false, reason: 'empty' });
    expect(checkRequestFile('', PDF)).toMatchObject({ ok: false, reason: 'name' });
    expect(checkRequestFile(`${'a'.repeat(200)}.pdf`, PDF)).toMatchObject({ ok: false, reason: 'name' });
    const big = checkRequestFile('big.pdf', PDF, 10);
    expect(big).toMatchObject({ ok: false, reason: 'tooLarge' });
    if (!big.ok) expect(big.message).toBe('big.pdf is larger than the 10 bytes limit.');
  });

  it('has a 10 MB default limit and readable sizes', () => {
    expect(DEFAULT_REQUEST_FILE_MAX_SIZE).toBe(10 * 1024 * 1024);
    expect(formatFileSize(DEFAULT_REQUEST_FILE_MAX_SIZE)).toBe('10 MB');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
  });
});

describe('file names', () => {
  it('reads extensions case-insensitively and ignores folders', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('C:\\Users\\x\\scan.jpeg')).toBe('jpeg');
    expect(fileExtension('../../etc/passwd')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileTypeByExtension('a.JPG')?.type).toBe('jpeg');
    expect(fileTypeByExtension('a.exe')).toBeNull();
  });

  it('lists every allowed extension for an accept attribute', () => {
    expect(REQUEST_FILE_ACCEPT).toBe('.pdf,.docx,.xlsx,.png,.jpg,.jpeg,.csv,.txt');
  });
});

describe('UTF-8 validation of text files', () => {
  it.each([
    ['an overlong encoding', bytes(0x61, 0xc0, 0xaf)],
    ['a lone continuation byte', bytes(0x61, 0x80)],
    ['a truncated sequence', bytes(0x61, 0xe2, 0x82)],
    ['an encoded surrogate', bytes(0xed, 0xa0, 0x80)],
    ['a code point above U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80)],
  ] as const)('refuses %s', (_label, input) => {
    expect(detectFileType(input)).toBeNull();
  });

  it('accepts multi-byte characters of every length', () => {
    expect(detectFileType(ascii('é € 𝔸 ok'))).toBe('text');
  });
});
