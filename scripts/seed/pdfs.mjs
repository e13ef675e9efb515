import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu Sans carries Arabic (with shaping) and Latin digits in one font, so mixed lines render.
const FONT = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans.ttf');
const FONT_BOLD = path.join(path.dirname(FONT), 'DejaVuSans-Bold.ttf');

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

const heading = (doc, text, size = 20) =>
  doc.font('bold').fontSize(size).fillColor('#0b3d63').text(text, { align: 'right' }).moveDown(0.6);
const paragraph = (doc, text) =>
  doc.font('body').fontSize(12).fillColor('#222222').text(text, { align: 'right', lineGap: 4 }).moveDown(0.5);

function cover(doc, title, subtitle) {
  doc.rect(0, 0, doc.page.width, doc.page.height).fill('#0b3d63');
  doc.font('bold').fontSize(30).fillColor('#ffffff').text(title, 56, 300, { align: 'center' });
  doc.font('body').fontSize(14).fillColor('#d9e7f2').text(subtitle, { align: 'center' });
}

function sections(doc, list) {
  for (const section of list) {
    doc.addPage();
    heading(doc, section.heading);
    for (const p of section.paragraphs ?? []) paragraph(doc, p);
  }
}

/** Writes the three PDF documents into `dir`; answers their paths and page counts. */
export async function writePdfs(dir, text, universities) {
  fs.mkdirSync(dir, { recursive: true });
  const results = {};

  const portfolioFile = path.join(dir, 'dalil-portfolio.pdf');
  {
    const { doc, done } = newDoc(portfolioFile, text.portfolio.title);
    cover(doc, text.portfolio.title, 'دليل — دليلك إلى الجامعات المصرية');
    sections(doc, text.portfolio.sections);
    doc.end();
    await done;
  }

  const guideFile = path.join(dir, 'dalil-guide-2023-2024.pdf');
  {
    const { doc, done } = newDoc(guideFile, text.guide.title);
    cover(doc, text.guide.title, 'الجامعات الخاصة والأهلية وذات الطبيعة الخاصة وأفرع الجامعات الأجنبية');
    sections(doc, text.guide.chapters);
    for (const u of universities) {
      doc.addPage();
      heading(doc, u.university_Arabic_Name, 18);
      doc
        .font('body')
        .fontSize(11)
        .fillColor('#555555')
        .text(`${u.university_code} — ${u.category} / ${u.type}`, { align: 'right' })
        .moveDown(0.6);
      for (const line of String(u.Uni_Bio ?? '').split('\n')) if (line.trim()) paragraph(doc, line.trim());
      if (u.website && u.website !== '#')
        doc.font('body').fontSize(10).fillColor('#0b5394').text(u.website, { align: 'left' });
    }
    doc.end();
    await done;
  }

  const transportFile = path.join(dir, 'ksiu-transport-guide.pdf');
  {
    const { doc, done } = newDoc(transportFile, text.transport.title);
    cover(doc, text.transport.title, 'جامعة الملك سلمان الدولية');
    sections(doc, text.transport.sections);
    doc.end();
    await done;
  }

  results.portfolio = portfolioFile;
  results.guide = guideFile;
  results.transport = transportFile;
  return results;
}

/** Number of pages of a PDF file (counts its page objects). */
export function countPdfPages(file) {
  const text = fs.readFileSync(file, 'latin1');
  return (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}
