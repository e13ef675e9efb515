import { AdminFrame } from '@/components/admin/admin-frame';
import { Tabs, tabPanelProps, useUrlTab } from '@/components/tabs';
import { paths } from '@/lib/paths';
import { FacultiesTab } from '../components/faculties-tab';
import { ScoreCriteriaTab } from '../components/score-criteria-tab';
import { SA_TEXTS as T } from '../texts';
import '../admin-smart-assistant.css';

const TABS = ['faculties', 'scores'] as const;
const ID_BASE = 'admin-sa';

/** /admin/smart-assistant (spec 3 §2): SuperAdmin; faculties and score criteria, the tab in `?tab=`. */
export function SmartAssistantAdminPage() {
  const [tab, setTab] = useUrlTab('tab', TABS, 'faculties');
  return (
    <AdminFrame
      title={T.title}
      subtitle={T.subtitle}
      path={paths.adminSmartAssistant}
      back={paths.admin}
      backLabel={T.backLabel}
    >
      <Tabs
        label={T.tabsLabel}
        tabs={TABS.map((value) => ({ value, label: T.tabs[value] }))}
        value={tab}
        onChange={(next) => setTab(next, next === 'faculties' ? { year: undefined, certificate: undefined } : {})}
        idBase={ID_BASE}
      />
      <div {...tabPanelProps(ID_BASE, tab)} className="sa-panel">
        {tab === 'faculties' ? <FacultiesTab /> : <ScoreCriteriaTab />}
      </div>
    </AdminFrame>
  );
}
