import { Link } from 'react-router-dom';
import { guideLinkLabel } from '@dalil/domain/rules';
import { useSiteSettings, type SocialLinks } from '@/features/site-settings/api/get-site-settings';
import { VisitorCounter } from '@/features/visitors/components/visitor-counter';
import { SafeLink } from '@/components/safe-link';
import { paths } from '@/lib/paths';
import { LogoMark } from './logo-mark';

const SOCIAL_LABELS: Array<{ key: keyof SocialLinks; label: string }> = [
  { key: 'facebook', label: 'فيسبوك' },
  { key: 'instagram', label: 'إنستغرام' },
  { key: 'youtube', label: 'يوتيوب' },
  { key: 'linkedin', label: 'لينكدإن' },
  { key: 'tiktok', label: 'تيك توك' },
  { key: 'whatsapp', label: 'واتساب' },
  { key: 'email', label: 'البريد الإلكتروني' },
];

/** Editors may type a bare number for WhatsApp or a bare address for e-mail; links need a URL. */
export function socialHref(key: keyof SocialLinks, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (key === 'email') return trimmed.startsWith('mailto:') ? trimmed : `mailto:${trimmed}`;
  if (key === 'whatsapp' && /^\+?[\d\s-]+$/.test(trimmed)) return `https://wa.me/${trimmed.replace(/\D/g, '')}`;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

export function Footer() {
  // Defaults while loading or on failure: the footer never waits for the CMS.
  const { settings } = useSiteSettings();
  const socialLinks = SOCIAL_LABELS.flatMap(({ key, label }) => {
    const href = settings.social[key] ? socialHref(key, settings.social[key] as string) : null;
    return href ? [{ key, label, href }] : [];
  });
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Link to={paths.home} className="brand brand--light" aria-label="دليل - الصفحة الرئيسية">
            <LogoMark size={28} />
            <span className="brand__name">دليل</span>
          </Link>
          <p className="site-footer__about">
            دليل عربي مجاني وغير هادف للربح إلى الجامعات المصرية، للطلاب وأولياء الأمور.
          </p>
        </div>

        {socialLinks.length > 0 && (
          <nav className="site-footer__social" aria-label="تابعنا">
            <h2 className="site-footer__heading">تابعنا</h2>
            <ul>
              {socialLinks.map((link) => (
                <li key={link.key}>
                  <SafeLink href={link.href}>{link.label}</SafeLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <nav className="site-footer__links" aria-label="روابط">
          <h2 className="site-footer__heading">روابط</h2>
          <ul>
            {/* The public pages the header has no room for (spec 1 §2: links to all public pages). */}
            <li>
              <Link to={paths.smartAssistant}>أدوات اختيار الكلية</Link>
            </li>
            <li>
              <Link to={paths.portfolio}>الملف التعريفي</Link>
            </li>
            <li>
              <Link to={paths.oldGuide}>{guideLinkLabel(settings.guidePdf?.name)}</Link>
            </li>
            <li>
              <Link to={paths.ksiuTransport}>دليل مواصلات جامعة الملك سلمان</Link>
            </li>
            <li>
              <Link to={paths.terms}>الشروط والأحكام</Link>
            </li>
            <li>
              <Link to={paths.privacy}>سياسة الخصوصية</Link>
            </li>
          </ul>
        </nav>
      </div>

      <div className="container site-footer__bottom">
        <p className="site-footer__launch" data-testid="launch-date">
          تاريخ الإطلاق: <span dir="ltr">{settings.launchDate}</span>
        </p>
        <VisitorCounter />
        <p className="site-footer__copyright">
          © <span dir="ltr">{year}</span> دليل. جميع الحقوق محفوظة.
        </p>
      </div>
    </footer>
  );
}
