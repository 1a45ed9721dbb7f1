import type { ReactNode } from 'react';
import { GlobeIcon, Svg } from '../ui-icons';

/** A landmark or symbol per region, so the cards on /countries tell themselves apart at a glance. */
const REGION_SHAPES: Record<string, ReactNode> = {
  // The ring of twelve stars of the European flag.
  europe: (
    <g fill="currentColor" stroke="none">
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (i * Math.PI) / 6;
        const x = 12 + 8 * Math.sin(angle);
        const y = 12 - 8 * Math.cos(angle);
        return <circle key={i} cx={x.toFixed(2)} cy={y.toFixed(2)} r="1.35" />;
      })}
    </g>
  ),
  // A pagoda with upturned eaves.
  asia: (
    <>
      <path d="M12 2v2.5" />
      <path d="M5 8.5c2.5 0 5-1.5 7-4 2 2.5 4.5 4 7 4" />
      <path d="M7.5 8.5v3.5M16.5 8.5v3.5" />
      <path d="M3 15c3 0 6.5-1.3 9-3.5 2.5 2.2 6 3.5 9 3.5" />
      <path d="M6 15v6M18 15v6M10 21v-3.5h4V21M3 21h18" />
    </>
  ),
  // An onion dome with a cross, as on the churches of the former Soviet lands.
  cis: (
    <>
      <path d="M12 1.5v3M10.5 3h3" />
      <path d="M12 4.5c-2.8 2.2-4.5 3.8-4.5 6A2 2 0 0 0 9.5 12.5h5a2 2 0 0 0 2-2c0-2.2-1.7-3.8-4.5-6z" />
      <path d="M8.5 12.5V15M15.5 12.5V15M6 15h12M7 15v6M17 15v6M10.5 21v-3a1.5 1.5 0 0 1 3 0v3M4 21h16" />
    </>
  ),
  // Skyscrapers.
  'north-america': (
    <>
      <path d="M3 21h18" />
      <path d="M5 21V11h4v10" />
      <path d="M9 21V5h5.5v16M11.75 5V2" />
      <path d="M14.5 21v-7H19v7" />
      <path d="M11 8.5h1.5M11 11.5h1.5M11 14.5h1.5M6.5 14h1M16 17h1.5" />
    </>
  ),
  // The statue above Rio de Janeiro on its mountain.
  'south-america': (
    <>
      <circle cx="12" cy="4" r="1.5" />
      <path d="M5 8h14" />
      <path d="M10.5 8l-.5 7.5h4L13.5 8" />
      <path d="M2 21l6.5-5.5h7L22 21" />
    </>
  ),
  // A flat-topped acacia of the savanna under the sun.
  africa: (
    <>
      <circle cx="18.5" cy="4.5" r="2" />
      <path d="M3.5 10.5c0-1.7 3.8-3 8.5-3s8.5 1.3 8.5 3c0 .8-3.8 1.3-8.5 1.3s-8.5-.5-8.5-1.3z" />
      <path d="M12 21v-7.5M12 13.5 8.5 11.8M12 14.5l3.5-2.7" />
      <path d="M3 21h18" />
    </>
  ),
  // A palm island in the ocean.
  oceania: (
    <>
      <path d="M13 19c0-3.5-.5-7-2-10" />
      <path d="M11 9c-1.5-2-4.5-2.5-7-1" />
      <path d="M11 9c.3-2.5 2.5-4.5 5.5-4.5" />
      <path d="M11 9c2.5-.8 5.5.2 7 2.5" />
      <path d="M11 9c-2 .5-3.5 2.2-3.8 4.5" />
      <path d="M6 19c2-1.5 4.3-2.2 7-2.2s5 .7 7 2.2" />
      <path d="M2 22c1.7-1 3.3-1 5 0s3.3 1 5 0 3.3-1 5 0 3.3 1 5 0" />
    </>
  ),
  // A snowflake.
  antarctica: (
    <>
      <path d="M12 2v20M3.3 7l17.4 10M3.3 17l17.4-10" />
      <path d="M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />
      <path d="M3.8 10.3l3.4-.9-.9-3.4M20.2 13.7l-3.4.9.9 3.4" />
      <path d="M6.3 17.6l.9-3.4-3.4-.9M17.7 6.4l-.9 3.4 3.4.9" />
    </>
  ),
};

/** The region's own icon; a globe for a region added later without one. */
export function RegionIcon({ slug, className }: { slug: string; className?: string }) {
  const shape = REGION_SHAPES[slug];
  return shape ? <Svg className={className}>{shape}</Svg> : <GlobeIcon className={className} />;
}
