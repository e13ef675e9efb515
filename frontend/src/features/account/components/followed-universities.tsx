import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddToCalendarLink } from '@/components/add-to-calendar-link';
import { AsyncSection } from '@/components/async-section';
import { useToasts } from '@/components/toasts';
import { serverMessage } from '@/lib/api-client';
import { followUniversity, unfollowUniversity, useFollows, type FollowedUniversity } from '@/lib/api/follows';
import { guidePage, paths } from '@/lib/paths';

/**
 * «الجامعات التي أتابعها» on the account page (issue 25): each followed university with its guide
 * page, its .ics and unfollow; mails stopped by a mail's unsubscribe link are said so and can be
 * resumed; the whole list as one calendar feed (a secret address a calendar app can subscribe to).
 */
export function FollowedUniversities() {
  const { data, error, isLoading, mutate } = useFollows(true);
  const { show } = useToasts();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (row: FollowedUniversity, action: 'unfollow' | 'resume') => {
    setBusy(row.university);
    try {
      if (action === 'unfollow') await unfollowUniversity(row.university);
      else await followUniversity(row.university);
      await mutate();
      show('success', action === 'unfollow' ? 'تم إلغاء متابعة الجامعة.' : 'ستصلك تنبيهات هذه الجامعة من جديد.');
    } catch (e) {
      show('error', serverMessage(e, 'تعذّر حفظ التغيير، يرجى المحاولة مرة أخرى'));
    } finally {
      setBusy(null);
    }
  };

  const follows = data?.follows ?? [];
  return (
    <section className="followed card-surface" aria-labelledby="followed-title">
      <h2 id="followed-title" className="followed__title">
        الجامعات التي أتابعها
      </h2>
      <p className="followed__hint">
        تصلك رسالة بالبريد عند تغيّر حالة التقديم لشهادتك، وقبل آخر موعد للتقديم بأسبوع وبيوم (رسالة واحدة في اليوم لكل
        جامعة على الأكثر).
      </p>
      <AsyncSection
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        loadingText="جارٍ تحميل الجامعات التي تتابعها..."
        errorText="تعذّر تحميل الجامعات التي تتابعها"
      >
        {follows.length === 0 ? (
          <p className="followed__empty">
            لا تتابع أي جامعة بعد. تابع جامعة من <Link to={paths.guide}>دليل الجامعات</Link> أو من{' '}
            <Link to={paths.status}>حالة التقديم</Link>.
          </p>
        ) : (
          <>
            <ul className="followed__list">
              {follows.map((row) => (
                <li key={row.university} className="followed__row">
                  <div className="followed__name">
                    {row.category ? (
                      <Link to={guidePage(row.category, row.university)}>{row.university_Arabic_Name}</Link>
                    ) : (
                      row.university_Arabic_Name
                    )}
                    {!row.mail_alerts && <span className="followed__stopped">التنبيهات بالبريد موقوفة</span>}
                  </div>
                  <div className="followed__actions">
                    <AddToCalendarLink href={row.calendar} />
                    {!row.mail_alerts && (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        disabled={busy === row.university}
                        onClick={() => void act(row, 'resume')}
                      >
                        استئناف التنبيهات
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--danger-outline button--small"
                      aria-label={`إلغاء متابعة ${row.university_Arabic_Name}`}
                      disabled={busy === row.university}
                      onClick={() => void act(row, 'unfollow')}
                    >
                      إلغاء المتابعة
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {data?.calendar && (
              <p className="followed__feed">
                <AddToCalendarLink href={data.calendar} label="أضف كل المواعيد إلى التقويم" />
                <span className="followed__feed-note">
                  يمكن أيضًا الاشتراك بهذا الرابط في تطبيق التقويم ليتحدّث وحده؛ لا تشاركه مع أحد.
                </span>
              </p>
            )}
          </>
        )}
      </AsyncSection>
    </section>
  );
}
