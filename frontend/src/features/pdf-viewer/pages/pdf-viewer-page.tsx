import { usePageMeta } from '@/lib/page-meta';
import { PdfViewer } from '../components/pdf-viewer';

export interface PdfViewerPageProps {
  title: string;
  description: string;
  path: string;
  url: string | null;
  missing: boolean;
  showTotalPages?: boolean;
}

export function PdfViewerPage({ title, description, path, url, missing, showTotalPages }: PdfViewerPageProps) {
  usePageMeta({ title, description, path });
  return (
    <div className="container page pdf-page">
      <h1>{title}</h1>
      <PdfViewer url={url} missing={missing} showTotalPages={showTotalPages} />
    </div>
  );
}
