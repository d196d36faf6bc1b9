import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarInitial } from '@yonke/domain';
import { useState } from 'react';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'name'> {
  name?: string | null;
  src?: string | null;
}

/** An avatar that falls back to the upper-case initial (or ?) when the image is missing or broken. */
export function UserAvatar({ name, src, ...props }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <Avatar
      {...props}
      src={usable}
      alt={name ?? undefined}
      imageProps={{ onError: () => setFailedSrc(src ?? null) }}
      color={props.color ?? 'blue'}
    >
      {avatarInitial(name)}
    </Avatar>
  );
}
