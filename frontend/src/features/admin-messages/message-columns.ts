import { contactStatus } from '@dalil/domain/validation';
import type { CsvColumn } from '@/components/admin/csv-export-button';
import type { ContactMessageRecord } from './api/messages';
import { STATUS_LABELS, TEXTS } from './texts';

/** The messages CSV (issue 23): one row a message, as the card shows it. */
export const MESSAGE_COLUMNS: CsvColumn<ContactMessageRecord>[] = [
  { label: TEXTS.name, value: (m) => m.name },
  { label: TEXTS.email, value: (m) => m.email },
  { label: TEXTS.phone, value: (m) => m.phone },
  { label: TEXTS.message, value: (m) => m.message },
  { label: TEXTS.status, value: (m) => STATUS_LABELS[contactStatus(m.status)] },
  { label: TEXTS.response, value: (m) => m.response },
  { label: TEXTS.receivedAt, value: (m) => m.createdAt },
];
