/**
 * Passages of who to reach and how: each team member (role and specialty, direct e-mail and
 * phone, the booking link only for the member team.yaml says takes bookings) and the firm's
 * settings (hours, phones, e-mail, address, area served).
 */
import type { SiteContent } from '../content.ts';
import { describeOfficeHours } from '../hours.ts';
import { worldTerms } from './lines.ts';
import type { Passage } from './types.ts';
import { oneLine, slug } from './words.ts';

/** As the site links a phone number (src/utils/phone.ts): tel:+1 and the digits. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+1${digits}` : `tel:+${digits}`;
}

export function teamPassages(content: SiteContent): Passage[] {
  return content.team.flatMap((member) => {
    const id = `team:${slug(member.name)}`;
    const line = content.world.serviceLines.find((entry) => entry.advisor === member.name)?.id;
    const handles = content.world.businessTypes
      .filter((business) => business.advisor === member.name)
      .map((business) => business.name);
    const passages: Passage[] = [
      {
        id,
        kind: 'team',
        title: member.name,
        text: `${member.name}, ${member.role}. ${oneLine(member.bio)}`,
        keywords: [member.role, ...handles, ...worldTerms(content.world, 'routing', 'team')],
        line,
        link: {
          label: member.name,
          href: `/team/#member-${member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        },
      },
      {
        id: `${id}:contact`,
        kind: 'team-contact',
        title: `${member.name}, ${member.role}`,
        text: `${member.name}: ${member.email}, ${member.phone}.`,
        keywords: worldTerms(content.world, 'contact', 'phone', 'email'),
        line,
        link: { label: member.email, href: `mailto:${member.email}` },
      },
    ];
    if (member.takesBookings) {
      passages.push({
        id: `${id}:booking`,
        kind: 'booking',
        title: `Book a consultation with ${member.name}`,
        text: `${member.name}: ${content.settings.bookingUrl}`,
        keywords: worldTerms(content.world, 'booking'),
        line,
        link: { label: `Book with ${member.name}`, href: content.settings.bookingUrl },
      });
    }
    return passages;
  });
}

export function settingsPassages({ settings, world }: SiteContent): Passage[] {
  const contact = { label: 'Contact us', href: '/contact/' };
  const { address } = settings;
  return [
    {
      id: 'settings:hours',
      kind: 'settings',
      title: 'Office hours',
      text: `${describeOfficeHours(settings.officeHours)}.`,
      keywords: worldTerms(world, 'hours'),
      link: contact,
    },
    {
      id: 'settings:phone',
      kind: 'settings',
      title: 'Phone',
      text: `${settings.tollFreePhone}, ${settings.officePhone}.`,
      keywords: worldTerms(world, 'phone'),
      link: { label: settings.tollFreePhone, href: telHref(settings.tollFreePhone) },
    },
    {
      id: 'settings:email',
      kind: 'settings',
      title: 'E-mail',
      text: `${settings.email}.`,
      keywords: worldTerms(world, 'email'),
      link: { label: settings.email, href: `mailto:${settings.email}` },
    },
    {
      id: 'settings:privacy-email',
      kind: 'settings',
      title: 'Privacy contact',
      text: `${settings.privacyEmail}.`,
      keywords: ['Privacy contact', ...worldTerms(world, 'email')],
      link: { label: settings.privacyEmail, href: `mailto:${settings.privacyEmail}` },
    },
    {
      id: 'settings:address',
      kind: 'settings',
      title: 'Address',
      text: `${settings.name}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}.`,
      keywords: worldTerms(world, 'address'),
      link: contact,
    },
    {
      id: 'settings:area-served',
      kind: 'settings',
      title: 'Area served',
      text: `${settings.areaServed.join(', ')}.`,
      keywords: worldTerms(world, 'area'),
      link: contact,
    },
  ];
}
