import { Link, useSearchParams } from 'react-router-dom';
import {
  PREVIEW_MESSAGES,
  PREVIEW_ROUTE,
  articleCategoryLabel,
  articleStatusLabel,
  parseArticleMarkup,
  scholarshipStatusLabel,
  scholarshipTypeLabel,
  splitTags,
} from '@dalil/domain/rules';
import { AsyncSection } from '@/components/async-section';
import { MarkupText } from '@/components/markup-text';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { usePreview, type PreviewAnswer } from '../api/get-preview';
import '../preview.css';

/** One line of the record's facts: «الحالة: مسودة». */
const Fact = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <p className="preview__fact">
      {label}: <strong>{value}</strong>
    </p>
  ) : null;

function PreviewBody({ answer }: { answer: PreviewAnswer }) {
  switch (answer.kind) {
    case 'article': {
      const a = answer.record;
      const tags = splitTags(a.tag);
      return (
        <>
          <header className="preview__header">
            {a.category && <span className="preview__chip">{articleCategoryLabel(a.category)}</span>}
            <h1 id="preview-title">{a.title}</h1>
            <Fact label="حالة المقال" value={articleStatusLabel(a.status)} />
          </header>
          {a.logo_url && (
            <img
              className="preview__image"
              src={a.logo_url}
              alt={a.title}
              // The derived path of an article without an uploaded logo may have no file yet.
              onError={(event) => {
                event.currentTarget.hidden = true;
              }}
            />
          )}
          {tags.length > 0 && (
            <ul className="preview__tags" aria-label="الوسوم">
              {tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
          <div className="preview__body" data-testid="preview-body">
            <p>
              <MarkupText tokens={parseArticleMarkup(a.details)} />
            </p>
          </div>
        </>
      );
    }
    case 'news': {
      const n = answer.record;
      return (
        <>
          <header className="preview__header">
            <span className="preview__chip">خبر</span>
            <h1 id="preview-title">{n.title}</h1>
            <Fact label="آخر موعد" value={n.deadline} />
          </header>
          <div className="preview__body" data-testid="preview-body">
            <p>{n.details}</p>
          </div>
        </>
      );
    }
    case 'scholarship': {
      const s = answer.record;
      return (
        <>
          <header className="preview__header">
            <span className="preview__chip">{scholarshipTypeLabel(s.type)}</span>
            <h1 id="preview-title">{s.name}</h1>
            <Fact label="حالة المنحة" value={scholarshipStatusLabel(s.status)} />
            <Fact label="آخر موعد" value={s.deadline} />
          </header>
          <div className="preview__body" data-testid="preview-body">
            <p>{s.details}</p>
          </div>
        </>
      );
    }
    case 'university': {
      const u = answer.record;
      return (
        <>
          <header className="preview__header">
            <span className="preview__chip">{u.university_code}</span>
            <h1 id="preview-title">{u.university_Arabic_Name}</h1>
          </header>
          <div className="preview__body" data-testid="preview-body">
            <p>{u.Uni_Bio}</p>
          </div>
        </>
      );
    }
  }
}

/**
 * /preview?token=…: the record an editor is working on in the panel, as the site would show it,
 * under the «مسودة — معاينة» banner; no site account is needed and nothing here is public (the
 * page is not indexed and the public pages never show drafts).
 */
export function PreviewPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isLoading } = usePreview(token);
  usePageMeta({
    title: PREVIEW_MESSAGES.banner,
    description: 'معاينة سجل من لوحة التحرير قبل نشره.',
    path: PREVIEW_ROUTE,
    noindex: true,
  });
  const message = !token
    ? PREVIEW_MESSAGES.invalid
    : error instanceof ApiError
      ? error.message
      : error
        ? PREVIEW_MESSAGES.invalid
        : null;
  const published = data && (data.kind !== 'article' || data.record.status === 'published');

  return (
    <article className="container container--narrow page preview" aria-labelledby="preview-title">
      <p className="preview-banner" role="note">
        {PREVIEW_MESSAGES.banner}
      </p>
      {message ? (
        <div className="preview__refused" role="alert">
          <h1 id="preview-title">تعذّر فتح المعاينة</h1>
          <p>{message}</p>
        </div>
      ) : (
        <AsyncSection isLoading={isLoading || !data} loadingText="جارٍ تحميل المعاينة...">
          {data && <PreviewBody answer={data} />}
          {published && (
            <p className="preview__public">
              <Link to={data.path}>الصفحة المنشورة على الموقع</Link>
            </p>
          )}
        </AsyncSection>
      )}
    </article>
  );
}
