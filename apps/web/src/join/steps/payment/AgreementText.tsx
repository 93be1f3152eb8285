import { useState } from 'react';
import type { MembershipAgreement } from '@clubjoin/domain/completion/membershipAgreements';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from './PaymentStep.module.css';

/**
 * An agreement's "Read the <name>" button and the dialog it opens: the agreement's name, the
 * version accepted with it and its full text (the domain's, as the confirmation email repeats it).
 * It opens on the text's start; Close, like Escape, gives focus back to the button.
 */
export function AgreementText({ agreement }: { agreement: MembershipAgreement }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" className={styles.read} onClick={() => setOpen(true)}>
        Read the {agreement.name}
      </Button>
      <Modal
        open={open}
        title={agreement.name}
        onClose={close}
        longRead
        actions={<Button onClick={close}>Close</Button>}
      >
        <p className={styles.version}>Version {agreement.version}</p>
        {agreement.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h3>{section.heading}</h3>
            <p>{section.text}</p>
          </section>
        ))}
      </Modal>
    </>
  );
}
