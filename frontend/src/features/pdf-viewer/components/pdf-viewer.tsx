import { useCallback, useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  LAZY_ROOT_MARGIN,
  LAZY_THRESHOLD,
  PDF_LOAD_TIMEOUT_MS,
  PDF_TIMEOUT_MESSAGE,
  cappedPixelRatio,
  pageWidth,
} from '../pdf-layout';
import '../pdf-viewer.css';

// The worker is bundled by Vite and served by the site itself (no CDN).
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

interface PdfViewerProps {
  /** The file's URL (a media URL under /uploads); null while the settings load. */
  url: string | null;
  /** The settings answered without a file: show the error box. */
  missing?: boolean;
  /** The yearly guide also shows the total number of pages. */
  showTotalPages?: boolean;
}

type Status = 'loading' | 'loaded' | 'error';

function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A page placeholder that draws the page once it comes into view, and keeps it drawn. */
function LazyPage({ pageNumber, width, aspect }: { pageNumber: number; width: number; aspect: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver every page counts as visible from the start.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN, threshold: LAZY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div
      ref={ref}
      className="pdf-viewer__page"
      data-page={pageNumber}
      style={visible ? undefined : { width, height: Math.round(width * aspect) }}
    >
      {visible ? (
        <Page
          pageNumber={pageNumber}
          width={width}
          devicePixelRatio={cappedPixelRatio(window.devicePixelRatio)}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          loading={
            <div className="pdf-viewer__page-loading" style={{ width, height: Math.round(width * aspect) }}>
              جاري تحميل الصفحة {pageNumber}...
            </div>
          }
        />
      ) : (
        <span className="pdf-viewer__page-placeholder">صفحة {pageNumber}</span>
      )}
    </div>
  );
}

function PdfError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="pdf-viewer__error" role="alert">
      <h2>Unable to load the PDF</h2>
      <p>تعذر تحميل الملف. جرّب ما يلي:</p>
      <ul>
        <li>حدّث الصفحة</li>
        <li>تأكد من اتصالك بالإنترنت</li>
        <li>جرّب متصفحاً آخر</li>
      </ul>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}

/**
 * A PDF document as a column of pages (spec 1 §2 "PDF viewers"): loading, then loaded or error;
 * 'Try Again' clears the rendered pages and loads the file again.
 */
export function PdfViewer({ url, missing = false, showTotalPages = false }: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string | null>(null);
  const [numPages, setNumPages] = useState(0);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const { ref, width: containerWidth } = useContainerWidth();
  const [viewportWidth, setViewportWidth] = useState(() => window.innerWidth);

  useEffect(() => {
    const onResize = () => setViewportWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // 30 s for the document to load (spec 1 §9).
  useEffect(() => {
    if (!url || status !== 'loading') return;
    const timer = window.setTimeout(() => {
      setError(PDF_TIMEOUT_MESSAGE);
      setStatus('error');
    }, PDF_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [url, status, attempt]);

  const retry = useCallback(() => {
    setNumPages(0);
    setNatural(null);
    setError(null);
    setStatus('loading');
    setAttempt((a) => a + 1);
  }, []);

  const onLoadSuccess = useCallback(async (pdf: PDFDocumentProxy) => {
    try {
      const first = await pdf.getPage(1);
      const viewport = first.getViewport({ scale: 1 });
      setNatural({ width: viewport.width, height: viewport.height });
    } catch {
      setNatural({ width: 595, height: 842 });
    }
    setNumPages(pdf.numPages);
    setStatus((s) => (s === 'error' ? s : 'loaded'));
  }, []);

  const onLoadError = useCallback((e: Error) => {
    setError(e.message);
    setStatus('error');
  }, []);

  const width = pageWidth(containerWidth, natural?.width ?? null, viewportWidth);
  const aspect = natural ? natural.height / natural.width : Math.SQRT2;

  return (
    <div className="pdf-viewer" ref={ref}>
      {showTotalPages && status === 'loaded' && (
        <p className="pdf-viewer__total">
          عدد الصفحات: <strong data-testid="pdf-total-pages">{numPages}</strong>
        </p>
      )}
      {missing || status === 'error' ? (
        <PdfError onRetry={retry} />
      ) : !url ? (
        <div className="state" role="status">
          <p>جاري تحميل الملف...</p>
        </div>
      ) : (
        <Document
          key={attempt}
          file={url}
          onLoadSuccess={onLoadSuccess}
          onLoadError={onLoadError}
          onSourceError={onLoadError}
          loading={
            <div className="state" role="status">
              <p>جاري تحميل الملف...</p>
            </div>
          }
          error={<span />}
        >
          {status === 'loaded' &&
            width > 0 &&
            Array.from({ length: numPages }, (_, i) => (
              <LazyPage key={`${attempt}-${i + 1}`} pageNumber={i + 1} width={width} aspect={aspect} />
            ))}
        </Document>
      )}
      {error && status === 'error' && (
        <p className="pdf-viewer__error-detail" dir="ltr">
          {error}
        </p>
      )}
    </div>
  );
}
