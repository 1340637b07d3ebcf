import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { countriesQueryOptions, defaultCountryCode } from '../api/get-countries';
import { CountryFlag } from './country-flag';

/** Spec section 9: the country dropdown hides 200 ms after the field loses focus (so a click on an option lands). */
export const countryDropdownHideMs = 200;

interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  error?: string;
  requiredMark?: boolean;
  ref?: Ref<HTMLInputElement>;
}

interface CountryOption {
  countryCode: string;
  dial: string;
  name: string;
}

/** A mobile number with its dialing code: a searchable country list (flag, name, +code) and the number. */
export function MobileField({ label, dialCode, onDialCodeChange, error, requiredMark, className, id, ref, ...rest }: MobileFieldProps) {
  const { t, i18n } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-countries`;
  const countries = useQuery(countriesQueryOptions());
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Two countries can share a code (+1, +7): remember which one was picked for the flag.
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const options = useMemo<CountryOption[]>(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = null;
    }
    return (countries.data ?? []).map((c) => ({
      countryCode: c.countryCode,
      dial: c.countryDialingCode,
      name: names?.of(c.countryCode) ?? c.name,
    }));
  }, [countries.data, i18n.language]);

  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase().replace(/^\+/, '');
    if (!q) return options;
    return options.filter((o) => o.dial.startsWith(q) || o.name.toLowerCase().includes(q) || o.countryCode.toLowerCase() === q);
  }, [options, search]);

  const current =
    options.find((o) => o.dial === dialCode && o.countryCode === picked) ??
    options.find((o) => o.dial === dialCode && o.countryCode === defaultCountryCode) ??
    options.find((o) => o.dial === dialCode);

  const choose = (option: CountryOption) => {
    setPicked(option.countryCode);
    onDialCodeChange(option.dial);
    setOpen(false);
    setSearch('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (filtered.length === 0 ? 0 : (a + step + filtered.length) % filtered.length));
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      const option = filtered[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setSearch('');
    }
  };

  const describedBy = error ? `${inputId}-error` : undefined;
  const activeId = open && filtered[active] ? `${listId}-${filtered[active].countryCode}` : undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink-200">
        {label}
        {requiredMark ? (
          <span className="ms-1 text-gold-300" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {/* Phone numbers read left to right in every language. */}
      <div dir="ltr" className="relative flex gap-2">
        <div className="relative w-30 shrink-0">
          <span className="pointer-events-none absolute inset-y-0 start-2.5 flex items-center">
            <CountryFlag code={current?.countryCode ?? defaultCountryCode} />
          </span>
          <input
            role="combobox"
            aria-label={t('auth.dialingCode')}
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            value={open ? search : `+${dialCode}`}
            placeholder={`+${dialCode}`}
            onFocus={() => {
              if (hideTimer.current) clearTimeout(hideTimer.current);
              setActive(Math.max(0, filtered.findIndex((o) => o.dial === dialCode)));
              setOpen(true);
            }}
            onBlur={() => {
              hideTimer.current = setTimeout(() => {
                setOpen(false);
                setSearch('');
              }, countryDropdownHideMs);
            }}
            onChange={(e) => {
              setSearch(e.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-xl border border-white/10 bg-ink-950/60 ps-10 pe-7 text-sm text-ink-50 outline-none transition placeholder:text-ink-300 focus:border-gold-300 focus:ring-2 focus:ring-gold-300/25"
          />
          <Icon name="chevronDown" className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 text-ink-300" />
        </div>
        <input
          ref={ref}
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={requiredMark || undefined}
          className={clsx(
            'h-11 min-w-0 flex-1 rounded-xl border bg-ink-950/60 px-3.5 text-sm text-ink-50 placeholder:text-ink-400 transition outline-none',
            'focus:border-gold-300 focus:ring-2 focus:ring-gold-300/25',
            error ? 'border-rose-400/70' : 'border-white/10',
          )}
          {...rest}
        />
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('auth.dialingCode')}
            dir={i18n.dir()}
            className="absolute inset-x-0 top-full z-10 mt-1.5 max-h-60 animate-pop-in overflow-y-auto rounded-xl border border-white/10 bg-ink-850 p-1 shadow-2xl shadow-black/50"
          >
            {filtered.length === 0 ? (
              <li className="px-3 py-2 text-sm text-ink-300">{countries.isPending ? t('common.loading') : t('auth.noCountry')}</li>
            ) : (
              filtered.map((o, i) => (
                <li
                  key={o.countryCode}
                  id={`${listId}-${o.countryCode}`}
                  role="option"
                  aria-selected={o.dial === dialCode && o.countryCode === (current?.countryCode ?? '')}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(o)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
                    i === active ? 'bg-white/10 text-white' : 'text-ink-100',
                  )}
                >
                  <CountryFlag code={o.countryCode} className="w-6 text-center" />
                  <span className="min-w-0 flex-1 truncate">{o.name}</span>
                  <span dir="ltr" className="text-ink-300 tabular-nums">
                    +{o.dial}
                  </span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-xs text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
