/** Types of smtp-refuse.mjs for the TypeScript tests (cms/tests). */
export declare const REFUSED_DOMAIN: string;
export declare const UNAVAILABLE_DOMAIN: string;
export declare function refusal(address: string): (Error & { responseCode: number }) | null;
export declare function startRefusingSmtp(options: {
  port?: number;
  catcherPort: number;
}): Promise<{ port: number; close: () => Promise<void> }>;
export declare function waitForSmtp(
  port: number,
  options?: { timeoutMs?: number; child?: { exitCode: number | null } },
): Promise<void>;
