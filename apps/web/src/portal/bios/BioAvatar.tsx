import { AVATAR_LABELS, type Avatar } from '@clubjoin/domain/staff/bios';
import styles from './bios.module.css';

/** Each avatar's drawing (made for this project) inside a 48 × 48 circle. */
const DRAWINGS: Readonly<Record<Avatar, React.ReactNode>> = {
  kettlebell: (
    <>
      <path d="M17 18a7 7 0 0 1 14 0" fill="none" strokeWidth="3" />
      <circle cx="24" cy="29" r="10" />
    </>
  ),
  dumbbell: (
    <>
      <rect x="10" y="17" width="6" height="14" rx="1" />
      <rect x="32" y="17" width="6" height="14" rx="1" />
      <rect x="16" y="22" width="16" height="4" />
    </>
  ),
  runner: <path d="M11 31l4-10h8l3 5 10 2 1 5H11z" />,
  lotus: (
    <>
      <ellipse cx="24" cy="24" rx="4" ry="10" />
      <ellipse cx="17" cy="28" rx="3.5" ry="8" transform="rotate(-35 17 28)" />
      <ellipse cx="31" cy="28" rx="3.5" ry="8" transform="rotate(35 31 28)" />
    </>
  ),
  bike: (
    <>
      <circle cx="15" cy="29" r="6" fill="none" strokeWidth="2.5" />
      <circle cx="33" cy="29" r="6" fill="none" strokeWidth="2.5" />
      <path d="M15 29l7-10h8l3 10M22 19l4 10" fill="none" strokeWidth="2.5" />
    </>
  ),
  wave: <path d="M9 28c5-8 10 4 15-4s10 4 15-4v12H9z" />,
};

/**
 * A team member's photo when their bio has one (its text alternative their name), else their
 * avatar, named for assistive technology only when `label` is given.
 */
export function BioAvatar({
  avatar,
  label,
  photo,
}: {
  avatar: Avatar;
  label?: string;
  photo?: { url: string | null; name: string };
}) {
  if (photo?.url)
    return <img className={`${styles.avatar} ${styles.photo}`} src={photo.url} alt={photo.name} />;
  return (
    <svg
      className={styles.avatar}
      viewBox="0 0 48 48"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="24" cy="24" r="23" className={styles.avatarBack} />
      <g className={styles.avatarDrawing}>{DRAWINGS[avatar]}</g>
    </svg>
  );
}

export const avatarLabel = (avatar: Avatar) => `Avatar: ${AVATAR_LABELS[avatar].toLowerCase()}`;
