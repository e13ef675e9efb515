import { guideLinkLabel } from '@dalil/domain/rules';
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
  // Named from the edition the seed made (its file name carries the data's academic year; issue 22).
  const { settings } = useSiteSettings();
  const title = guideLinkLabel(settings.guidePdf?.name);
  return (
    <PdfViewerPage
      title={title}
      description={`${title}: الجامعات المصرية الخاصة والأهلية بصيغة PDF.`}
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
