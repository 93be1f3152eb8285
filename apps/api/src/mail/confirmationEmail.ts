import type { Cents } from '@clubjoin/domain/money/cents';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import type { CompletedMemberType } from '@clubjoin/domain/completion/enrolledMembers';
import { COMPLETED_MEMBER_TYPE_LABELS } from '@clubjoin/domain/completion/enrolledMembers';
import {
  type AgreementSection,
  agreementOfVersion,
} from '@clubjoin/domain/completion/membershipAgreements';
import type { ChargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { monthlyChargeTiming, whatHappensNext } from '@clubjoin/domain/pricing/chargeTermsTexts';
import { activationSection } from './activationEmail';
import { escapeHtml, type RenderedEmail } from './renderedEmail';

/**
 * What the confirmation email of an order says
 * (product/payment-and-confirmation.md#confirmation-email).
 */
export interface ConfirmationFacts {
  /** The number the buyer reads and quotes (product/payment-and-confirmation.md#order-number). */
  orderNumber: string;
  membershipId: string;
  status: string;
  clubName: string;
  productName: string;
  /** The promotion or offer bought with the product, when there is one. */
  promotion: string | undefined;
  addOns: readonly string[];
  poolPass: boolean;
  members: readonly { name: string; memberId: string; memberType: CompletedMemberType }[];
  chargedToday: Cents;
  surcharge: Cents;
  monthly: Cents;
  /** The sale's charge terms (product/pricing-and-dues.md#charge-terms), which word the charges. */
  terms: ChargeTerms;
  currency: Currency;
  /** The agreements accepted, by id and version: the email repeats each one's text. */
  agreements: readonly { id: string; name: string; version: string }[];
  /** The one-time link that activates the new account the order was bought with, if any. */
  activationLink?: string | undefined;
}

/**
 * A membership status as a member reads it (product/accounts-and-sign-in.md#membership-statuses
 * spells the statuses with spaces).
 */
const STATUS_TEXTS: Record<string, string> = {
  Active: 'Active',
  LateActivation: 'Late Activation: it starts when the club opens',
  Pending: 'Pending: you are on the waitlist',
};

/** The email's content as labelled rows, shared by the text and HTML renderings. */
function sections(facts: ConfirmationFacts) {
  const money = (amount: Cents) => formatMoney(amount, facts.currency);
  const bought: [string, string][] = [
    ['Membership', facts.productName],
    ['Club', facts.clubName],
    ...(facts.promotion ? [['Promotion', facts.promotion] as [string, string]] : []),
    ...(facts.addOns.length ? [['Add-ons', facts.addOns.join(', ')] as [string, string]] : []),
    ['Pool pass', facts.poolPass ? 'Included' : 'Not included'],
    ['Membership status', STATUS_TEXTS[facts.status] ?? facts.status],
  ];
  const charges: [string, string][] = [
    [
      'Charged today',
      facts.surcharge > 0
        ? `${money(facts.chargedToday)} (including a card surcharge of ${money(facts.surcharge)})`
        : money(facts.chargedToday),
    ],
  ];
  const monthly = monthlyChargeTiming(facts.terms.schedule);
  if (monthly) charges.push([`Charged ${monthly}`, money(facts.monthly)]);
  const members = facts.members.map(
    (member) =>
      `${member.name}, ${COMPLETED_MEMBER_TYPE_LABELS[member.memberType]}, member id ${member.memberId}`,
  );
  // Completion accepts only versions whose text is kept, so each is found again here.
  const agreements = facts.agreements.map((agreement) => ({
    title: `${agreement.name}, version ${agreement.version}`,
    sections: agreementOfVersion(agreement.id, agreement.version)?.sections ?? [],
  }));
  return { bought, charges, members, agreements, next: whatHappensNext(facts.terms) };
}

/** An accepted agreement's full text in the HTML part: its name and version, then its parts. */
const agreementHtml = (title: string, parts: readonly AgreementSection[]) =>
  [
    `<h3>${escapeHtml(title)}</h3>`,
    ...parts.map((part) => `<h4>${escapeHtml(part.heading)}</h4>\n<p>${escapeHtml(part.text)}</p>`),
  ].join('\n');

/**
 * The confirmation email of a completed order
 * (product/payment-and-confirmation.md#confirmation-email: order number, what was bought, for whom,
 * what was charged today and, where the sale bills monthly, what is charged monthly, what happens
 * next by the sale's charge terms, the agreements with the full text of the version accepted), and the activation link of a
 * new account, as plain text and HTML. Every value is escaped in the HTML; amounts are formatted by
 * the domain's formatMoney.
 */
export function confirmationEmail(facts: ConfirmationFacts): RenderedEmail {
  const { bought, charges, members, agreements, next } = sections(facts);
  const activation = facts.activationLink ? activationSection(facts.activationLink) : undefined;
  const subject = `Your membership at ${facts.clubName}: order ${facts.orderNumber}`;
  const rows = (pairs: [string, string][]) => pairs.map(([label, value]) => `${label}: ${value}`);
  const text = [
    'Welcome! Your membership is confirmed.',
    '',
    `Order number: ${facts.orderNumber}`,
    `Membership id: ${facts.membershipId}`,
    '',
    'What you bought',
    ...rows(bought),
    '',
    'Members',
    ...members.map((line) => `- ${line}`),
    '',
    'Payment',
    ...rows(charges),
    '',
    'What happens next',
    next,
    '',
    'Agreements you accepted',
    ...agreements.flatMap(({ title, sections: parts }) => [
      '',
      title,
      ...parts.flatMap((part) => [part.heading, part.text]),
    ]),
    '',
    ...(activation ? [...activation.text, ''] : []),
  ].join('\n');
  const table = (pairs: [string, string][]) =>
    `<table>${pairs
      .map(
        ([label, value]) =>
          `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`;
  const list = (lines: string[]) =>
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>`,
    '<h1>Welcome! Your membership is confirmed.</h1>',
    `<p>Order number: <strong>${escapeHtml(facts.orderNumber)}</strong><br>Membership id: ${escapeHtml(facts.membershipId)}</p>`,
    '<h2>What you bought</h2>',
    table(bought),
    '<h2>Members</h2>',
    list(members),
    '<h2>Payment</h2>',
    table(charges),
    '<h2>What happens next</h2>',
    `<p>${escapeHtml(next)}</p>`,
    '<h2>Agreements you accepted</h2>',
    ...agreements.map(({ title, sections: parts }) => agreementHtml(title, parts)),
    ...(activation?.html ?? []),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
