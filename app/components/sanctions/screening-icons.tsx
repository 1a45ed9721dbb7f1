import { Svg } from '../ui-icons';

type IconProps = { className?: string };

/** Each screening status has its own shape, so the badge does not rely on colour alone. */
export const ClearIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </Svg>
);
export const PossibleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.3v.2" />
  </Svg>
);
export const MatchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8.2 2.8h7.6l5.4 5.4v7.6l-5.4 5.4H8.2l-5.4-5.4V8.2z" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Svg>
);
