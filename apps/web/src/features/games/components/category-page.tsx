import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameCategory } from '@lotus/contract/navigation';
import { Icon } from '../../../components/ui/icon';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { categoryIcons } from '../lib/categories';
import { GameBrowser } from './game-browser';
import { laneClassifyChoices, LobbyFrame, useLanes, useVendorClassifyChoices, VendorTabIcon, type Lane } from './lobby-parts';

type LobbyCategory = Exclude<GameCategory, 'LOTT' | 'ELOTT'>;

/** The hall's first tab: every game of the category. */
export const allTab = 'all';

/**
 * A category's lobby content, the same for visitors and members (visitors browse games, spec
 * section 1; a game's launch asks them to log in). A category without games says so.
 */
function CategoryGames({ category, lane }: { category: LobbyCategory; lane: Lane | undefined }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vendor = params.get('vendor') ?? '';
  return (
    <GameBrowser
      key={`${category}:${vendor}`}
      gameType={category}
      initialVendor={vendor}
      vendorChoices={(lane?.cards ?? []).map((c) => ({ key: c.vassalage, label: c.displayName }))}
      classifyChoices={laneClassifyChoices(lane)}
      label={t(`categories.${category}`)}
    />
  );
}

/** A game category page (/live, /fish, /pvp): search, vendor and classify filters, the windowed grid. */
export function CategoryPage({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation();
  const { lanes } = useLanes();
  return (
    <LobbyFrame title={t(`categories.${category}`)} subtitle={t(`categoryDescriptions.${category}`)} icon={categoryIcons[category]}>
      <CategoryGames category={category} lane={lanes.find((l) => l.title === category)} />
    </LobbyFrame>
  );
}

export function LivePage() {
  return <CategoryPage category="LIVE" />;
}
export function FishPage() {
  return <CategoryPage category="FISH" />;
}
export function PvpPage() {
  return <CategoryPage category="PVP" />;
}

/** The hall's content for one tab: all slots with classify filters, or one studio's slots. */
function HallTab({ tab, lane, lanes }: { tab: string; lane: Lane | undefined; lanes: readonly Lane[] }) {
  const { t } = useTranslation();
  const vendor = tab === allTab ? undefined : tab;
  const vendorChoices = useVendorClassifyChoices(vendor, 'RNG', lanes);
  return (
    <GameBrowser
      gameType="RNG"
      vendor={vendor}
      classifyChoices={vendor ? vendorChoices : laneClassifyChoices(lane)}
      label={vendor ? t('games.vendorTitle', { vendor: lane?.cards.find((c) => c.vassalage === vendor)?.displayName ?? vendor }) : t('categories.RNG')}
    />
  );
}

/**
 * The tabbed slots hall (/rng, spec section 2): one tab per studio of the RNG lane after "All
 * games"; a tab goes to /rng?page=<code>, the first tab when `page` is absent (or unknown), and
 * only the active tab's content is in the page. `?vendor=` (the header's vendor entries) picks a tab too.
 */
export function RngPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { lanes, pending } = useLanes();
  const lane = lanes.find((l) => l.title === 'RNG');
  const asked = params.get('page') ?? params.get('vendor') ?? '';

  const tabs: TabItem[] = [{ key: allTab, label: t('games.allGames'), icon: <Icon name="dice" className="size-5" /> }];
  for (const card of lane?.cards ?? []) tabs.push({ key: card.vassalage, label: card.displayName, icon: <VendorTabIcon src={card.icon} name={card.displayName} /> });
  // While the lanes load, a studio named in the address is trusted, so its games load at once.
  if (pending && asked && asked !== allTab) tabs.push({ key: asked, label: asked });
  const active = tabs.some((tab) => tab.key === asked) ? asked : allTab;

  return (
    <LobbyFrame title={t('categories.RNG')} subtitle={t('categoryDescriptions.RNG')} icon={categoryIcons.RNG}>
      <Tabs items={tabs} value={active} onChange={(key) => setParams(key === allTab ? {} : { page: key })} label={t('games.hallTabs')}>
        <HallTab key={active} tab={active} lane={lane} lanes={lanes} />
      </Tabs>
    </LobbyFrame>
  );
}

/** Sports (/sports): the sports lane, with the brand's e-sports vendors on a tab of their own when it has any. */
export function SportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { lanes } = useLanes();
  const sports = lanes.find((l) => l.title === 'SPORTS');
  const esports = lanes.find((l) => l.title === 'ESPORTS');
  const active = esports && params.get('page') === 'ESPORTS' ? 'ESPORTS' : 'SPORTS';
  return (
    <LobbyFrame title={t('categories.SPORTS')} subtitle={t('categoryDescriptions.SPORTS')} icon={categoryIcons.SPORTS}>
      {esports ? (
        <Tabs
          items={[
            { key: 'SPORTS', label: t('categories.SPORTS'), icon: <Icon name={categoryIcons.SPORTS} className="size-5" /> },
            { key: 'ESPORTS', label: t('categories.ESPORTS'), icon: <Icon name={categoryIcons.ESPORTS} className="size-5" /> },
          ]}
          value={active}
          onChange={(key) => setParams(key === 'SPORTS' ? {} : { page: key })}
          label={t('categories.SPORTS')}
        >
          <CategoryGames key={active} category={active} lane={active === 'ESPORTS' ? esports : sports} />
        </Tabs>
      ) : (
        <CategoryGames category="SPORTS" lane={sports} />
      )}
    </LobbyFrame>
  );
}
