import {
  FACULTY_NAMES,
  FACULTY_SECTION_OPTIONS,
  OFFERING_SECTION_CHOICES,
  isOfferingSection,
  FEE_CATEGORIES,
  OFFERING_FACULTY_CODES,
  SCORE_TRACKS,
  SCORE_TRACK_LABELS,
  SOURCE_KINDS,
  SOURCE_KIND_LABELS,
  STUDY_YEARS,
  STUDY_YEAR_ORDINALS,
  WAFDEEN_LABEL,
  facultySourceMessages,
  isFacultyItemValid,
  trackYearField,
  type FacultyItem,
  type SourceFormValues,
} from '@dalil/domain/rules';
import { fieldMessages, validateOffering } from '@dalil/domain/validation';
import { SelectField, TextAreaField, TextField } from '@/components/fields';
import type { Keyed } from '../form-state';
import { TEXTS } from '../texts';
import { ItemEditorActions } from './item-editor-actions';

type Handlers = {
  onChange: (key: string, patch: Partial<FacultyItem>) => void;
  onSave: (key: string) => void;
  onOpen: (key: string) => void;
  onCancel: (key: string) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, step: -1 | 1) => void;
};

const T = TEXTS.faculty;
const shortOptions = OFFERING_FACULTY_CODES.map((code) => ({
  value: code,
  label: `${code} — ${FACULTY_NAMES[code as keyof typeof FACULTY_NAMES] ?? code}`,
}));
/** The closed list of sections (issue 24): no 'other' with a typed text. */
const sectionOptions = FACULTY_SECTION_OPTIONS.map((s) => ({ value: s, label: OFFERING_SECTION_CHOICES[s] }));
const typeOptions = (['normal', 'dual'] as const).map((t) => ({ value: t, label: TEXTS.programTypes[t] }));
const kindOptions = SOURCE_KINDS.map((k) => ({ value: k, label: SOURCE_KIND_LABELS[k] }));

/**
 * The source of the fees or of the scores (issue 22): the address the figure was read from, who
 * says so and the academic year. Required when a figure of the group is entered or changed; the
 * domain's message is shown beside the field (aria-invalid) until it is given.
 */
function SourceFields({
  field,
  legend,
  source,
  messages,
  idOf,
  onChange,
}: {
  field: 'fee_source' | 'score_source';
  legend: string;
  source: SourceFormValues;
  messages: Record<string, string>;
  idOf: (field: string) => string;
  onChange: (patch: Partial<SourceFormValues>) => void;
}) {
  return (
    <fieldset className="uni-item__source" data-source={field}>
      <legend>{legend}</legend>
      <p className="field__hint">{T.sourceHint}</p>
      <div className="uni-form__row uni-form__row--source">
        <TextField
          id={idOf(`${field}-url`)}
          label={T.sourceUrl}
          type="url"
          dir="ltr"
          placeholder="https://"
          error={messages[`${field}.url`] ?? null}
          value={source.url}
          onChange={(e) => onChange({ url: e.target.value })}
        />
        <SelectField
          id={idOf(`${field}-kind`)}
          label={T.sourceKind}
          options={kindOptions}
          error={messages[`${field}.kind`] ?? null}
          value={source.kind || 'staff'}
          onChange={(e) => onChange({ kind: e.target.value })}
        />
        <TextField
          id={idOf(`${field}-academic_year`)}
          label={T.academicYear}
          dir="ltr"
          placeholder="2025/2026"
          error={messages[`${field}.academic_year`] ?? null}
          value={source.academic_year}
          onChange={(e) => onChange({ academic_year: e.target.value })}
        />
      </div>
    </fieldset>
  );
}

function sectionText(item: FacultyItem) {
  return isOfferingSection(item.section) ? OFFERING_SECTION_CHOICES[item.section] : item.section;
}

/** One faculty or dual program: a summary line when saved, the full form while being edited. */
function FacultyEntry({
  item,
  position,
  groupSize,
  handlers,
  serverMessages,
}: {
  item: Keyed<FacultyItem>;
  position: number;
  groupSize: number;
  handlers: Handlers;
  /** The server's refusal of this item's sources (a 400 after «حفظ التغييرات»), by source field. */
  serverMessages?: Record<string, string>;
}) {
  const title = item.faculty || TEXTS.untitled;
  const id = (field: string) => `${item.key}-${field}`;
  const set = (field: string) => (e: { target: { value: string } }) =>
    handlers.onChange(item.key, { [field]: e.target.value } as Partial<FacultyItem>);
  const valid = isFacultyItemValid(item);
  // A filled field the domain refuses (a score, a fee) is marked with the domain's message;
  // the required fields left empty are what the summary under the buttons is about.
  const messages = valid ? {} : fieldMessages(validateOffering(item));
  const errorOf = (field: string) =>
    String(item[field as keyof FacultyItem] ?? '').trim() !== '' ? (messages[field] ?? null) : null;
  // A changed fee or score without its source and year: marked at the source's fields (the server's rule).
  // The form's own check first; what only the server refused stays until the item is changed.
  const sourceMessages = { ...serverMessages, ...facultySourceMessages(item) };
  const marked = Object.keys(messages).some((f) => errorOf(f)) || Object.keys(sourceMessages).length > 0;
  const sourceOf = (field: 'fee_source' | 'score_source') =>
    (item[field] as SourceFormValues | undefined) ?? { url: '', kind: 'staff', academic_year: '' };
  const setSource = (field: 'fee_source' | 'score_source') => (patch: Partial<SourceFormValues>) =>
    handlers.onChange(item.key, { [field]: { ...sourceOf(field), ...patch } } as Partial<FacultyItem>);

  if (!item.open) {
    return (
      <li className="uni-item" data-item={item.key}>
        <div className="uni-item__summary">
          <span className="uni-item__index">{item.index}</span>
          <span className="uni-item__title">{title}</span>
          <span className="uni-item__meta" dir="auto">
            {item.faculty_short} · {sectionText(item)}
          </span>
        </div>
        <div className="uni-item__actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={TEXTS.moveItemUp(title)}
            disabled={position === 0}
            onClick={() => handlers.onMove(item.key, -1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={TEXTS.moveItemDown(title)}
            disabled={position === groupSize - 1}
            onClick={() => handlers.onMove(item.key, 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`${TEXTS.editItem} ${title}`}
            onClick={() => handlers.onOpen(item.key)}
          >
            {TEXTS.editItem}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            aria-label={`${TEXTS.removeItem} ${title}`}
            onClick={() => handlers.onRemove(item.key)}
          >
            {TEXTS.removeItem}
          </button>
        </div>
      </li>
    );
  }

  return (
    <li className="uni-item uni-item--open" data-item={item.key}>
      <fieldset className="uni-item__form">
        <legend className="uni-item__legend">{title}</legend>
        <div className="uni-form__row">
          <TextField id={id('faculty')} label={T.faculty} required value={item.faculty} onChange={set('faculty')} />
          <SelectField
            id={id('faculty_short')}
            label={T.faculty_short}
            required
            options={shortOptions}
            placeholder={T.choose}
            value={item.faculty_short}
            onChange={set('faculty_short')}
          />
          <SelectField
            id={id('section')}
            label={T.section}
            required
            options={sectionOptions}
            placeholder={T.choose}
            value={item.section}
            onChange={set('section')}
          />
          <SelectField
            id={id('normal_or_Dual')}
            label={T.normal_or_Dual}
            required
            options={typeOptions}
            value={item.normal_or_Dual}
            onChange={set('normal_or_Dual')}
          />
        </div>
        <TextAreaField
          id={id('programs')}
          label={T.programs}
          required
          rows={2}
          hint={item.normal_or_Dual === 'dual' ? T.programsHintDual : T.programsHintNormal}
          value={item.programs}
          onChange={set('programs')}
        />
        <fieldset className="uni-item__group">
          <legend>{T.fees}</legend>
          {(['Egyption', 'Natives'] as const).map((who) => (
            <div key={who} className="uni-form__row uni-form__row--fees">
              {FEE_CATEGORIES.map((c) => {
                const field = `fees${who}${c.suffix}`;
                return (
                  <TextField
                    key={field}
                    id={id(field)}
                    label={`${who === 'Egyption' ? T.feesEgyptians : T.feesNatives} — ${c.label}`}
                    inputMode="numeric"
                    dir="ltr"
                    error={errorOf(field)}
                    value={String(item[field] ?? '')}
                    onChange={set(field)}
                  />
                );
              })}
            </div>
          ))}
          <SourceFields
            field="fee_source"
            legend={T.feeSource}
            source={sourceOf('fee_source')}
            messages={sourceMessages}
            idOf={id}
            onChange={setSource('fee_source')}
          />
        </fieldset>
        <fieldset className="uni-item__group">
          <legend>{T.scores}</legend>
          <p className="field__hint">{T.scoresHint}</p>
          {SCORE_TRACKS.map((track) => (
            <div key={track} className="uni-form__row uni-form__row--scores">
              {STUDY_YEARS.map((year) => {
                const field = trackYearField(track, year, 'score');
                return (
                  <TextField
                    key={field}
                    id={id(field)}
                    label={`${SCORE_TRACK_LABELS[track]} — ${STUDY_YEAR_ORDINALS[year]}`}
                    dir="ltr"
                    inputMode="decimal"
                    error={errorOf(field)}
                    value={String(item[field] ?? '')}
                    onChange={set(field)}
                  />
                );
              })}
            </div>
          ))}
          <div className="uni-form__row uni-form__row--scores">
            <TextField
              id={id('wafdeen_score')}
              label={WAFDEEN_LABEL}
              dir="ltr"
              inputMode="decimal"
              error={errorOf('wafdeen_score')}
              value={String(item.wafdeen_score ?? '')}
              onChange={set('wafdeen_score')}
            />
          </div>
          <SourceFields
            field="score_source"
            legend={T.scoreSource}
            source={sourceOf('score_source')}
            messages={sourceMessages}
            idOf={id}
            onChange={setSource('score_source')}
          />
        </fieldset>
        <ItemEditorActions
          itemKey={item.key}
          valid={valid}
          invalidText={marked ? TEXTS.itemFixFields : TEXTS.itemInvalid}
          saved={Boolean(item.saved)}
          onSave={() => handlers.onSave(item.key)}
          onCancel={() => handlers.onCancel(item.key)}
          onRemove={() => handlers.onRemove(item.key)}
        />
      </fieldset>
    </li>
  );
}

/** Faculties in two groups, normal then dual; each item moves only within its group (spec 3 §4). */
export function FacultyItems({
  items,
  onAdd,
  serverMessages = {},
  ...handlers
}: Handlers & {
  items: Keyed<FacultyItem>[];
  onAdd: (group: 'normal' | 'dual') => void;
  /** The server's refusals of sources, by item key (form-state `facultySourceErrors`). */
  serverMessages?: Record<string, Record<string, string>>;
}) {
  return (
    <>
      {(['normal', 'dual'] as const).map((group) => {
        const list = items.filter((f) => f.normal_or_Dual === group);
        return (
          <section key={group} className="uni-items" aria-labelledby={`faculties-${group}`}>
            <h4 id={`faculties-${group}`} className="uni-items__title">
              {group === 'normal' ? TEXTS.sections.normal : TEXTS.sections.dual}{' '}
              <span className="uni-admin__count">{TEXTS.count(list.length)}</span>
            </h4>
            {list.length === 0 ? (
              <p className="uni-admin__hint">{group === 'normal' ? TEXTS.noFaculties : TEXTS.noDual}</p>
            ) : (
              <ol className="uni-items__list">
                {list.map((item, position) => (
                  <FacultyEntry
                    key={item.key}
                    item={item}
                    position={position}
                    groupSize={list.length}
                    handlers={handlers}
                    serverMessages={serverMessages[item.key]}
                  />
                ))}
              </ol>
            )}
            <button type="button" className="button button--ghost" onClick={() => onAdd(group)}>
              + {group === 'normal' ? TEXTS.addFaculty : TEXTS.addDual}
            </button>
          </section>
        );
      })}
    </>
  );
}
