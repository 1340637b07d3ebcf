import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { vendorPaths } from '../../../config/paths';
import { GameBrowser } from './game-browser';
import { LobbyFrame, useLanes, useVendorClassifyChoices } from './lobby-parts';

/**
 * One vendor's games (/pp, /pg, /bgs, /jl, /fc, /bng, /cq9), every type. A vendor without an
 * integration is hidden by the server, which answers game.vendor.unavailable: the page says so.
 */
export function VendorGamesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const vendor = vendorPaths[pathname as keyof typeof vendorPaths] ?? pathname.slice(1).toUpperCase();
  const { lanes } = useLanes();
  const name = lanes.flatMap((l) => l.cards).find((c) => c.vassalage === vendor)?.displayName ?? vendor;
  const classify = useVendorClassifyChoices(vendor, undefined, lanes);
  const title = t('games.vendorTitle', { vendor: name });
  return (
    <LobbyFrame title={title} subtitle={t('categoryDescriptions.RNG')} icon="dice">
      <GameBrowser key={vendor} vendor={vendor} classifyChoices={classify} label={title} />
    </LobbyFrame>
  );
}
