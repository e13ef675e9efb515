import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { CHUNK_ERROR_MESSAGE, ChunkLoadError } from './lazy-with-retry';

/**
 * Shown when a route fails to render or its code cannot be loaded (for example a stale chunk
 * after a new deployment). It replaces the layout, so it keeps its own minimal frame.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const chunk = error instanceof ChunkLoadError;

  return (
    <main className="container page page--centered" id="main">
      <h1>{status === 404 ? 'الصفحة غير موجودة' : chunk ? 'تعذر تحميل الصفحة' : 'حدث خطأ غير متوقع'}</h1>
      <p className="lead">{chunk ? CHUNK_ERROR_MESSAGE : 'يرجى إعادة تحميل الصفحة أو المحاولة مرة أخرى لاحقاً.'}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          إعادة تحميل الصفحة
        </button>
        <Link to={paths.home} className="button button--ghost">
          الصفحة الرئيسية
        </Link>
      </div>
    </main>
  );
}
