import { clsx } from 'clsx';
import { useEffect, useEffectEvent, useId, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { chatImageMaxBytes, chatTextMax, type ChatMessage } from '@lotus/contract/chat';
import { lockBodyScroll } from '../../../components/ui/body-scroll-lock';
import type { DialogProps } from '../../../components/ui/dialog-stack-store';
import { pushEscapeCloser } from '../../../components/ui/escape-stack';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, storedMerchantCode } from '../../../lib/api-client';
import { useSessionStore } from '../../session/stores/session-store';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { useBrand } from '../../system/hooks/use-system-status';
import { fetchConversation, imageProblem, imageUrl, markRead, readChatToken, sendImage, sendText, startConversation, type Sent } from '../lib/chat-api';
import { chatReducer, emptyChat, headerTextColour, lastAgentMessage } from '../lib/chat-state';
import { ChatSocket, chatSocketUrl, type ChatSocketEvent } from '../lib/chat-socket';

/** Spec section 2's generic modal: 100 ms before the panel shows and after it closes. */
const fadeMs = 100;

/**
 * The chat room (spec section 2 dialog "chat room"): a member or a visitor talks to the brand's support desk.
 * Full screen on a phone, docked at the end corner on a desktop; the header wears the brand's chat header colour.
 * Like every modal it closes only by its own button (or Escape), never by a click beside it, and the page
 * behind it stays still. History comes over HTTP; the socket adds news and is reloaded over HTTP after a drop.
 */
export function ChatRoomDialog({ open, onClose, onExited, layer }: DialogProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const time = useBrandTime();
  const token = useSessionStore((s) => s.token);
  const titleId = useId();
  const [state, dispatch] = useReducer(chatReducer, emptyChat);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [connected, setConnected] = useState(true);
  const [draft, setDraft] = useState('');
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  const [mounted, setMounted] = useState(open);
  const [prevOpen, setPrevOpen] = useState(open);
  const socketRef = useRef<ChatSocket | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const typingRef = useRef<{ sentAt: number; timer: ReturnType<typeof setTimeout> | null }>({ sentAt: 0, timer: null });
  const exited = useEffectEvent(() => onExited());
  const escape = useEffectEvent(() => onClose());

  if (prevOpen !== open) {
    setPrevOpen(open);
    setShown(false);
    if (open) setMounted(true);
  }
  useEffect(() => {
    if (open) {
      const timer = setTimeout(() => setShown(true), fadeMs);
      return () => clearTimeout(timer);
    }
    if (!mounted) return;
    const timer = setTimeout(() => {
      setMounted(false);
      exited();
    }, fadeMs);
    return () => clearTimeout(timer);
  }, [open, mounted]);
  useEffect(() => (mounted ? lockBodyScroll() : undefined), [mounted]);
  useEffect(() => (open ? pushEscapeCloser(() => escape()) : undefined), [open]);

  // History over HTTP when the dialog opens, and again after a socket drop or a retry (`reloads` counts those).
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    fetchConversation().then(
      (conversation) => {
        if (!live) return;
        dispatch({ type: 'loaded', conversation });
        setPhase('ready');
      },
      () => live && setPhase((p) => (p === 'ready' ? p : 'failed')),
    );
    return () => {
      live = false;
    };
  }, [open, reloads]);

  const onSocket = useEffectEvent((event: ChatSocketEvent) => {
    if (event.type === 'status') setConnected(event.connected);
    else if (event.type === 'reconnected') setReloads((n) => n + 1);
    else dispatch({ type: 'event', event });
  });

  // The socket speaks for the member (session token) or the visitor (chat token, once they have one):
  // a visitor's first message brings the token, and `sockets` makes a new socket that uses it.
  const [sockets, setSockets] = useState(0);
  useEffect(() => {
    if (!open) return;
    const merchant = storedMerchantCode() ?? brand.merchantCode;
    const socket = new ChatSocket(
      chatSocketUrl(),
      () => {
        if (token) return { merchant, token };
        const chatToken = readChatToken();
        return chatToken ? { merchant, chatToken } : null;
      },
      (event) => onSocket(event),
    );
    socketRef.current = socket;
    socket.connect();
    return () => {
      socket.close();
      socketRef.current = null;
    };
  }, [open, token, brand.merchantCode, sockets]);

  // The agent's typing mark fades if its "stopped" never arrives.
  useEffect(() => {
    if (!state.agentTyping) return;
    const timer = setTimeout(() => dispatch({ type: 'typingTimeout' }), 6_000);
    return () => clearTimeout(timer);
  }, [state.agentTyping]);

  // New messages scroll into view.
  const count = state.messages.length;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, state.agentTyping, shown]);

  // The agent's messages on screen are read: the mark goes to the server, which tells the agent.
  const lastAgent = lastAgentMessage(state.messages);
  useEffect(() => {
    if (!open || !shown || lastAgent <= state.customerReadUpTo) return;
    markRead(lastAgent).catch(() => undefined);
  }, [open, shown, lastAgent, state.customerReadUpTo]);

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  async function deliver(send: () => Promise<Sent>) {
    setBusy(true);
    setProblem(null);
    try {
      // A visitor's first message opens the conversation (and brings the chat token the socket then uses).
      if (state.conversationId === null && !token && !readChatToken()) {
        dispatch({ type: 'loaded', conversation: await startConversation() });
        setSockets((n) => n + 1);
      }
      const sent = await send();
      dispatch({ type: 'sent', message: sent.message, agentsOnline: sent.agentsOnline });
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  function stopTyping() {
    const typing = typingRef.current;
    if (typing.timer) clearTimeout(typing.timer);
    typing.timer = null;
    if (typing.sentAt) socketRef.current?.typing(false);
    typing.sentAt = 0;
  }

  function onDraft(value: string) {
    setDraft(value);
    const typing = typingRef.current;
    const now = Date.now();
    if (value.trim() === '') {
      stopTyping();
      return;
    }
    if (now - typing.sentAt > 2_000) {
      socketRef.current?.typing(true);
      typing.sentAt = now;
    }
    if (typing.timer) clearTimeout(typing.timer);
    typing.timer = setTimeout(stopTyping, 3_000);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (picked) {
      const file = picked.file;
      if (await deliver(() => sendImage(file))) setPicked(null);
      return;
    }
    const text = draft.trim();
    if (!text) return;
    stopTyping();
    if (await deliver(() => sendText(text))) setDraft('');
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onPick(file: File | undefined) {
    if (!file) return;
    const why = imageProblem(file, chatImageMaxBytes);
    if (why) {
      setProblem(t(why === 'type' ? 'chat.imageType' : 'chat.imageSize'));
      return;
    }
    setProblem(null);
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  async function earlier() {
    const first = state.messages[0];
    if (!first) return;
    try {
      const c = await fetchConversation(first.id);
      if (c) dispatch({ type: 'earlier', conversation: c });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  if (!mounted) return null;
  const headerColour = brand.chatHeaderColor || '#0f766e';
  const headerText = headerTextColour(headerColour);
  const offline = !state.agentsOnline;
  const z = 60 + layer * 2;

  return createPortal(
    <div className="fixed inset-0 sm:pointer-events-none" style={{ zIndex: z }}>
      <div data-testid="modal-cover" aria-hidden="true" className={clsx('absolute inset-0 bg-ink-950/60 transition-opacity duration-100 sm:bg-ink-950/30', open ? 'opacity-100' : 'opacity-0')} />
      {shown || !open ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          data-testid="chat-room"
          className={clsx(
            'absolute inset-0 flex flex-col overflow-hidden bg-ink-900 shadow-2xl shadow-black/60 transition-[opacity,transform] duration-100 sm:pointer-events-auto',
            'sm:inset-auto sm:end-5 sm:bottom-5 sm:h-[min(640px,calc(100dvh-2.5rem))] sm:w-[380px] sm:rounded-2xl sm:border sm:border-white/10',
            shown ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
          )}
        >
          <header className="flex items-center gap-3 px-4 py-3" style={{ background: headerColour, color: headerText }}>
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-black/15">
              <Icon name="headset" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="truncate text-base font-bold">
                {t('chat.title')}
              </h2>
              <p className="flex items-center gap-1.5 text-xs opacity-90" data-testid="chat-presence">
                <span className={clsx('inline-block size-2 rounded-full', offline ? 'bg-ink-300' : 'bg-emerald-300')} aria-hidden="true" />
                {!connected ? t('chat.reconnecting') : offline ? t('chat.offline') : t('chat.online')}
              </p>
            </div>
            <button type="button" onClick={onClose} aria-label={t('common.close')} className="grid size-9 place-items-center rounded-full transition hover:bg-black/15 focus-visible:outline-2 focus-visible:outline-current">
              <Icon name="close" />
            </button>
          </header>

          {phase === 'ready' && offline && state.status !== 'closed' ? (
            <p role="status" data-testid="chat-offline" className="border-b border-white/10 bg-gold-400/10 px-4 py-2 text-sm text-gold-100">
              {t('chat.offlineNotice')}
            </p>
          ) : null}

          <div ref={listRef} className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-4" aria-label={t('chat.messages')} role="log" aria-live="polite">
            {phase === 'loading' ? (
              <div className="grid h-full place-items-center text-ink-300">
                <Spinner label={t('chat.loading')} />
              </div>
            ) : phase === 'failed' ? (
              <div className="grid h-full place-items-center gap-3 text-center text-ink-200">
                <p>{t('chat.loadFailed')}</p>
                <button type="button" className="rounded-full bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/15" onClick={() => setReloads((n) => n + 1)}>
                  {t('chat.retry')}
                </button>
              </div>
            ) : (
              <>
                {state.hasEarlier ? (
                  <div className="text-center">
                    <button type="button" className="rounded-full bg-white/5 px-3 py-1 text-xs text-ink-200 hover:bg-white/10" onClick={() => void earlier()}>
                      {t('chat.earlier')}
                    </button>
                  </div>
                ) : null}
                <AgentBubble text={t('chat.welcome')} name={t('chat.agent')} />
                {state.messages.map((m) => (
                  <Bubble key={m.id} message={m} read={m.id <= state.agentReadUpTo} time={time.format(m.createdAt, 'clock')} />
                ))}
                {state.status === 'waiting' && state.messages.length > 0 && !offline ? <p className="py-1 text-center text-xs text-ink-300">{t('chat.waiting')}</p> : null}
                {state.status === 'closed' ? <p className="py-1 text-center text-xs text-ink-300">{t('chat.closed')}</p> : null}
                {state.agentTyping ? (
                  <p className="flex items-center gap-2 px-1 text-xs text-ink-300" data-testid="chat-typing">
                    <TypingDots />
                    {t('chat.typing')}
                  </p>
                ) : null}
              </>
            )}
          </div>

          <form onSubmit={(e) => void submit(e)} className="border-t border-white/10 bg-ink-850 p-3">
            {problem ? (
              <p role="alert" className="mb-2 text-xs text-red-300">
                {problem}
              </p>
            ) : null}
            {picked ? (
              <figure className="mb-2 flex items-center gap-3 rounded-xl bg-white/5 p-2">
                <img src={picked.url} alt={t('chat.imagePreview')} className="size-16 rounded-lg object-cover" />
                <figcaption className="min-w-0 flex-1 truncate text-xs text-ink-200">{picked.file.name}</figcaption>
                <button type="button" onClick={() => setPicked(null)} aria-label={t('chat.cancelImage')} className="grid size-8 place-items-center rounded-full text-ink-300 hover:bg-white/10">
                  <Icon name="close" />
                </button>
              </figure>
            ) : null}
            <div className="flex items-end gap-2">
              <label className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-ink-200 hover:bg-white/10 focus-within:outline-2 focus-within:outline-gold-300" title={t('chat.attach')}>
                <input type="file" accept="image/png,image/jpeg" className="sr-only" aria-label={t('chat.attach')} disabled={phase !== 'ready'} onChange={(e) => (onPick(e.target.files?.[0]), (e.target.value = ''))} />
                <ImageGlyph />
              </label>
              <textarea
                ref={inputRef}
                rows={1}
                value={draft}
                maxLength={chatTextMax}
                disabled={phase !== 'ready' || picked !== null}
                onChange={(e) => onDraft(e.target.value)}
                onKeyDown={onKeyDown}
                placeholder={t('chat.placeholder')}
                aria-label={t('chat.placeholder')}
                className="max-h-32 min-h-10 flex-1 resize-none rounded-2xl border border-white/10 bg-ink-950 px-3 py-2 text-sm text-ink-50 placeholder:text-ink-400 focus:border-gold-300 focus:outline-none"
              />
              <button
                type="submit"
                disabled={busy || phase !== 'ready' || (!picked && draft.trim() === '')}
                aria-label={picked ? t('chat.sendImage') : t('chat.send')}
                className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 text-ink-950 transition hover:bg-gold-300 disabled:opacity-40"
              >
                <SendGlyph />
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}

function AgentBubble({ text, name }: { text: string; name: string }) {
  return (
    <div className="flex justify-start">
      <div className="max-w-[80%] rounded-2xl rounded-ss-sm bg-ink-700 px-3 py-2 text-sm text-ink-50">
        <p className="mb-0.5 text-[11px] font-semibold text-ink-300">{name}</p>
        <p className="break-words whitespace-pre-wrap">{text}</p>
      </div>
    </div>
  );
}

function Bubble({ message, read, time }: { message: ChatMessage; read: boolean; time: string }) {
  const { t } = useTranslation();
  const own = message.sender === 'customer';
  if (message.sender === 'system') return <p className="text-center text-xs text-ink-300">{message.text}</p>;
  return (
    <div className={clsx('flex', own ? 'justify-end' : 'justify-start')} data-testid={own ? 'chat-own' : 'chat-agent'}>
      <div className={clsx('max-w-[80%] rounded-2xl px-3 py-2 text-sm', own ? 'rounded-se-sm bg-gold-400 text-ink-950' : 'rounded-ss-sm bg-ink-700 text-ink-50')}>
        {own ? null : <p className="mb-0.5 text-[11px] font-semibold text-ink-300">{t('chat.agent')}</p>}
        {message.imageId ? <ChatImage imageId={message.imageId} /> : <p className="break-words whitespace-pre-wrap" dir="auto">{message.text}</p>}
        <p className={clsx('mt-1 flex items-center justify-end gap-1 text-[10px]', own ? 'text-ink-800' : 'text-ink-300')}>
          <span dir="ltr">{time}</span>
          {own ? <span data-testid="chat-mark">{read ? `✓✓ ${t('chat.read')}` : `✓ ${t('chat.sent')}`}</span> : null}
        </p>
      </div>
    </div>
  );
}

/** An image of the conversation, fetched with the caller's headers and shown from an object URL. */
function ChatImage({ imageId }: { imageId: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    imageUrl(imageId)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [imageId]);
  return url ? <img src={url} alt={t('chat.image')} className="max-h-56 rounded-lg" /> : <span className="block size-24 animate-pulse rounded-lg bg-black/20" aria-label={t('chat.image')} />;
}

function TypingDots() {
  return (
    <span className="inline-flex gap-0.5" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span key={i} className="size-1.5 animate-bounce rounded-full bg-ink-300" style={{ animationDelay: `${i * 120}ms` }} />
      ))}
    </span>
  );
}

function ImageGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="M4 17l5-4.5 3.5 3 3-2.5L20 17" />
    </svg>
  );
}

function SendGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 12l16-8-6 16-2.5-6.5z" />
    </svg>
  );
}
