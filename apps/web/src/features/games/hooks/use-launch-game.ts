import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { GameEntry } from '@lotus/contract/games';
import { withBusyOverlay } from '../../../components/ui/busy-overlay';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { showPopup } from '../../../components/ui/popup';
import { paths } from '../../../config/paths';
import { callApi, errorMessage, isApiError } from '../../../lib/api-client';
import { currentLanguageCode, i18n } from '../../../lib/i18n';
import { showNeedRealAccount } from '../../session/hooks/use-login-check';
import { useSessionStore } from '../../session/stores/session-store';
import { useSystemStatus } from '../../system/hooks/use-system-status';
import { launchRoute, resolveGameUrl, type GameFrameState } from '../lib/launch';
import { useVendorDialog } from '../stores/vendor-dialog-store';

export type LaunchableGame = Pick<GameEntry, 'nodeId' | 'gameCode' | 'displayName' | 'vassalage' | 'vendorName' | 'gameType' | 'isGame'>;

/** One launch at a time: a second click while the first is asking the server does nothing. */
let launching = false;

/**
 * A click on a game (spec sections 4 and 6). A VASSALAGE entry opens its vendor's game list, for
 * visitors too (browsing is public). For anything else a visitor gets the login dialog and nothing
 * else; LOTT and ELOTT go to the lottery launcher; any other game asks the server for a launch URL
 * (a trial account asks for demo play, and the server says in_need_true_account or
 * game.demo.unavailable where there is none) and opens /game with it.
 */
export function useLaunchGame(): (game: LaunchableGame) => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  const cdns = useSystemStatus().info.launchGameCDNs;

  return useCallback(
    async (game: LaunchableGame) => {
      const { token, isTrial } = useSessionStore.getState();
      const route = launchRoute(game);
      if (route.kind === 'vendorList') {
        useVendorDialog.getState().show({ vendor: route.vendor, title: game.displayName || game.vendorName });
        return;
      }
      if (!token) {
        openDialog('login');
        return;
      }
      if (route.kind === 'lottery') {
        useVendorDialog.getState().close();
        void navigate(route.to);
        return;
      }
      if (launching) return;
      launching = true;
      try {
        const value = await withBusyOverlay(i18n.t('games.launching'), () =>
          callApi('launchGame', {
            body: {
              nodeId: game.nodeId,
              accountType: isTrial ? 0 : 1,
              confirmTrans: 0,
              vassalage: game.vassalage,
              launchMode: 'GLS',
              platform: 'html5-desktop',
              clientType: 3,
              language: currentLanguageCode(),
            },
          }),
        );
        const url = resolveGameUrl(value.game_url || value.game_url2 || '', cdns, window.location.origin);
        if (!url) {
          void showPopup({ icon: 'error', title: i18n.t('game.failedTitle'), text: i18n.t('games.launchInvalid') });
          return;
        }
        useVendorDialog.getState().close();
        // The launch made it the member's most recent game.
        void client.invalidateQueries({ queryKey: ['games', 'recent'] });
        const state: GameFrameState = { url, name: game.displayName, mode: value.mode };
        void navigate(paths.game, { state });
      } catch (error) {
        if (isApiError(error, 'in_need_true_account')) void showNeedRealAccount();
        else void showPopup({ icon: 'error', title: i18n.t('game.failedTitle'), text: errorMessage(error) });
      } finally {
        launching = false;
      }
    },
    [navigate, client, cdns],
  );
}
