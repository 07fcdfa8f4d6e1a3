import DOMPurify from 'dompurify';

/**
 * Sanitises HTML that came from a server. Every piece of server HTML passes through here before it
 * is parsed into React elements; nothing server-supplied is ever set as raw HTML.
 */
export function sanitizeHtml(dirty: string): string {
  return DOMPurify.sanitize(dirty, {
    ALLOWED_TAGS: ['a', 'p', 'br', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'sub', 'sup', 'small', 'img'],
    ALLOWED_ATTR: ['href', 'class', 'title', 'rel', 'data-user', 'data-tag', 'alt', 'src', 'lang', 'dir'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|xmpp:|\/|#)/i,
  });
}
