import { clsx } from 'clsx';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the field as required in the label (validation itself lives in the form schema). */
  requiredMark?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, requiredMark, type = 'text', className, id, ref, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [reveal, setReveal] = useState(false);
  const isPassword = type === 'password';
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;

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
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && reveal ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={requiredMark || undefined}
          className={clsx(
            'h-11 w-full rounded-xl border bg-ink-950/60 px-3.5 text-sm text-ink-50 placeholder:text-ink-400 transition outline-none',
            'focus:border-gold-300 focus:ring-2 focus:ring-gold-300/25',
            error ? 'border-rose-400/70' : 'border-white/10',
            isPassword && 'pe-11',
          )}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            onClick={() => setReveal((r) => !r)}
            className="absolute inset-y-0 end-0 grid w-11 place-items-center text-ink-300 hover:text-white"
            aria-label={reveal ? t('common.hidePassword') : t('common.showPassword')}
          >
            <Icon name={reveal ? 'eyeOff' : 'eye'} className="size-5" />
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-xs text-rose-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-ink-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
