/**
 * Right-to-left text for the seed's PDFs. PDFKit lays a line out left to right, word by word; Arabic
 * needs the Unicode bidirectional algorithm (bidi-js) per line: these pure functions break a paragraph
 * into lines and answer each line's runs in the order they are drawn, left to right.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
// Marks and isolates (e.g. U+2066…U+2069 around a date) steer the ordering and are not drawn.
const FORMATTING = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Cuts a word wider than `maxWidth` into pieces that fit (a long web address in a bio); others stay whole. */
function pieces(word, widthOf, maxWidth) {
  if (widthOf(word) <= maxWidth) return [word];
  const out = [];
  let piece = '';
  for (const char of word) {
    if (piece && widthOf(piece + char) > maxWidth) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) out.push(piece);
  return out;
}

/**
 * Breaks `text` into lines no wider than `maxWidth` (`widthOf` measures a string), at spaces, in
 * logical (reading) order. A word wider than a line is cut into pieces that fit, each on its own line.
 */
export function wrapWords(text, widthOf, maxWidth) {
  const lines = [];
  const space = widthOf(' ');
  let line = '';
  let width = 0;
  for (const word of String(text)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => pieces(w, widthOf, maxWidth))) {
    // Letters do not join across a space, so a line is as wide as its words and spaces.
    const wordWidth = widthOf(word);
    if (line && width + space + wordWidth > maxWidth) {
      lines.push(line);
      line = '';
    }
    width = line ? width + space + wordWidth : wordWidth;
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * One line of a right-to-left paragraph as runs in drawing order (left to right): `{ text, rtl }`.
 * A run's text stays in logical order so the font's shaping sees each word as written; `rtl` runs
 * are laid out right to left (the caller's shaper reverses them), and their paired characters
 * (brackets) are already mirrored. Directional marks and isolates order the line and are left out of the runs.
 */
export function visualRuns(line, direction = 'rtl') {
  const text = String(line);
  if (!text) return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs = [];
  for (let i = 0; i < text.length; i++) {
    if (FORMATTING.test(text[i])) continue;
    const level = embedding.levels[i];
    const char = mirrored.get(i) ?? text[i];
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i].level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end].level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map((r) => ({ text: r.text, rtl: r.level % 2 === 1 }));
}

const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * The text of a run to hand to a shaper that lays a string out right to left only when it holds
 * right-to-left letters (fontkit, behind PDFKit, picks the direction from the string's script):
 * a right-to-left run of punctuation or spaces alone is reversed here instead.
 */
export function shaperText(run) {
  return run.rtl && !RTL_SCRIPT.test(run.text) ? [...run.text].reverse().join('') : run.text;
}
