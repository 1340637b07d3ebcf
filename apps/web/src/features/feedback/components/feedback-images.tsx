import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { useMyFeedbackImage } from '../api/feedback-api';

/**
 * Shows a Blob through an object URL set on the element itself and revoked when the image leaves, so no URL
 * outlives what shows it (and no state is set in an effect).
 */
function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt={alt} className={className} />;
}

/** One image of the member's feedback: a placeholder while it loads, a warning sign if it cannot be read. */
function FeedbackImage({ feedbackId, fileId, alt, className }: { feedbackId: number; fileId: string; alt: string; className?: string }) {
  const { t } = useTranslation();
  const image = useMyFeedbackImage(feedbackId, fileId);
  if (image.data) return <BlobImage blob={image.data} alt={alt} className={className} />;
  if (image.isError) {
    return (
      <span role="img" aria-label={`${alt}: ${t('feedback.imageFailed')}`} className={clsx('grid place-items-center bg-white/5 text-ink-400', className)}>
        <Icon name="warning" className="size-5" />
      </span>
    );
  }
  return <span role="img" aria-label={alt} aria-busy="true" className={clsx('block animate-pulse bg-white/5', className)} />;
}

/**
 * The images of a feedback in the member's history: small thumbnails, each a button that opens the image larger
 * in a dialog above the feedback dialog (`layer`); Escape or Close returns focus to the thumbnail.
 */
export function FeedbackImages({ feedbackId, images, layer }: { feedbackId: number; images: readonly string[]; layer: number }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<{ index: number; open: boolean } | null>(null);
  const count = images.length;
  const altOf = (index: number) => t('feedback.imageAlt', { n: index + 1, count, id: feedbackId });
  const shown = viewing ? images[viewing.index] : undefined;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-1.5 text-xs text-ink-400">
        <Icon name="record" className="size-3.5" />
        {t('feedback.imageCount', { count })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {images.map((fileId, index) => (
          <li key={fileId}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={t('feedback.openImage', { n: index + 1, count })}
              onClick={() => setViewing({ index, open: true })}
              className="block size-16 overflow-hidden rounded-lg ring-1 ring-white/10 transition hover:ring-gold-300/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
            >
              <FeedbackImage feedbackId={feedbackId} fileId={fileId} alt={altOf(index)} className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {viewing && shown ? (
        <Modal
          open={viewing.open}
          onClose={() => setViewing({ ...viewing, open: false })}
          onExited={() => setViewing(null)}
          layer={layer + 1}
          size="lg"
          title={t('feedback.imageTitle', { n: viewing.index + 1, count })}
        >
          <FeedbackImage feedbackId={feedbackId} fileId={shown} alt={altOf(viewing.index)} className="mx-auto block max-h-[70dvh] min-h-40 w-auto max-w-full rounded-xl object-contain" />
        </Modal>
      ) : null}
    </div>
  );
}
