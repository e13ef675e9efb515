import type { CsvColumn } from '@/components/admin/csv-export-button';
import type { JoinRequestRecord } from './api/join-requests';
import { joinRequestName, joinRequestRows } from './components/join-request-card';
import { TEXTS } from './texts';

const rowLabels = joinRequestRows({ _id: '' } as JoinRequestRecord).map(([label]) => label);

/** The join-requests CSV (issue 23): the name, every answer the card shows (empty when not given), the date. */
export const JOIN_REQUEST_COLUMNS: CsvColumn<JoinRequestRecord>[] = [
  { label: TEXTS.name, value: joinRequestName },
  ...rowLabels.map((label, i) => ({ label, value: (r: JoinRequestRecord) => joinRequestRows(r)[i][1] })),
  { label: TEXTS.submittedAt, value: (r) => r.createdAt },
];
