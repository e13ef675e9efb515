import { TOAST_MS } from '@/components/toasts';

/** Spec 3 §9: university notices stay 5 s (the other staff screens 3 s). */
export const UNIVERSITY_TOAST_MS = TOAST_MS.public;
