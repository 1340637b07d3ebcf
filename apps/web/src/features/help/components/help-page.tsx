import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { HelpArticle } from '@lotus/contract/system';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { currentLanguageCode } from '../../../lib/i18n';
import { SafeHtml } from '../../../components/ui/safe-html';
import { SiteLogo } from '../../shell/components/site-logo';
import { useBrand } from '../../system/hooks/use-system-status';
import { helpCenterQueryOptions } from '../api/get-help-center';

function flatten(articles: readonly HelpArticle[]): HelpArticle[] {
  return articles.flatMap((a) => [a, ...flatten(a.children)]);
}

/** The first article with content: a parent that only groups children shows its first child. */
function firstReadable(articles: readonly HelpArticle[]): HelpArticle | undefined {
  return flatten(articles).find((a) => a.content.trim() !== '') ?? articles[0];
}

function ArticleTree({ articles, activeId, onSelect, depth = 0 }: { articles: readonly HelpArticle[]; activeId?: number; onSelect: (article: HelpArticle) => void; depth?: number }) {
  return (
    <ul className={clsx('flex flex-col gap-0.5', depth > 0 && 'ms-3 border-s border-white/10 ps-2')}>
      {articles.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            onClick={() => onSelect(a)}
            aria-current={a.id === activeId ? 'page' : undefined}
            className={clsx(
              'w-full rounded-lg px-3 py-2 text-start text-sm transition',
              a.id === activeId ? 'bg-gold-400/15 font-semibold text-gold-100' : depth === 0 ? 'font-semibold text-ink-100 hover:bg-white/5' : 'text-ink-300 hover:bg-white/5 hover:text-white',
            )}
          >
            {a.title}
          </button>
          {a.children.length > 0 ? <ArticleTree articles={a.children} activeId={activeId} onSelect={onSelect} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Help centre (/help), and the same without the site layout (/helpmc, for in-app webviews). */
export function HelpPage({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  // useTranslation re-renders on a language change, so the query key follows the language.
  const lang = currentLanguageCode();
  const query = useQuery(helpCenterQueryOptions(lang));
  const [params, setParams] = useSearchParams();
  const articles = useMemo(() => query.data ?? [], [query.data]);
  const all = useMemo(() => flatten(articles), [articles]);
  // Links name an article by its slug (the footer's `/help?article=terms`) or, without one, its id.
  const requested = params.get('article');
  const active = all.find((a) => (a.slug ?? String(a.id)) === requested || String(a.id) === requested) ?? firstReadable(articles);

  const select = (article: HelpArticle) =>
    setParams(
      (p) => {
        p.set('article', article.slug ?? String(article.id));
        return p;
      },
      { replace: true },
    );

  let body;
  if (query.isPending) {
    body = (
      <div className="grid place-items-center py-24">
        <Spinner className="size-9" label={t('common.loading')} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon="warning"
        title={t('help.loadFailed')}
        description={errorMessage(query.error)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (articles.length === 0 || !active) {
    body = <EmptyState icon="help" title={t('help.emptyTitle')} description={t('help.emptyText')} />;
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <nav aria-label={t('help.topics')} className="h-fit rounded-2xl border border-white/5 bg-ink-900/70 p-3 lg:sticky lg:top-20">
          <ArticleTree articles={articles} activeId={active.id} onSelect={select} />
        </nav>
        <article className="min-w-0 rounded-2xl border border-white/5 bg-ink-850 p-5 sm:p-8">
          <h2 className="text-xl font-bold text-ink-50">{active.title}</h2>
          {active.content.trim() ? (
            <SafeHtml className="prose-lotus mt-4" html={active.content} />
          ) : (
            <ul className="mt-4 flex flex-col gap-2">
              {active.children.map((c) => (
                <li key={c.id}>
                  <button type="button" onClick={() => select(c)} className="flex items-center gap-2 text-sm font-semibold text-gold-300 hover:text-gold-200">
                    <Icon name="chevron" className="size-4 rtl:-scale-x-100" />
                    {c.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </article>
      </div>
    );
  }

  return (
    <div className={bare ? 'min-h-dvh bg-ink-950' : undefined}>
      {bare ? (
        <div className="flex h-14 items-center border-b border-white/5 px-4">
          <SiteLogo brand={brand} className="h-7" />
        </div>
      ) : null}
      <PageContainer>
        <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} icon="help" />
        {body}
      </PageContainer>
    </div>
  );
}

export function HelpBarePage() {
  return <HelpPage bare />;
}
