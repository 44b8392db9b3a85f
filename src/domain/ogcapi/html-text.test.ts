import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-text';

describe('escapeHtml', () => {
  it('writes markup characters as entities, so no value becomes markup', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('writes nothing for null and numbers as they are', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(-12.5)).toBe('-12.5');
  });
});
