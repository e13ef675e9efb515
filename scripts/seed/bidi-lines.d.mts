/** Types of bidi-lines.mjs for the TypeScript callers (the CMS integration tests). */
export type Run = { text: string; rtl: boolean };

export function wrapWords(text: string, widthOf: (s: string) => number, maxWidth: number): string[];
export function visualRuns(line: string, direction?: 'rtl' | 'ltr'): Run[];
export function shaperText(run: Run): string;
