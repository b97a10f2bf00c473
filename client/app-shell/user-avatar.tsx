import { useState } from 'react';
import type { CurrentUser } from '@common/schemas/auth';
import { cn } from '@/lib/cn';

export function initialsOf(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** The profile image, or the initials of first and last name when there is none or it fails to load. */
export function UserAvatar({ user, className = 'h-9 w-9' }: { user: CurrentUser; className?: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(user.profileImageUrl) && !imageFailed;
  return (
    <span
      className={cn(
        'inline-flex items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-bold text-primary-foreground',
        className,
      )}
    >
      {showImage ? (
        <img src={user.profileImageUrl ?? undefined} alt="" className="h-full w-full object-cover" onError={() => setImageFailed(true)} />
      ) : (
        initialsOf(user)
      )}
    </span>
  );
}
