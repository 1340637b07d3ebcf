import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, OpChatRow } from '@lotus/contract/chat';
import { chatImageMaxBytes, chatTextMax } from '@lotus/contract/chat';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Time } from '../../components/time';
import { Badge, Button, cx, Notice, PageHeader, TextAreaField, TextField } from '../../components/ui';
import { callOps, errorMessage, fetchOpsBlob } from '../../lib/api';
import { useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';
import { sendDeskImage, useDeskSocket, type DeskEvent } from './chat-socket';

type Tab = 'waiting' | 'open' | 'mine' | 'closed';
const tabs: Tab[] = ['waiting', 'open', 'mine', 'closed'];

const listKey = ['chat-list'] as const;
const conversationKey = (id: number) => ['chat-conversation', id] as const;

/**
 * The chat desk (Support): the queue of waiting conversations, the open ones, the caller's own, and the
 * transcripts (closed, searchable by member and day). A conversation is taken or given to an agent on the
 * desk, answered (canned replies at hand), marked read and closed; typing and read marks arrive live.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { brand } = useWorkingBrand();
  const me = useMe().data;
  const canReply = can(me, 'support.reply');
  const [tab, setTab] = useState<Tab>('waiting');
  const [selected, setSelected] = useState<number | null>(null);
  const [search, setSearch] = useState({ q: '', from: '', to: '' });
  // Conversations whose customer is typing; a mark whose "stopped" never comes fades after 6 s.
  const [typing, setTyping] = useState<Record<number, boolean>>({});
  const typingTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const markTyping = (id: number, on: boolean) => {
    const timers = typingTimers.current;
    clearTimeout(timers.get(id));
    if (on) timers.set(id, setTimeout(() => setTyping((m) => ({ ...m, [id]: false })), 6_000));
    setTyping((m) => ({ ...m, [id]: on }));
  };
  useEffect(() => {
    const timers = typingTimers.current;
    return () => timers.forEach((t) => clearTimeout(t));
  }, []);

  const socket = useDeskSocket((event: DeskEvent) => {
    if (event.type === 'reconnected') {
      void client.invalidateQueries({ queryKey: listKey });
      void client.invalidateQueries({ queryKey: ['chat-conversation'] });
      return;
    }
    if (event.type === 'typing' && event.from === 'customer') {
      markTyping(event.conversationId, event.typing);
      return;
    }
    if (event.type === 'message' || event.type === 'conversation' || event.type === 'read') {
      if (event.type === 'message' && event.message.sender === 'customer') markTyping(event.conversationId, false);
      void client.invalidateQueries({ queryKey: listKey });
      void client.invalidateQueries({ queryKey: conversationKey(event.conversationId) });
    }
  });

  const list = useQuery({
    queryKey: [...listKey, tab, brand?.id ?? null, tab === 'closed' ? search : null],
    queryFn: ({ signal }) =>
      callOps('opChats', {
        query: {
          status: tab === 'mine' ? undefined : tab,
          mine: tab === 'mine' ? 'true' : undefined,
          brandId: brand?.id,
          q: tab === 'closed' ? search.q.trim() || undefined : undefined,
          from: tab === 'closed' ? search.from || undefined : undefined,
          to: tab === 'closed' ? search.to || undefined : undefined,
        },
        signal,
      }),
  });
  const rows = (list.data?.rows ?? []).filter((r) => tab !== 'mine' || r.status !== 'closed');

  return (
    <div>
      <PageHeader
        title={t('support.chat.title')}
        intro={t('support.chat.intro')}
        actions={
          <span className="flex items-center gap-2 text-sm text-slate-600" data-testid="desk-presence">
            <span className={cx('inline-block size-2 rounded-full', socket.connected ? 'bg-emerald-500' : 'bg-slate-400')} aria-hidden="true" />
            {socket.connected ? t('support.chat.onDesk') : t('support.chat.offDesk')}
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[340px_1fr]">
        <section aria-label={t('support.chat.conversations')} className="rounded-lg border border-slate-200 bg-white">
          <div role="tablist" className="flex border-b border-slate-200">
            {tabs.map((k) => (
              <button
                key={k}
                role="tab"
                type="button"
                aria-selected={tab === k}
                onClick={() => setTab(k)}
                className={cx('flex-1 px-2 py-2 text-sm font-medium', tab === k ? 'border-b-2 border-indigo-600 text-indigo-700' : 'text-slate-600 hover:text-slate-900')}
              >
                {t(`support.chat.tabs.${k}`)}
              </button>
            ))}
          </div>
          {tab === 'closed' ? <TranscriptSearch value={search} onChange={setSearch} /> : null}
          {list.error ? <Notice tone="error">{errorMessage(list.error)}</Notice> : null}
          <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto" aria-label={t(`support.chat.tabs.${tab}`)}>
            {rows.map((r) => (
              <li key={r.id}>
                <button type="button" onClick={() => setSelected(r.id)} className={cx('block w-full px-3 py-2 text-start hover:bg-slate-50', selected === r.id && 'bg-indigo-50')}>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium text-slate-900">{r.customerName}</span>
                    {r.unread > 0 ? <Badge tone="info">{t('support.chat.unread', { count: r.unread })}</Badge> : null}
                  </span>
                  <span className="block truncate text-xs text-slate-500">{r.lastMessage || '—'}</span>
                  <span className="flex justify-between text-xs text-slate-400">
                    <span>
                      {r.brandCode}
                      {r.assignedTo ? ` · ${r.assignedTo.username}` : ''}
                      {typing[r.id] ? ` · ${t('support.chat.typing')}` : ''}
                    </span>
                    <Time iso={r.lastMessageAt} brandId={r.brandId} />
                  </span>
                </button>
              </li>
            ))}
            {list.isSuccess && rows.length === 0 ? <li className="px-3 py-6 text-center text-sm text-slate-500">{t(`support.chat.empty.${tab}`)}</li> : null}
          </ul>
        </section>
        <div className="space-y-4">
          {selected === null ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500">{t('support.chat.pick')}</p>
          ) : (
            <Conversation
              key={selected}
              id={selected}
              canReply={canReply}
              myId={me?.id ?? 0}
              agents={list.data?.agentsOnline ?? []}
              customerTyping={typing[selected] ?? false}
              onTyping={(v) => socket.typing(selected, v)}
            />
          )}
          <CannedReplies brandId={brand?.id ?? (me?.brandId ?? null)} canReply={canReply} />
        </div>
      </div>
    </div>
  );
}

function TranscriptSearch({ value, onChange }: { value: { q: string; from: string; to: string }; onChange: (v: { q: string; from: string; to: string }) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <form
      className="grid grid-cols-2 gap-2 border-b border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(draft);
      }}
    >
      <div className="col-span-2">
        <TextField label={t('support.chat.searchMember')} value={draft.q} maxLength={64} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
      </div>
      <TextField label={t('support.chat.from')} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      <TextField label={t('support.chat.to')} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      <Button type="submit" size="sm" className="col-span-2">
        {t('support.chat.search')}
      </Button>
    </form>
  );
}

function Conversation({ id, canReply, myId, agents, customerTyping, onTyping }: { id: number; canReply: boolean; myId: number; agents: { id: number; username: string }[]; customerTyping: boolean; onTyping: (typing: boolean) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState('');
  const [assignee, setAssignee] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const typingAt = useRef(0);
  const detail = useQuery({ queryKey: conversationKey(id), queryFn: ({ signal }) => callOps('opChat', { params: { id }, signal }) });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: conversationKey(id) });
    void client.invalidateQueries({ queryKey: listKey });
  };
  const act = useMutation({
    mutationFn: async (action: { kind: 'take' } | { kind: 'assign'; operatorId: number } | { kind: 'close' } | { kind: 'send'; text: string }) => {
      if (action.kind === 'take') return callOps('opChatAssign', { params: { id }, body: {} });
      if (action.kind === 'assign') return callOps('opChatAssign', { params: { id }, body: { operatorId: action.operatorId } });
      if (action.kind === 'close') return callOps('opChatClose', { params: { id }, body: {} });
      return callOps('opChatSend', { params: { id }, body: { text: action.text } });
    },
    onSuccess: (_v, action) => {
      setProblem(null);
      if (action.kind === 'send') setDraft('');
      refresh();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const data = detail.data;
  const messages = data?.messages ?? [];
  const lastCustomer = [...messages].reverse().find((m) => m.sender === 'customer')?.id ?? 0;
  // What the agent has on screen is read; the customer sees the mark.
  useEffect(() => {
    if (!canReply || !data || lastCustomer <= data.agentReadUpTo) return;
    void callOps('opChatRead', { params: { id }, body: { upTo: lastCustomer } })
      .then(() => client.invalidateQueries({ queryKey: listKey }))
      .catch(() => undefined);
  }, [canReply, data, lastCustomer, id, client]);
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, customerTyping]);

  if (detail.error) return <Notice tone="error">{errorMessage(detail.error)}</Notice>;
  if (!data) return <p className="text-sm text-slate-500">{t('app.loading')}</p>;
  const c: OpChatRow = data.conversation;
  const live = c.status !== 'closed';

  function send(e?: FormEvent) {
    e?.preventDefault();
    const text = draft.trim();
    if (!text || act.isPending) return;
    onTyping(false);
    typingAt.current = 0;
    act.mutate({ kind: 'send', text });
  }
  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send();
    }
  }
  function onDraft(text: string) {
    setDraft(text);
    if (Date.now() - typingAt.current > 2_000 && text.trim()) {
      typingAt.current = Date.now();
      onTyping(true);
    }
  }

  return (
    <section aria-label={t('support.chat.conversationWith', { name: c.customerName })} className="flex flex-col rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 className="font-semibold text-slate-900">{c.customerName}</h2>
          <p className="text-xs text-slate-500">
            {c.brandCode} · {c.memberId === null ? t('support.chat.visitor') : t('support.chat.member', { id: c.memberId })} · <Badge tone={c.status === 'waiting' ? 'warning' : c.status === 'open' ? 'success' : 'neutral'}>{t(`support.chat.status.${c.status}`)}</Badge>
            {c.assignedTo ? ` · ${t('support.chat.assignedTo', { name: c.assignedTo.username })}` : ''}
          </p>
        </div>
        {canReply && live ? (
          <div className="flex flex-wrap items-center gap-2">
            {c.assignedTo?.id !== myId ? (
              <Button size="sm" onClick={() => act.mutate({ kind: 'take' })} disabled={act.isPending}>
                {t('support.chat.take')}
              </Button>
            ) : null}
            <label className="flex items-center gap-1 text-sm text-slate-600">
              <span className="sr-only">{t('support.chat.assignTo')}</span>
              <select className="rounded border border-slate-300 px-2 py-1 text-sm" value={assignee} onChange={(e) => setAssignee(e.target.value)} aria-label={t('support.chat.assignTo')}>
                <option value="">{t('support.chat.assignTo')}</option>
                {agents
                  .filter((a) => a.id !== c.assignedTo?.id)
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.username}
                    </option>
                  ))}
              </select>
            </label>
            <Button size="sm" variant="secondary" disabled={!assignee || act.isPending} onClick={() => act.mutate({ kind: 'assign', operatorId: Number(assignee) })}>
              {t('support.chat.assign')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => act.mutate({ kind: 'close' })} disabled={act.isPending}>
              {t('support.chat.close')}
            </Button>
          </div>
        ) : null}
      </header>
      <div ref={listRef} role="log" aria-label={t('support.chat.messages')} className="h-[50vh] space-y-2 overflow-y-auto bg-slate-50 px-4 py-3">
        {messages.map((m) => (
          <Bubble key={m.id} message={m} seen={m.sender === 'agent' && m.id <= data.customerReadUpTo} brandId={c.brandId} />
        ))}
        {customerTyping && live ? <p className="text-xs text-slate-500" data-testid="customer-typing">{t('support.chat.customerTyping')}</p> : null}
      </div>
      {problem ? <Notice tone="error" className="m-3">{problem}</Notice> : null}
      {canReply && live ? (
        <form onSubmit={send} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <div className="flex-1">
            <TextAreaField label={t('support.chat.reply')} rows={2} value={draft} maxLength={chatTextMax} onChange={(e) => onDraft(e.target.value)} onKeyDown={onKey} />
          </div>
          <CannedPicker brandId={c.brandId} onPick={(text) => setDraft((d) => (d ? `${d} ${text}` : text))} />
          <label className="mb-0.5 cursor-pointer rounded border border-slate-300 px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-indigo-600">
            {t('support.chat.sendImage')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (!file) return;
                if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > chatImageMaxBytes) {
                  setProblem(t('support.chat.imageRule'));
                  return;
                }
                sendDeskImage(id, file).then(() => {
                  setProblem(null);
                  refresh();
                }, (error: unknown) => setProblem(errorMessage(error)));
              }}
            />
          </label>
          <Button type="submit" disabled={!draft.trim() || act.isPending}>
            {t('support.chat.send')}
          </Button>
        </form>
      ) : !live ? (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-500">{t('support.chat.closedAt')} <Time iso={c.closedAt} brandId={c.brandId} /></p>
      ) : null}
    </section>
  );
}

function Bubble({ message, seen, brandId }: { message: ChatMessage; seen: boolean; brandId: number }) {
  const { t } = useTranslation();
  const agent = message.sender === 'agent';
  return (
    <div className={cx('flex', agent ? 'justify-end' : 'justify-start')} data-testid={agent ? 'desk-agent' : 'desk-customer'}>
      <div className={cx('max-w-[75%] rounded-lg px-3 py-2 text-sm', agent ? 'bg-indigo-600 text-white' : 'bg-white text-slate-900 ring-1 ring-slate-200')}>
        {agent ? <p className="text-[11px] font-medium opacity-80">{message.agentName}</p> : null}
        {message.imageId ? <DeskImage imageId={message.imageId} /> : <p className="break-words whitespace-pre-wrap">{message.text}</p>}
        <p className={cx('mt-1 text-end text-[10px]', agent ? 'text-indigo-100' : 'text-slate-400')}>
          <Time iso={message.createdAt} brandId={brandId} />
          {agent ? <span data-testid="desk-mark"> · {seen ? t('support.chat.seen') : t('support.chat.delivered')}</span> : null}
        </p>
      </div>
    </div>
  );
}

function DeskImage({ imageId }: { imageId: string }) {
  const { t } = useTranslation();
  const image = useQuery({ queryKey: ['chat-image', imageId], queryFn: async ({ signal }) => URL.createObjectURL(await fetchOpsBlob('opChatImage', { imageId }, signal)), staleTime: Infinity, retry: false });
  return image.data ? <img src={image.data} alt={t('support.chat.image')} className="max-h-60 rounded" /> : <span className="text-xs">{t('support.chat.image')}…</span>;
}

function useCanned(brandId: number | null) {
  return useQuery({ queryKey: ['chat-canned', brandId], queryFn: ({ signal }) => callOps('opCannedReplies', { query: { brandId: brandId ?? undefined }, signal }), enabled: brandId !== null });
}

function CannedPicker({ brandId, onPick }: { brandId: number; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const canned = useCanned(brandId);
  const rows = canned.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <select
      aria-label={t('support.chat.insertCanned')}
      className="mb-0.5 max-w-44 rounded border border-slate-300 px-2 py-2 text-sm"
      value=""
      onChange={(e) => {
        const row = rows.find((r) => r.id === Number(e.target.value));
        if (row) onPick(row.text);
      }}
    >
      <option value="">{t('support.chat.insertCanned')}</option>
      {rows.map((r) => (
        <option key={r.id} value={r.id}>
          {r.title}
        </option>
      ))}
    </select>
  );
}

function CannedReplies({ brandId, canReply }: { brandId: number | null; canReply: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canned = useCanned(brandId);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const done = () => void client.invalidateQueries({ queryKey: ['chat-canned', brandId] });
  const add = useMutation({
    mutationFn: () => callOps('opAddCannedReply', { query: { brandId: brandId ?? undefined }, body: { title, text } }),
    onSuccess: () => {
      setTitle('');
      setText('');
      done();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => callOps('opDeleteCannedReply', { params: { id } }), onSuccess: done });
  return (
    <section aria-label={t('support.chat.canned')} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 font-semibold text-slate-900">{t('support.chat.canned')}</h2>
      {brandId === null ? (
        <p className="text-sm text-slate-500">{t('support.chat.cannedPickBrand')}</p>
      ) : (
        <>
          <ul className="mb-3 divide-y divide-slate-100">
            {(canned.data?.rows ?? []).map((r) => (
              <li key={r.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{r.title}</span>
                  <span className="block whitespace-pre-wrap text-slate-600">{r.text}</span>
                </span>
                {canReply ? (
                  <Button size="sm" variant="secondary" onClick={() => remove.mutate(r.id)} aria-label={t('support.chat.deleteCanned', { title: r.title })}>
                    {t('support.chat.delete')}
                  </Button>
                ) : null}
              </li>
            ))}
            {canned.isSuccess && canned.data.rows.length === 0 ? <li className="py-2 text-sm text-slate-500">{t('support.chat.noCanned')}</li> : null}
          </ul>
          {canReply ? (
            <form
              className="grid gap-2 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                add.mutate();
              }}
            >
              <TextField label={t('support.chat.cannedTitle')} value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
              <TextAreaField label={t('support.chat.cannedText')} rows={1} value={text} maxLength={chatTextMax} onChange={(e) => setText(e.target.value)} />
              <Button type="submit" disabled={!title.trim() || !text.trim() || add.isPending}>
                {t('support.chat.addCanned')}
              </Button>
            </form>
          ) : null}
          {add.error ? <Notice tone="error" className="mt-2">{errorMessage(add.error)}</Notice> : null}
        </>
      )}
    </section>
  );
}
