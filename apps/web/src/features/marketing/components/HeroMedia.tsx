import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import heroUrl from '../../../assets/hero.svg';
import { useHydrated } from '../../../hooks/useHydrated.ts';
import { useReducedMotion } from '../../../hooks/useReducedMotion.ts';

const frame =
  'relative aspect-[4/3] w-full overflow-hidden rounded-[20px] border border-stone bg-parchment shadow-card';

const STILL_ALT =
  'An open sefer on a table, its pages glowing, beside a lit candle in a quiet room.';

/** The Home hero: the configured video (muted, looping, pausable), otherwise our still. */
export function HeroMedia({ videoUrl: configuredVideo }: { videoUrl: string | null }) {
  // The prerendered Home has the still (the video's poster): the video is a run-time setting,
  // so it replaces the still only once hydrated, in the same frame, with nothing moving.
  const videoUrl = useHydrated() ? configuredVideo : null;
  const reduceMotion = useReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reduceMotion) video.pause();
  }, [reduceMotion]);

  if (!videoUrl) {
    return (
      <div className={frame}>
        <img
          src={heroUrl}
          alt={STILL_ALT}
          width={560}
          height={420}
          className="size-full object-cover"
          fetchPriority="high"
        />
      </div>
    );
  }

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play();
    else video.pause();
  };

  return (
    <div className={frame}>
      <video
        ref={videoRef}
        className="size-full object-cover"
        src={videoUrl}
        poster={heroUrl}
        autoPlay={!reduceMotion}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label="Children learning Mishnayos together"
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={paused ? 'Play video' : 'Pause video'}
        className="absolute end-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-night/70 text-parchment hover:bg-night/85"
      >
        {paused ? (
          <Play aria-hidden="true" className="size-5" />
        ) : (
          <Pause aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
