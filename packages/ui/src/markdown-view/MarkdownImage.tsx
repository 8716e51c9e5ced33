import { useState, type ImgHTMLAttributes } from 'react';
import { Button } from '../button';
import { useUiText } from '../i18n';
import { foreignImageHost } from './image-host';

/**
 * An image in user-written Markdown. One from another site is fetched only
 * once the reader asks: fetching it on open would tell that site who opened
 * the card and when (a tracking pixel). Until then its alt text and host
 * stand in for it.
 */
export function MarkdownImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const { t } = useUiText();
  const [loaded, setLoaded] = useState(false);
  const host = typeof src === 'string' ? foreignImageHost(src, window.location.origin) : undefined;
  if (host === undefined || loaded) {
    // No referrer: the page address would tell the image's site which board it is on.
    return <img {...props} src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />;
  }
  const name = alt === undefined || alt === '' ? t('ui.markdown.image') : alt;
  return (
    <span className="tb-markdown__image-gate" role="group" aria-label={name}>
      <span className="tb-markdown__image-alt">{name}</span>
      <span className="tb-markdown__image-host">{t('ui.markdown.imageFrom', { host })}</span>
      <Button size="sm" variant="secondary" onClick={() => setLoaded(true)}>
        {t('ui.markdown.loadImage')}
      </Button>
    </span>
  );
}
