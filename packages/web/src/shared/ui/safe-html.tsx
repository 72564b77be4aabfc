import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { EXTERNAL_LINK, linkTarget } from '@/shared/links/link-target';
import styles from '@/shared/ui/safe-html.module.css';

/**
 * Our own DOMPurify instance, so its hooks touch nobody else's. Every HTML string
 * from the server (announcements, pop-ups, help) goes through it.
 */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const target = linkTarget(node.getAttribute('href'));
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (target.kind === 'external') {
      node.setAttribute('target', EXTERNAL_LINK.target);
      node.setAttribute('rel', EXTERNAL_LINK.rel);
    } else if (target.kind === 'none') {
      node.removeAttribute('href');
    }
  } else if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

/**
 * Plain HTML only: no scripts, event handlers, `javascript:` URLs, frames, forms,
 * SVG/MathML, `<style>` or style attributes (the CSP forbids inline styles anyway,
 * and positioned styles could cover the app), classes, or data attributes. Ids and
 * names get a prefix so they cannot clobber the page's globals.
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'dialog',
    'template',
  ],
  FORBID_ATTR: ['style', 'class', 'srcset', 'formaction', 'ping'],
  ALLOW_DATA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

/** The operator's HTML made safe to show (see CONFIG). */
export const sanitizeHtml = (html: string): string => purifier.sanitize(html, CONFIG);

interface Props {
  html: string;
  className?: string;
  /** Called when a link in the content is followed (in-app or out of the app). */
  onLinkClick?: () => void;
}

/**
 * Sanitised operator HTML. Links are intercepted: absolute http(s) links open in a
 * new tab without opener; app paths navigate inside the app with the router.
 */
export function SafeHtml({ html, className, onLinkClick }: Props) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !root.contains(anchor) || event.defaultPrevented) return;
      const target = linkTarget(anchor.getAttribute('href'));
      if (target.kind === 'none') {
        event.preventDefault();
        return;
      }
      onLinkClick?.();
      // Modified clicks (new tab, new window) and external links keep the browser's way.
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
      if (target.kind !== 'internal' || modified || event.altKey) return;
      event.preventDefault();
      void navigate(target.to);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate, onLinkClick]);

  return (
    <div
      ref={ref}
      className={className ? `${styles.content} ${className}` : styles.content}
      // Sanitised just above with our DOMPurify configuration.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
