import DOMPurify from 'dompurify';

// Links in platform HTML open elsewhere without giving the new page a handle on this one.
let hooked = false;
function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      if (node.getAttribute('target') !== '_self') node.setAttribute('target', '_blank');
    }
  });
}

/** HTML from the platform (notices, help articles, promotions) is sanitized before it is rendered. */
export function sanitizeHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
