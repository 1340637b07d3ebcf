import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { countWords, feedbackCategories, feedbackLimits, type FeedbackCategory } from '@lotus/contract/feedback';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { SubmitButton } from '../../auth/components/submit-button';
import { useErrorText } from '../../auth/lib/error-text';
import { ProofPicker } from '../../wallet/components/wallet-ui';
import { myFeedbackKey, sendFeedback } from '../api/feedback-api';

/** Characters as a person counts them (Urdu letters one each, not UTF-16 units), as the server does. */
export const charCount = (text: string) => [...text.trim()].length;

type FieldErrors = Partial<Record<'category' | 'content', string>>;

const fieldClass = 'w-full rounded-xl border bg-ink-950/60 px-3.5 text-sm text-white outline-none transition focus:border-gold-300 focus:ring-2 focus:ring-gold-300/30';

/**
 * The feedback form (spec sections 5 and 9): a category, at most 140 characters with a live counter,
 * up to 3 png or jpg images of at most 5 MB with previews; a visitor may leave a contact. Checked here
 * first, the server checks again (and the images' real type).
 */
export function FeedbackForm({ member, onSent }: { member: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [category, setCategory] = useState<FeedbackCategory | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const used = charCount(content);
  const over = used > feedbackLimits.maxChars;

  // Checked on submit; after a first try, again as the member corrects the fields.
  const [tried, setTried] = useState(false);
  const validate = (values: { category: string; content: string } = { category, content }): FieldErrors => {
    const next: FieldErrors = {};
    if (!values.category) next.category = t('feedback.errors.category');
    if (charCount(values.content) > feedbackLimits.maxChars) next.content = t('feedback.errors.tooLong', { count: feedbackLimits.maxChars });
    else if (countWords(values.content) < feedbackLimits.minWords) next.content = t('feedback.errors.tooShort', { count: feedbackLimits.minWords });
    return next;
  };
  const recheck = (values: { category: string; content: string }) => {
    if (tried) setErrors(validate(values));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setTried(true);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !category) {
      document.getElementById(found.category ? `${id}-category` : `${id}-content`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendFeedback({ category, content: content.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}) }, images);
      setCategory('');
      setContent('');
      setContact('');
      setImages([]);
      setTried(false);
      await queryClient.invalidateQueries({ queryKey: myFeedbackKey });
      onSent();
    } catch (error) {
      if (isApiError(error, 'request_param_err')) setFailure(t('feedback.errors.rejected'));
      else setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={t('feedback.sendTab')}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium text-ink-200">
          {t('feedback.category')}
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(e) => {
            const next = e.currentTarget.value as FeedbackCategory;
            setCategory(next);
            recheck({ category: next, content });
          }}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-error` : undefined}
          className={clsx(fieldClass, 'h-11', errors.category ? 'border-rose-400/70' : 'border-white/10')}
        >
          <option value="">{t('feedback.choose')}</option>
          {feedbackCategories.map((c) => (
            <option key={c} value={c}>
              {t(`feedback.categories.${c}`)}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={`${id}-category-error`} className="text-xs text-rose-300">
            {errors.category}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-content`} className="text-sm font-medium text-ink-200">
          {t('feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          rows={4}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setContent(next);
            recheck({ category, content: next });
          }}
          placeholder={t('feedback.placeholder')}
          aria-invalid={errors.content || over ? true : undefined}
          aria-describedby={`${id}-counter${errors.content ? ` ${id}-content-error` : ''}`}
          className={clsx(fieldClass, 'resize-none py-2.5', errors.content || over ? 'border-rose-400/70' : 'border-white/10')}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <p id={`${id}-content-error`} className="text-rose-300">
            {errors.content ?? ''}
          </p>
          <p id={`${id}-counter`} aria-live="polite" className={clsx('shrink-0 tabular-nums', over ? 'font-semibold text-rose-300' : 'text-ink-400')}>
            {t('feedback.counter', { used, max: feedbackLimits.maxChars })}
          </p>
        </div>
      </div>

      {!member ? <TextField label={t('feedback.contact')} hint={t('feedback.contactHint')} value={contact} maxLength={100} onChange={(e) => setContact(e.currentTarget.value)} autoComplete="email" /> : null}

      <ProofPicker files={images} onChange={setImages} disabled={sending} label={t('feedback.images')} />

      <FormAlert message={failure} />
      <SubmitButton phase={sending ? 'sending' : null}>{t('feedback.submit')}</SubmitButton>
      {!member ? <p className="text-center text-xs text-ink-400">{t('feedback.visitorNote')}</p> : null}
    </form>
  );
}
