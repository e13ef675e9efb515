import { PdfViewerPage } from '@/features/pdf-viewer/pages/pdf-viewer-page';
import { useSiteSettings, type SiteSettings } from '@/features/site-settings/api/get-site-settings';
import { paths } from '@/lib/paths';

type PdfKey = 'portfolioPdf' | 'guidePdf' | 'transportGuidePdf';

/** The file of each viewer is a media field of the site settings (served under /uploads). */
function usePdfFile(key: PdfKey) {
  const { settings, isLoaded, error, isLoading } = useSiteSettings();
  const file = (settings as SiteSettings)[key];
  return {
    url: file?.url ?? null,
    // Settings answered without this file, or could not be read at all: the error box.
    missing: (isLoaded && !file?.url) || (!isLoaded && !!error && !isLoading),
  };
}

export function PortfolioRoute() {
  const file = usePdfFile('portfolioPdf');
  return (
    <PdfViewerPage
      title="الملف التعريفي لدليل"
      description="الملف التعريفي لمبادرة دليل: من نحن وخدماتنا وفريقنا."
      path={paths.portfolio}
      {...file}
    />
  );
}

export function OldGuideRoute() {
  const file = usePdfFile('guidePdf');
  return (
    <PdfViewerPage
      title="دليل الجامعات 2023-2024"
      description="دليل الجامعات المصرية للعام الجامعي 2023-2024 بصيغة PDF."
      path={paths.oldGuide}
      showTotalPages
      {...file}
    />
  );
}

export function TransportGuideRoute() {
  const file = usePdfFile('transportGuidePdf');
  return (
    <PdfViewerPage
      title="دليل المواصلات لجامعة الملك سلمان الدولية"
      description="دليل خطوط المواصلات إلى جامعة الملك سلمان الدولية بصيغة PDF."
      path={paths.ksiuTransport}
      {...file}
    />
  );
}
