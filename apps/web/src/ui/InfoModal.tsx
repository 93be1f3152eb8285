import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './InfoModal.module.css';

export interface InfoModalProps {
  open: boolean;
  title: string;
  /** An optional picture; its alt text says what it shows, or is empty when it is decoration. */
  image?: { src: string; alt: string };
  text: ReactNode;
  disclaimer?: ReactNode;
  /** The one button's text; it closes the modal, as Escape does. */
  buttonLabel: string;
  onClose: () => void;
}

/**
 * The info modal of product/wizard.md#shared-screen-parts: image, title, text, disclaimer and a
 * button.
 */
export function InfoModal({
  open,
  title,
  image,
  text,
  disclaimer,
  buttonLabel,
  onClose,
}: InfoModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      actions={<Button onClick={onClose}>{buttonLabel}</Button>}
    >
      {image && <img className={styles.image} src={image.src} alt={image.alt} />}
      <p>{text}</p>
      {disclaimer && <p className={styles.disclaimer}>{disclaimer}</p>}
    </Modal>
  );
}
