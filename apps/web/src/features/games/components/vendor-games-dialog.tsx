import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { callApi, errorMessage } from '../../../lib/api-client';
import { gamePageSize, matchesKeyword } from '../api/games-queries';
import { useLanguageCode } from '../hooks/use-language-code';
import { useVendorDialog } from '../stores/vendor-dialog-store';
import { SimpleGameGrid } from './game-grid';
import { SearchField } from './search-field';

/**
 * The popup game list of a VASSALAGE entry (spec section 4): that vendor's games, a page at a time,
 * filtered by name as you type. A generic modal (closes only by its own button, body fixed while open).
 * Mounted by every lobby page; it leaves with the page.
 */
export function VendorGamesDialog() {
  const target = useVendorDialog((s) => s.target);
  const open = useVendorDialog((s) => s.open);
  const close = useVendorDialog((s) => s.close);
  const clear = useVendorDialog((s) => s.clear);
  useEffect(() => () => useVendorDialog.getState().clear(), []);
  if (!target) return null;
  return (
    <Modal open={open} onClose={close} onExited={clear} title={target.title} size="lg">
      <VendorGames vendor={target.vendor} />
    </Modal>
  );
}

function VendorGames({ vendor }: { vendor: string }) {
  const { t } = useTranslation();
  const language = useLanguageCode();
  const [keyword, setKeyword] = useState('');
  const list = useInfiniteQuery({
    queryKey: ['games', 'vendorPopup', vendor, language],
    queryFn: ({ pageParam, signal }) => callApi('gameList', { query: { vassalage: vendor, language, pageNo: pageParam, pageSize: gamePageSize }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
  });
  const games = (list.data?.pages ?? []).flatMap((p) => p.games).filter((g) => g.isGame === 'GAME' && matchesKeyword(g, keyword));

  if (list.isPending) return <div className="grid place-items-center py-16"><Spinner className="size-8" label={t('common.loading')} /></div>;
  if (list.isError) return <EmptyState icon="warning" title={t('games.loadFailed')} description={errorMessage(list.error)} action={<Button variant="secondary" onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />;
  return (
    <div className="flex flex-col gap-4">
      <SearchField value={keyword} onChange={setKeyword} />
      {games.length === 0 ? (
        keyword.trim() ? <EmptyState icon="search" title={t('games.noMatchTitle')} description={t('games.noMatchText', { keyword: keyword.trim() })} /> : <EmptyState icon="dice" title={t('games.emptyTitle')} description={t('games.emptyText')} />
      ) : (
        <SimpleGameGrid games={games} label={t('games.lobbyLabel')} />
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" className="self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('common.loading') : t('games.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
