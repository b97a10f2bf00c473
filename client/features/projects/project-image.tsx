import { Music } from 'lucide-react';
import { cn } from '@/lib/cn';

interface ProjectImageProps {
  src: string | null;
  /** Empty when a heading next to the image already names the project. */
  alt: string;
  /** Above the fold (a likely largest paint): load at once, at high priority, instead of lazily. */
  eager?: boolean;
  className?: string;
}

/** A project's cover at 16:10 (the demo covers' shape), or a drawn placeholder when there is none. */
export function ProjectImage({ src, alt, eager = false, className }: ProjectImageProps) {
  if (!src) {
    return (
      <div
        className={cn('flex aspect-[16/10] w-full items-center justify-center bg-gradient-to-br from-primary/40 to-card', className)}
        aria-hidden
      >
        <Music className="h-10 w-10 text-foreground/60" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={cn('aspect-[16/10] w-full bg-muted object-cover', className)}
    />
  );
}
