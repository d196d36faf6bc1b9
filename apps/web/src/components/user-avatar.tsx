import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarInitial } from '@yonke/domain';
import { useState } from 'react';
import classes from './user-avatar.module.css';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'name'> {
  name?: string | null;
  src?: string | null;
  /**
   * Beside the person's visible name (the user menu button): the picture adds nothing to hear,
   * and its initial is drawn, not written, so the button's visible text is exactly the name
   * (WCAG 2.5.3, label in name).
   */
  decorative?: boolean;
}

/** An avatar that falls back to the upper-case initial (or ?) when the image is missing or broken. */
export function UserAvatar({ name, src, decorative = false, ...props }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const initial = avatarInitial(name);
  return (
    <Avatar
      {...props}
      src={usable}
      alt={decorative ? '' : (name ?? undefined)}
      aria-hidden={decorative || undefined}
      imageProps={{ onError: () => setFailedSrc(src ?? null) }}
      color={props.color ?? 'blue'}
    >
      {decorative ? <span className={classes.drawnInitial} data-initial={initial} /> : initial}
    </Avatar>
  );
}
