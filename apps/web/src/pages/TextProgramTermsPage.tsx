import { PRODUCT_NAME } from '../brand/productName';

const TITLE = 'Text Message Program Terms';

/**
 * The text program terms (product/pages.md#text-program-terms): the static legal text of the
 * text-message program, effective 9/21/2022: requirements, opting out, help, carriers,
 * indemnification and limitation of liability. The headings are the spec's topics; the sentences
 * are ours.
 */
export function TextProgramTermsPage() {
  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <p>Effective date: 9/21/2022</p>

      <h2>Requirements</h2>
      <p>
        To receive text messages about your membership you need a valid mobile phone number that can
        receive text messages. You must be 18 or older, or have the permission of a parent or
        guardian. Consent to receive text messages is not a condition of purchase.
      </p>

      <h2>Opting out</h2>
      <p>
        You may stop text messages at any time: reply STOP to any message, change your communication
        preferences in your member account, or contact member relations.
      </p>

      <h2>Help</h2>
      <p>
        Reply HELP to any message for help. Replying HELP does not opt you out of text messages.
      </p>

      <h2>Carriers</h2>
      <p>
        Message and data rates may apply. Carriers are not liable for delayed or undelivered
        messages.
      </p>

      <h2>Indemnification</h2>
      <p>
        You agree to indemnify the club and its affiliates against claims arising from your use of
        the text message program, including use of a phone number that is not yours.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        The program is offered as is. To the extent the law allows, the club is not liable for
        messages that are delayed, not delivered or sent in error.
      </p>
    </>
  );
}
