import type { ReactNode } from 'react';
import { formatStaffDateTime, JOIN_COMMITTEE_LABELS, JOIN_LEVEL_LABELS, JOIN_SOURCE_LABELS } from '@dalil/domain/rules';
import { isLongText, joinChoiceText } from '../model/admin-join-requests';
import { RecordCard } from '@/components/record-card';
import type { JoinRequestRecord } from '../api/join-requests';
import { FIELD_LABELS, TEXTS } from '../texts';

/** The applicant's name, or the e-mail when no name was given. */
export const joinRequestName = (request: JoinRequestRecord) =>
  `${request.firstName ?? ''} ${request.lastName ?? ''}`.trim() || request.email || '';

const yesNo = (v: boolean | null | undefined) => (v === true ? TEXTS.yes : v === false ? TEXTS.no : '');

/**
 * Every answer of a request as [label, text, left-to-right?], the typed 'other' answers in place
 * of the code; the card shows those given, the CSV every column.
 */
export function joinRequestRows(request: JoinRequestRecord): [string, string, boolean?][] {
  return [
    [FIELD_LABELS.email, request.email ?? '', true],
    [FIELD_LABELS.whatsapp, request.whatsapp_with_country_code ?? '', true],
    [FIELD_LABELS.committee, joinChoiceText(request.committee, request.committee_other, JOIN_COMMITTEE_LABELS)],
    [FIELD_LABELS.isStudent, yesNo(request.isStudent)],
    [FIELD_LABELS.university, request.university ?? ''],
    [FIELD_LABELS.faculty, request.faculty ?? ''],
    [FIELD_LABELS.academicLevel, joinChoiceText(request.academicLevel, request.academicLevel_other, JOIN_LEVEL_LABELS)],
    [FIELD_LABELS.ActivitiesMember, yesNo(request.ActivitiesMember)],
    [FIELD_LABELS.ActivitiesRole, request.ActivitiesRole ?? ''],
    [
      FIELD_LABELS.howDidYouKnow,
      joinChoiceText(request.howDidYouKnow, request.howDidYouKnow_other, JOIN_SOURCE_LABELS),
    ],
    [FIELD_LABELS.knowUs, yesNo(request.knowUs)],
    [FIELD_LABELS.aboutUs, request.aboutUs ?? ''],
    [FIELD_LABELS.admissionInfo, yesNo(request.admissionInfo)],
    [FIELD_LABELS.admissionKnowledge, request.admissionKnowledge ?? ''],
    [FIELD_LABELS.hasExperience, yesNo(request.hasExperience)],
    [FIELD_LABELS.experienceDetails, request.experienceDetails ?? ''],
  ];
}

/**
 * One request: every answer that was given, the typed 'other' answers in place of the code
 * (README decision: `*_other`), and any text over 50 characters on its own line (spec 3 §2).
 */
export function JoinRequestCard({
  request,
  selectBox,
  onDelete,
}: {
  request: JoinRequestRecord;
  /** The list's selection checkbox (ResourceList), beside the name. */
  selectBox?: ReactNode;
  onDelete: () => void;
}) {
  const name = joinRequestName(request);
  const rows = joinRequestRows(request);
  return (
    <RecordCard
      name={name}
      selectBox={selectBox}
      actions={[{ label: TEXTS.delete, onClick: onDelete, tone: 'danger' }]}
    >
      <p className="record-card__meta">
        {TEXTS.submittedAt}: {formatStaffDateTime(request.createdAt)}
      </p>
      <dl className="join-card__rows">
        {rows
          .filter(([, value]) => value)
          .map(([label, value, ltr]) => (
            <div key={label} className={`join-card__row${isLongText(value) ? ' join-card__row--long' : ''}`}>
              <dt>{label}</dt>
              <dd dir={ltr ? 'ltr' : undefined}>{value}</dd>
            </div>
          ))}
      </dl>
    </RecordCard>
  );
}
