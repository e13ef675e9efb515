/** Types of pdfs.mjs for the TypeScript callers (the CMS integration tests). */
export type PdfUniversity = {
  code: string;
  name: string;
  kind?: string;
  bio?: string;
  faculties?: string[];
  facultiesPartial?: boolean;
  website?: string;
};
export type PdfText = {
  as_of?: string;
  portfolio: { title: string; sections: { heading: string; paragraphs?: string[] }[] };
  guide: { title: string; chapters: { heading: string; paragraphs?: string[] }[] };
  transport: { title: string; sections: { heading: string; paragraphs?: string[] }[] };
};
export type PdfInput = { text: PdfText; universities: PdfUniversity[]; asOf?: string };

export function writePdfs(
  dir: string,
  input: PdfInput,
): Promise<{ portfolio: string; guide: string; transport: string }>;
export function pdfInput(data: Record<string, unknown>, options?: { asOf?: string }): PdfInput;
export function countPdfPages(file: string): number;
