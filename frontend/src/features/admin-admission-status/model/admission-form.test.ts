import { describe, expect, it } from 'vitest';
import {
  DEADLINE_FIELDS,
  STATUS_FIELDS,
  admissionFieldLabel,
  admissionFormFromRecords,
  checkAdmissionForm,
  chooseDeadlineType,
  chooseStatus,
  newAdmissionForm,
  statusToChoice,
  type AdmissionForm,
} from './admission-form';

/** A complete valid form: every status 'انتهي', every deadline not specified. */
const filled = (): AdmissionForm => {
  const form = newAdmissionForm();
  for (const f of STATUS_FIELDS) form[f] = 'انتهي';
  return form;
};

describe('field labels in the messages', () => {
  it.each([
    ['transfer_status', 'التحويلات'],
    ['wafdeen_deadline', 'الطلاب الوافدون'],
    ['thanwyaa_firstYear_status', 'الثانوية العامة / STEM / النيل - السنة الأولى'],
    ['azhar_thirdYear_deadline', 'الثانوية الأزهرية - السنة الثالثة'],
    ['Arabenglish_fifthYear_status', 'الشهادات العربية والأجنبية - السنة الخامسة'],
    ['unknown', 'unknown'],
  ])('%s → %s', (field, label) => expect(admissionFieldLabel(field)).toBe(label));
});

describe('stored status → form choice (spec 3 §4: any other text is shown as other)', () => {
  it.each([
    ['متاح (كل الكليات)', 'متاح (كل الكليات)', ''],
    ['انتهي', 'انتهي', ''],
    ['لم يبداء', 'لم يبداء', ''],
    ['اخري', 'اخري', ''],
    ['متاح (الطب فقط)', 'اخري', 'متاح (الطب فقط)'],
    ['  انتهي  ', 'انتهي', ''],
    ['', '', ''],
    [null, '', ''],
  ])('%j → %j + %j', (stored, choice, custom) => {
    expect(statusToChoice(stored)).toEqual({ choice, custom });
  });
});

describe('the edit form from stored records', () => {
  it("blank years 3–5 of every track read 'لم يبداء'; years 1–2, transfer and wafdeen stay blank", () => {
    const form = admissionFormFromRecords({}, {});
    for (const track of ['thanwyaa', 'azhar', 'Arabenglish']) {
      expect(form[`${track}_firstYear_status`]).toBe('');
      expect(form[`${track}_secondYear_status`]).toBe('');
      expect(form[`${track}_thirdYear_status`]).toBe('لم يبداء');
      expect(form[`${track}_fourthYear_status`]).toBe('لم يبداء');
      expect(form[`${track}_fifthYear_status`]).toBe('لم يبداء');
    }
    expect(form.transfer_status).toBe('');
    expect(form.wafdeen_status).toBe('');
  });

  it('keeps a stored year-3 value and maps custom text to other', () => {
    const form = admissionFormFromRecords({ azhar_thirdYear_status: 'انتهي', transfer_status: 'متاح (الهندسة)' }, null);
    expect(form.azhar_thirdYear_status).toBe('انتهي');
    expect(form.transfer_status).toBe('اخري');
    expect(form.transfer_status_custom).toBe('متاح (الهندسة)');
  });

  it.each([
    ['6/8/2025', 'محدد', '2025-08-06'],
    ['لم يحدد', 'لم يحدد', 'لم يحدد'],
    ['', 'لم يحدد', 'لم يحدد'],
    [undefined, 'لم يحدد', 'لم يحدد'],
  ])('stored deadline %j → type %j, input %j', (stored, type, value) => {
    const form = admissionFormFromRecords({}, { wafdeen_deadline: stored });
    expect(form.wafdeen_deadline_type).toBe(type);
    expect(form.wafdeen_deadline).toBe(value);
  });
});

describe('choices', () => {
  it.each([
    ['add', '', 'متاح ()'],
    ['add', 'نص سابق', 'نص سابق'],
    ['edit', '', ''],
  ] as const)("choosing 'اخري' on %s with custom %j → %j", (mode, before, after) => {
    const form = { ...newAdmissionForm(), transfer_status_custom: before };
    const next = chooseStatus(form, 'transfer_status', 'اخري', mode);
    expect(next.transfer_status).toBe('اخري');
    expect(next.transfer_status_custom).toBe(after);
  });

  it('deadline: not specified sets the literal, specified clears it', () => {
    let form: AdmissionForm = { ...newAdmissionForm(), wafdeen_deadline_type: 'محدد', wafdeen_deadline: '2025-08-06' };
    form = chooseDeadlineType(form, 'wafdeen_deadline', 'لم يحدد');
    expect(form.wafdeen_deadline).toBe('لم يحدد');
    form = chooseDeadlineType(form, 'wafdeen_deadline', 'محدد');
    expect(form.wafdeen_deadline).toBe('');
    expect(form.wafdeen_deadline_type).toBe('محدد');
  });

  it('a new form has every deadline not specified and no status chosen', () => {
    const form = newAdmissionForm();
    expect(DEADLINE_FIELDS.every((f) => form[`${f}_type`] === 'لم يحدد' && form[f] === 'لم يحدد')).toBe(true);
    expect(STATUS_FIELDS.every((f) => form[f] === '')).toBe(true);
  });
});

describe('the check before sending (spec 3 §5 messages)', () => {
  it('a complete form gives the two bodies: statuses, and d/m/yyyy or the literal', () => {
    const form = {
      ...filled(),
      transfer_status: 'اخري',
      transfer_status_custom: ' متاح (الطب) ',
      wafdeen_deadline_type: 'محدد',
      wafdeen_deadline: '2025-08-06',
    };
    const checked = checkAdmissionForm('GUC', form);
    expect(checked.errors).toEqual([]);
    expect(checked.status.transfer_status).toBe('متاح (الطب)');
    expect(checked.status.azhar_firstYear_status).toBe('انتهي');
    expect(Object.keys(checked.status)).toHaveLength(17);
    expect(checked.deadline.wafdeen_deadline).toBe('6/8/2025');
    expect(checked.deadline.transfer_deadline).toBe('لم يحدد');
    // The 17 deadlines and the three admission steps (issue 24), empty here: sent as cleared.
    expect(Object.keys(checked.deadline)).toHaveLength(20);
    expect([checked.deadline.opening_date, checked.deadline.required_documents]).toEqual([null, null]);
  });

  it.each([
    [
      'an opening date and documents with their source',
      {
        opening_date: '2026-01-10',
        required_documents: 'أصل الشهادة\nصورة البطاقة',
        'steps_source.url': 'https://uni.example/admission',
        'steps_source.academic_year': '2025/2026',
      },
      [],
      { opening_date: '10/1/2026', required_documents: 'أصل الشهادة\nصورة البطاقة', required_tests: null },
    ],
    [
      'an opening date without a source',
      { opening_date: '2026-01-10' },
      [
        ['steps_source.url', 'أدخل رابط المصدر (http أو https) الذي يذكر بدء التقديم أو الأوراق أو الاختبارات'],
        ['steps_source.academic_year', 'أدخل العام الدراسي الذي يخصه المصدر بالصيغة 2025/2026'],
      ],
      {},
    ],
    [
      'an impossible date',
      {
        opening_date: '2026-02-31',
        'steps_source.url': 'https://uni.example/admission',
        'steps_source.academic_year': '2025/2026',
      },
      [['opening_date', 'تاريخ بدء التقديم غير صالح؛ اكتبه يوم/شهر/سنة، مثل 10/1/2026']],
      {},
    ],
  ])('the steps: %s', (_name, steps, problems, sent) => {
    const checked = checkAdmissionForm('GUC', { ...filled(), ...steps });
    expect(checked.errors.map((p) => [p.path.join('.'), p.message])).toEqual(problems);
    expect(checked.deadline).toMatchObject(sent);
  });

  it('reads the stored steps into the form and back', () => {
    const form = admissionFormFromRecords(null, {
      opening_date: '10/1/2026',
      required_tests: 'اختبار قدرات',
      steps_source: { url: 'https://uni.example/a', kind: 'university', academic_year: '2025/2026' },
    });
    expect([form.opening_date, form.required_tests, form['steps_source.kind']]).toEqual([
      '2026-01-10',
      'اختبار قدرات',
      'university',
    ]);
  });

  it.each([
    ['missing code', '', {}, 'university', 'الرجاء إدخال رمز الجامعة'],
    ['code with other characters', 'GU C', {}, 'university', 'رمز الجامعة يجب أن يحتوي على أحرف وأرقام فقط'],
    ['blank status', 'GUC', { wafdeen_status: '' }, 'wafdeen_status', 'قيمة غير صالحة لحالة الطلاب الوافدون'],
    [
      'value outside the four',
      'GUC',
      { transfer_status: 'مفتوح' },
      'transfer_status',
      'قيمة غير صالحة لحالة التحويلات',
    ],
    [
      "'اخري' without text",
      'GUC',
      { azhar_firstYear_status: 'اخري', azhar_firstYear_status_custom: '  ' },
      'azhar_firstYear_status_custom',
      'الرجاء إدخال الحالة المخصصة لـ الثانوية الأزهرية - السنة الأولى',
    ],
    [
      'specified deadline without a date',
      'GUC',
      { transfer_deadline_type: 'محدد', transfer_deadline: '' },
      'transfer_deadline',
      'تاريخ غير صالح لـ التحويلات',
    ],
  ])('%s', (_name, code, change, field, message) => {
    const checked = checkAdmissionForm(code, { ...filled(), ...change });
    expect(checked.errors).toContainEqual({ path: [field], message });
    expect(checked.errors.filter((p) => p.path.join('.') === field)).toHaveLength(1);
  });
});
