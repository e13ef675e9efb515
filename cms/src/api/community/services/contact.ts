import type { Core } from '@strapi/strapi';
import type { ContactMessage } from '@dalil/domain/validation';
import type { StoredDocument } from '../../../lib/records';
import { docs } from '../../../lib/documents';
import { CONTACT_MESSAGE_RESOURCE } from '@dalil/domain/resources';

const UID = CONTACT_MESSAGE_RESOURCE.uid;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type ContactService = ReturnType<typeof contactService>;

const contactService = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => docs(strapi, UID);
  return {
    create: (value: ContactMessage) => documents().create({ data: { ...value, message_status: 'pending' } }),
    list: (args: Record<string, unknown>) => documents().findMany(args),
    findOne: (documentId: string) => documents().findOne({ documentId }),
    update: (documentId: string, data: Record<string, unknown>) => documents().update({ documentId, data }),
    remove: (documentId: string) => documents().delete({ documentId }),
    /** The newest message from an address not yet answered (a reply sent without an id). */
    async latestUnanswered(email: string): Promise<StoredDocument | null> {
      const [doc] = await documents().findMany({
        filters: {
          email: { $eqi: email },
          $or: [{ message_status: { $ne: 'replied' } }, { message_status: { $null: true } }],
        },
        sort: 'createdAt:desc',
        limit: 1,
      });
      return doc ?? null;
    },
    /** The reply mail, in Arabic, quoting the visitor's message when there is one. */
    async mailReply(to: string, reply: string, original: StoredDocument | null): Promise<void> {
      const greeting = original?.name ? `مرحباً ${original.name}،` : 'مرحباً،';
      const quoted = original?.message ? `\n\nرسالتك:\n«${original.message}»` : '';
      const text = `${greeting}\n\nشكراً لتواصلك مع دليل. ردنا على رسالتك:\n\n${reply}${quoted}\n\nفريق دليل`;
      const html =
        `<div dir="rtl" lang="ar" style="font-family:sans-serif;line-height:1.7">` +
        `<p>${escapeHtml(greeting)}</p><p>شكراً لتواصلك مع دليل. ردنا على رسالتك:</p>` +
        `<p style="white-space:pre-line">${escapeHtml(reply)}</p>` +
        (original?.message
          ? `<blockquote style="color:#555">${escapeHtml(String(original.message))}</blockquote>`
          : '') +
        `<p>فريق دليل</p></div>`;
      await strapi.plugin('email').service('email').send({ to, subject: 'رد على رسالتك إلى دليل', text, html });
    },
  };
};

export default contactService;
