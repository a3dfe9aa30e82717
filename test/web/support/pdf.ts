import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Reads a PDF with poppler-utils: its page count, its text, and how much of its first page is drawn on. */
export function inspectPdf(pdf: Buffer): { pages: number; text: string; inkedShare: number } {
  const dir = mkdtempSync(join(tmpdir(), 'affective-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '40', '-gray', file, join(dir, 'page')]);
    return { pages, text, inkedShare: inkedShare(readFileSync(join(dir, 'page-1.pgm'))) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Share of pixels of a binary PGM (P5, 8-bit) that are not white. */
function inkedShare(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const pixels = pgm.subarray(header[0].length);
  let inked = 0;
  for (const value of pixels) if (value < 240) inked++;
  return inked / pixels.length;
}

/** The images drawn in a PDF, as poppler's `pdfimages -list` lists them. */
export function pdfImages(pdf: Buffer): { page: number; width: number; height: number; colour: string }[] {
  const dir = mkdtempSync(join(tmpdir(), 'affective-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    return list
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cells) => cells.length > 5 && cells[2] === 'image')
      .map((cells) => ({
        page: Number(cells[0]),
        width: Number(cells[3]),
        height: Number(cells[4]),
        colour: cells[5]!,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The distinct colours (`#rrggbb`) of the first image in a PDF, read from poppler's `pdfimages` (PPM by default). */
export function firstImageColours(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'affective-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdfimages', ['-f', '1', '-l', '1', file, join(dir, 'image')]);
    const ppm = readFileSync(join(dir, 'image-000.ppm'));
    const header = /^P6\s+\d+\s+\d+\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('not a binary 8-bit PPM');
    const colours = new Set<string>();
    for (let i = header[0].length; i + 2 < ppm.length; i += 3) {
      colours.add(`#${ppm.subarray(i, i + 3).toString('hex')}`);
    }
    return [...colours];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
