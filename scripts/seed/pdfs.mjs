import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { guideEdition, SUBTYPE_LABELS, CATEGORY_LABELS } from '@dalil/domain/rules';
import { shaperText, visualRuns, wrapWords } from './bidi-lines.mjs';

const require = createRequire(import.meta.url);
// DejaVu Sans carries Arabic (with its joining forms and ligatures) and Latin digits in one font, so mixed lines render.
const FONT = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');
const FONT_BOLD = path.join(path.dirname(FONT), 'DejaVuSans-Bold.ttf');
// Given features, PDFKit shapes a run as one string (fontkit joins the letters and lays Arabic out right
// to left); without them it shapes word by word and puts the words left to right.
const FEATURES = ['rlig', 'init', 'medi', 'fina', 'isol', 'liga', 'calt', 'kern'];

function newDoc(file, title) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'Dalil', Creator: 'Dalil seed' },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const done = new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', resolve);
    out.on('error', reject);
    doc.pipe(out);
  });
  return { doc, done };
}

const widths = new Map();
/** Width of a string in the document's current font and size (shaped as drawn), remembered. */
const measure = (doc) => (s) => {
  const key = `${doc._font.name}|${doc._fontSize}|${s}`;
  if (!widths.has(key)) widths.set(key, doc.widthOfString(s, { features: FEATURES }));
  return widths.get(key);
};

/**
 * Writes `text` as right-to-left lines in the current font: each line broken at spaces, ordered by the
 * bidi algorithm, aligned right (or centred) between `x` and `x + width`; a new page when the page is full.
 */
function rtlText(doc, text, { align = 'right', lineGap = 4, x = doc.page.margins.left, width } = {}) {
  const boxWidth = width ?? doc.page.width - doc.page.margins.right - x;
  const widthOf = measure(doc);
  for (const line of wrapWords(text, widthOf, boxWidth)) {
    const height = doc.currentLineHeight(true);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const runs = visualRuns(line).map(shaperText);
    const lineWidth = runs.reduce((sum, run) => sum + widthOf(run), 0);
    let left = align === 'center' ? x + (boxWidth - lineWidth) / 2 : x + boxWidth - lineWidth;
    const y = doc.y;
    for (const run of runs) {
      doc.text(run, left, y, { lineBreak: false, features: FEATURES });
      left += widthOf(run);
    }
    doc.x = x;
    doc.y = y + height + lineGap;
  }
  return doc;
}

const ARABIC_LETTER = /^[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]$/u;

/**
 * Ends `doc` after fixing the text a reader copies from a ligature (لا, لأ …): its glyph stands for
 * several letters, recorded in reading order, but text tools read a right-to-left line's glyphs in
 * drawing order and reverse them, which would turn «لا» into «ال». Recorded reversed, it reads right.
 */
function end(doc) {
  for (const font of new Set(Object.values(doc._fontFamilies)))
    for (const [gid, codePoints] of (font.unicode ?? []).entries())
      if (
        Array.isArray(codePoints) &&
        codePoints.length > 1 &&
        codePoints.every((c) => ARABIC_LETTER.test(String.fromCodePoint(c)))
      )
        font.unicode[gid] = [...codePoints].reverse();
  doc.end();
}

const heading = (doc, text, size = 20) =>
  rtlText(doc.font('bold').fontSize(size).fillColor('#0b3d63'), text).moveDown(0.6);
const paragraph = (doc, text) =>
  rtlText(doc.font('body').fontSize(12).fillColor('#222222'), text, { lineGap: 4 }).moveDown(0.5);
const note = (doc, text) =>
  rtlText(doc.font('body').fontSize(10).fillColor('#555555'), text, { lineGap: 2 }).moveDown(0.4);

function cover(doc, title, subtitle, asOf) {
  doc.rect(0, 0, doc.page.width, doc.page.height).fill('#0b3d63');
  doc.y = 300;
  rtlText(doc.font('bold').fontSize(30).fillColor('#ffffff'), title, { align: 'center' });
  rtlText(doc.font('body').fontSize(14).fillColor('#d9e7f2'), subtitle, { align: 'center' });
  if (asOf) {
    doc.moveDown(1);
    rtlText(doc.font('body').fontSize(12).fillColor('#d9e7f2'), `تاريخ البيانات: \u2066${asOf}\u2069`, {
      align: 'center',
    });
  }
}

function sections(doc, list) {
  for (const section of list) {
    doc.addPage();
    heading(doc, section.heading);
    for (const p of section.paragraphs ?? []) paragraph(doc, p);
  }
}

/** One page of the yearly guide: a university's name, kind, faculties as sources give them, and website. */
function universityPage(doc, u) {
  doc.addPage();
  heading(doc, u.name, 18);
  note(doc, [u.code, u.kind].filter(Boolean).join(' — '));
  for (const line of String(u.bio ?? '').split('\n')) if (line.trim()) paragraph(doc, line.trim());
  if (u.faculties?.length) {
    rtlText(doc.font('bold').fontSize(13).fillColor('#0b3d63'), 'الكليات').moveDown(0.3);
    for (const faculty of u.faculties)
      rtlText(doc.font('body').fontSize(11).fillColor('#222222'), `• ${faculty}`, { lineGap: 2 }).moveDown(0.15);
    doc.moveDown(0.3);
    if (u.facultiesPartial) note(doc, 'قد تضم الجامعة كليات أخرى — راجع موقعها');
  }
  if (u.website && u.website !== '#')
    doc
      .font('body')
      .fontSize(10)
      .fillColor('#0b5394')
      .text(u.website, doc.page.margins.left, doc.y, { align: 'left', link: u.website });
}

/**
 * Writes the three PDF documents into `dir`; answers their paths.
 *  - `text`: the documents' own words (scripts/seed/data/pdf-guide.json): portfolio, guide, transport;
 *  - `universities`: one page each in the yearly guide, `{ code, name, kind?, bio?, faculties?: string[],
 *    facultiesPartial?, website? }`;
 *  - `asOf`: the date of the data, shown on each cover (default: `text.as_of`, if any).
 */
export async function writePdfs(dir, { text, universities, asOf = text.as_of }) {
  fs.mkdirSync(dir, { recursive: true });

  const portfolioFile = path.join(dir, 'dalil-portfolio.pdf');
  {
    const { doc, done } = newDoc(portfolioFile, text.portfolio.title);
    cover(doc, text.portfolio.title, 'دليل — دليلك إلى الجامعات المصرية', asOf);
    sections(doc, text.portfolio.sections);
    end(doc);
    await done;
  }

  // The edition is named from the data's as-of date (its academic year), in the title and the file name.
  const edition = guideEdition(asOf);
  const guideFile = path.join(dir, edition.fileName);
  {
    const { doc, done } = newDoc(guideFile, edition.title);
    cover(doc, edition.title, 'الجامعات الخاصة والأهلية وذات الطبيعة الخاصة وأفرع الجامعات الأجنبية', asOf);
    sections(doc, text.guide.chapters);
    for (const u of universities) universityPage(doc, u);
    end(doc);
    await done;
  }

  const transportFile = path.join(dir, 'ksiu-transport-guide.pdf');
  {
    const { doc, done } = newDoc(transportFile, text.transport.title);
    cover(doc, text.transport.title, 'جامعة الملك سلمان الدولية', asOf);
    sections(doc, text.transport.sections);
    end(doc);
    await done;
  }

  return { portfolio: portfolioFile, guide: guideFile, transport: transportFile };
}

/**
 * What the generated PDFs are made of, from the data set: the documents' text, one guide page per
 * university (its name, kind, bio, the faculties of its offerings, website) and the data's as-of date
 * (`as_of` of pdf-guide.json when it has one).
 */
export function pdfInput(data, { asOf } = {}) {
  const faculties = (code) => [
    ...new Set(
      data.offerings
        .filter((o) => o.university_code === code && o.evidence !== 'founding_decree')
        .map((o) => o.faculty),
    ),
  ];
  return {
    text: data.pdfText,
    asOf: asOf ?? data.pdfText.as_of,
    universities: data.universities.map((u) => ({
      code: u.university_code,
      name: u.university_Arabic_Name,
      kind: SUBTYPE_LABELS[u.type] ?? CATEGORY_LABELS[u.category] ?? u.category,
      bio: u.Uni_Bio,
      faculties: faculties(u.university_code),
      // A list no source shows to be complete is said to be partial (a founding decree's faculties are left out).
      facultiesPartial: u.faculties_completeness !== undefined && u.faculties_completeness !== 'complete',
      website: u.website,
    })),
  };
}

/** Number of pages of a PDF file (counts its page objects). */
export function countPdfPages(file) {
  const text = fs.readFileSync(file, 'latin1');
  return (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}
