import { arabicLongDate, cairoToday } from '@dalil/domain/rules';
import { useDataStatus } from '@/lib/data-status';

/** Printed at the top of the page only: the title, today's date and how current the data is. */
export function DesirePrintHeader({ title }: { title: string }) {
  const { dataAsOf } = useDataStatus();
  return (
    <header className="desires-print-header print-only">
      <p className="desires-print-header__site">دليل — دليل الجامعات المصرية</p>
      <h1>{title}</h1>
      <p>
        تاريخ الطباعة: {arabicLongDate(cairoToday())} — البيانات محدّثة حتى: {arabicLongDate(dataAsOf) ?? 'غير متاح'}
      </p>
    </header>
  );
}
