import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** The size of what will replace it (CSS lengths), so nothing moves when it does. */
  width?: string;
  height: string;
}

/**
 * A skeleton loader (product/wizard.md#loading-indicators: skeleton loaders while data loads): a
 * block the size of the content to come, which holds that space so the layout does not shift when
 * the content arrives. It is decoration: the caller says in words what is loading.
 */
export function Skeleton({ width = '100%', height }: SkeletonProps) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
