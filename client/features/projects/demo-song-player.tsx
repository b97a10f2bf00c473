import { useId } from 'react';
import { Headphones } from 'lucide-react';

/** The project's demo song with the browser's own accessible controls. */
export function DemoSongPlayer({ src, title }: { src: string; title: string }) {
  const labelId = useId();
  return (
    <figure className="rounded-xl border border-border bg-card/80 p-4">
      <figcaption id={labelId} className="mb-3 flex items-center gap-2 text-sm font-semibold">
        <Headphones className="h-4 w-4 text-accent" aria-hidden />
        Demo song: {title}
      </figcaption>
      <audio controls preload="none" src={src} aria-labelledby={labelId} className="w-full">
        Your browser cannot play this demo song.{' '}
        <a href={src} className="underline">
          Download it instead
        </a>
        .
      </audio>
    </figure>
  );
}
