import { useEffect } from 'react';
import { DEMO_DATA_BANNER } from '@dalil/domain/rules';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useSiteSettings } from '@/features/site-settings/api/get-site-settings';
import { DataStatusContext } from '@/lib/data-status';
import { useBlockDevtools } from '@/lib/block-devtools';
import { Guard } from '@/lib/guard';
import type { GuardFlags } from '@/lib/guards';
import { FloatingAssistantButton } from './floating-assistant-button';
import { DesireSignInMerge } from './desire-sign-in-merge';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';

/** What a route declares in its `handle`; flags of parent routes apply to their children. */
export interface RouteHandle {
  guard?: GuardFlags;
}

function useRouteGuardFlags(): GuardFlags {
  const matches = useMatches();
  const flags: GuardFlags = {};
  for (const match of matches) {
    const guard = (match.handle as RouteHandle | undefined)?.guard;
    if (!guard) continue;
    if (guard.requiresLogin) flags.requiresLogin = true;
    if (guard.adminOnly) flags.adminOnly = true;
    if (guard.superAdminOnly) flags.superAdminOnly = true;
    if (guard.isLoginPage) flags.isLoginPage = true;
    if (guard.nonAdminRedirect) flags.nonAdminRedirect = guard.nonAdminRedirect;
  }
  return flags;
}

/** A new page starts at the top; in-page anchors (#faq) are scrolled to by the page itself. */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function RootLayout() {
  const guardFlags = useRouteGuardFlags();
  useScrollToTopOnNavigate();
  // Spec 1 §2 rule 6, switched by the site setting block_devtools (on until the CMS says otherwise).
  const { settings } = useSiteSettings();
  useBlockDevtools(settings.blockDevtools);

  return (
    <DataStatusContext.Provider value={{ demoData: settings.demoData, dataAsOf: settings.dataAsOf }}>
      <div className="app-shell">
        <a className="skip-link" href="#main">
          انتقل إلى المحتوى
        </a>
        <Header />
        {settings.demoData && <p className="demo-banner">{DEMO_DATA_BANNER}</p>}
        <OfflineBanner />
        <DesireSignInMerge />
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Every route goes through the guards: rule 1 (expired token) applies on any page. */}
          <Guard route={guardFlags}>
            <Outlet />
          </Guard>
        </main>
        <Footer />
        <FloatingAssistantButton />
      </div>
    </DataStatusContext.Provider>
  );
}
