/**
 * A person's picture, or their initials when there is none or it cannot be loaded (spec 1 §2.18: the picture shows
 * wherever the avatar appears). Pictures come as short-lived signed URLs: `onImageError` lets the caller load a fresh
 * one; it is called once per URL, so a picture that is really gone falls back to the initials without a loop.
 */
import { useState } from 'react';
import { initials } from '../lib/user-display';
import './avatar.css';

export function Avatar({
  name,
  src,
  size = 'small',
  alt,
  onImageError,
}: {
  name: string;
  src: string | null | undefined;
  size?: 'small' | 'large';
  /** Describes the picture when it is content (the profile screen); without it the avatar is decorative. */
  alt?: string;
  onImageError?: () => void;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const className = `avatar avatar--${size}${showImage ? ' avatar--picture' : ''}`;
  const decorative = alt === undefined;
  return (
    <span
      className={className}
      aria-hidden={decorative ? true : undefined}
      role={decorative || showImage ? undefined : 'img'}
      aria-label={decorative || showImage ? undefined : alt}
    >
      {showImage ? (
        <img
          className="avatar__image"
          src={src!}
          alt={alt ?? ''}
          decoding="async"
          onError={() => {
            setFailedSrc(src!);
            onImageError?.();
          }}
        />
      ) : (
        initials(name)
      )}
    </span>
  );
}
