import styles from './Portal.module.css';

/** What a portal page nobody has built yet shows: honestly that, not an empty screen. */
export function NotBuiltPanel() {
  return <p className={styles.notice}>This part of the portal is not built yet.</p>;
}
