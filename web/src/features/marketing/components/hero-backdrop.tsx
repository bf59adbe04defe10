/**
 * The landing hero's background (spec 1 §2.4, §9): three illustrations (campus, office, students at work) that
 * cross-fade every 4 seconds. Decorative, so hidden from assistive technology; a Pause button stops the motion
 * (WCAG 2.2.2), and with reduced motion asked for it does not rotate at all.
 */
import { useEffect, useState } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';

export const HERO_ROTATION_MS = 4000;

const IMAGES = [
  '/images/landing/hero-campus.svg',
  '/images/landing/hero-office.svg',
  '/images/landing/hero-students.svg',
] as const;

export function HeroBackdrop() {
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const isRotating = !reduceMotion && !isPaused;

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setShown((index) => (index + 1) % IMAGES.length), HERO_ROTATION_MS);
    return () => clearInterval(timer);
  }, [isRotating]);

  return (
    <>
      <div className="hero-backdrop" aria-hidden="true">
        {IMAGES.map((src, index) => (
          <img
            key={src}
            className={index === shown ? 'hero-backdrop__image hero-backdrop__image--shown' : 'hero-backdrop__image'}
            src={src}
            alt=""
            width="1600"
            height="900"
            decoding="async"
            fetchPriority={index === 0 ? 'high' : 'low'}
          />
        ))}
        <div className="hero-backdrop__shade" />
      </div>
      {reduceMotion ? null : (
        <button type="button" className="hero-backdrop__pause" onClick={() => setIsPaused((paused) => !paused)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {isPaused ? (
              <path d="M7 5v14l12-7z" fill="currentColor" />
            ) : (
              <path d="M7 5h3v14H7zm7 0h3v14h-3z" fill="currentColor" />
            )}
          </svg>
          {isPaused ? 'Play background' : 'Pause background'}
        </button>
      )}
    </>
  );
}
