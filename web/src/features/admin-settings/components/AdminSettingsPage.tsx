import { useState } from 'react';
import { PageHeader } from '../../../components/ui/Misc.tsx';
import { Tabs, useTabIds } from '../../../components/ui/Tabs.tsx';
import { adminSettings as t } from '../../../config/messages.ts';
import { GeneralTab } from './GeneralTab.tsx';
import { TimeSlotsTab } from './TimeSlotsTab.tsx';

type Tab = keyof typeof t.tabs;
/** Read on each render: the labels follow the reader's language. */
const tabs = () => (Object.keys(t.tabs) as Tab[]).map((id) => ({ id, label: t.tabs[id] }));

/** /admin/settings: time slots and general settings. */
export function AdminSettingsPage() {
  const [tab, setTab] = useState<Tab>('slots');
  const ids = useTabIds();
  return (
    <div className="container">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Tabs items={tabs()} value={tab} onChange={setTab} label={t.tabsLabel} ids={ids} />
      <div role="tabpanel" id={ids.panel(tab)} aria-labelledby={ids.tab(tab)} style={{ marginTop: 24 }}>
        {tab === 'slots' ? <TimeSlotsTab /> : <GeneralTab />}
      </div>
    </div>
  );
}
