/** A drawn banner strip for the auth dialogs: gradient, lotus petals and a short line of copy. */
export function DialogBanner({ text }: { text: string }) {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-ink-700 via-ink-800 to-ink-900 px-5 py-4 ring-1 ring-white/5">
      <svg viewBox="0 0 120 60" aria-hidden="true" className="absolute -end-3 top-1/2 h-20 w-auto -translate-y-1/2 opacity-50 rtl:-scale-x-100">
        <path d="M60 6c9 10 12 21 0 40-12-19-9-30 0-40z" fill="#f59e0b" opacity=".5" />
        <path d="M32 22c13 0 22 7 27 22-15 2-25-6-27-22zM88 22c-13 0-22 7-27 22 15 2 25-6 27-22z" fill="#fcd34d" opacity=".35" />
      </svg>
      <p className="relative pe-28 text-sm leading-relaxed font-semibold text-ink-100">{text}</p>
    </div>
  );
}
