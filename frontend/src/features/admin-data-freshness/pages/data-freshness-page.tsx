import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CURRENT_ACADEMIC_YEAR, FLOOR_GROUP_LABELS, feeYearLabel, type FloorGroup } from '@dalil/domain/rules';
import { AdminFrame } from '@/components/admin/admin-frame';
import { AsyncSection } from '@/components/async-section';
import { SafeLink } from '@/components/safe-link';
import { useFreshnessReport } from '@/lib/api/data-freshness';
import { adminFloorsPage, guidePage, paths } from '@/lib/paths';
import type { Category } from '@/lib/api/universities';

function Section({
  title,
  hint,
  count,
  children,
}: {
  title: string;
  hint: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className="freshness-section" aria-label={title}>
      <h2>
        {title} <span className="freshness-section__count">({count})</span>
      </h2>
      <p className="freshness-section__hint">{hint}</p>
      {count === 0 ? <p className="state state--empty">لا شيء هنا.</p> : <ul className="freshness-list">{children}</ul>}
    </section>
  );
}

const fixLink = <Link to={paths.adminUniversities}>تعديل في شاشة الجامعات</Link>;

/**
 * /admin/data-freshness (staff): what in the loaded data is not known to be true today, each item
 * with where to fix it (issue 22). Read from the public contract; the rules are the domain's.
 */
export function DataFreshnessPage() {
  const { data, error, isLoading, mutate } = useFreshnessReport();
  return (
    <AdminFrame
      title="حداثة البيانات"
      subtitle={`ما لا نعرف أنه صحيح اليوم: قوائم كليات جزئية، ومصروفات أقدم من ${CURRENT_ACADEMIC_YEAR}، وأرقام بلا مصدر، ومصادر متعارضة`}
      path={paths.adminDataFreshness}
      back={paths.admin}
      backLabel="لوحة التحكم"
    >
      <AsyncSection
        isLoading={isLoading && !data}
        error={error && !data ? error : undefined}
        onRetry={() => void mutate()}
        errorText="حدث خطأ أثناء تحميل البيانات."
        loadingText="جاري تحميل البيانات..."
      >
        {data && (
          <div className="freshness">
            <Section
              title="جامعات قائمة كلياتها جزئية أو غير معروفة"
              hint="أضف الكليات التي يذكرها موقع الجامعة، مع رابط المصدر، ثم اجعل القائمة «كاملة»."
              count={data.partialFaculties.length}
            >
              {data.partialFaculties.map((u) => (
                <li key={u.university_code}>
                  <Link to={guidePage(u.category as Category, u.university_code)}>{u.university_Arabic_Name}</Link> —{' '}
                  {u.faculties_completeness === 'partial' ? 'جزئية' : 'غير معروفة'} — {fixLink}
                </li>
              ))}
            </Section>
            <Section
              title="جامعات لم يؤكد مصدر وجودها"
              hint="أضف رابطًا رسميًا يثبت أنها جامعة مرخصة، أو احذفها."
              count={data.unconfirmed.length}
            >
              {data.unconfirmed.map((u) => (
                <li key={u.university_code}>
                  <Link to={guidePage(u.category as Category, u.university_code)}>{u.university_Arabic_Name}</Link> —{' '}
                  {fixLink}
                </li>
              ))}
            </Section>
            <Section
              title={`مصروفات أقدم من ${CURRENT_ACADEMIC_YEAR} أو مجهولة العام`}
              hint="أدخل مصروفات العام الحالي من صفحة الجامعة مع رابطها وعامها."
              count={data.oldFees.length}
            >
              {data.oldFees.map((o) => (
                <li key={o._id}>
                  {o.university_Arabic_Name} — {o.faculty} — {feeYearLabel(o.fee_source)} —{' '}
                  <SafeLink href={o.fee_source?.url}>المصدر</SafeLink> — {fixLink}
                </li>
              ))}
            </Section>
            <Section
              title="أرقام بلا مصدر"
              hint="كل مصروفات أو حد أدنى يظهر على الموقع يحتاج رابط مصدر وعامًا دراسيًا."
              count={data.unsourcedOfferings.length + data.unsourcedFloors.length}
            >
              {data.unsourcedOfferings.map((o) => (
                <li key={o._id}>
                  {o.university_Arabic_Name} — {o.faculty} — {fixLink}
                </li>
              ))}
              {data.unsourcedFloors.map((f) => (
                <li key={f._id}>
                  الحد الأدنى للتقدم {f.academic_year} — الفئة {f.tier} —{' '}
                  {FLOOR_GROUP_LABELS[f.faculty_group as FloorGroup] ?? f.faculty_group} —{' '}
                  <Link to={adminFloorsPage(f.academic_year)}>أضف مصدره في جدول الحد الأدنى للتقدم</Link>
                </li>
              ))}
            </Section>
            <Section
              title="مصادر متعارضة في جدول الحد الأدنى للتقدم"
              hint="يُعرض رقم الأغلبية؛ راجع المصادر المخالفة في جدول الحد الأدنى للتقدم أو في لوحة المحتوى."
              count={data.conflicts.length}
            >
              {data.conflicts.map((f) => (
                <li key={f._id}>
                  {f.academic_year} — الفئة {f.tier} —{' '}
                  {FLOOR_GROUP_LABELS[f.faculty_group as FloorGroup] ?? f.faculty_group}: {f.percent}% — يخالفه{' '}
                  {f.conflicts.map((c) => `${c.value}%`).join('، ')} —{' '}
                  <Link to={adminFloorsPage(f.academic_year)}>جدول {f.academic_year}</Link>
                </li>
              ))}
            </Section>
          </div>
        )}
      </AsyncSection>
    </AdminFrame>
  );
}
