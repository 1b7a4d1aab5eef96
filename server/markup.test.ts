import { describe, expect, it } from 'vitest';
import { markup, trusted } from './markup.ts';

const hostile = `<script>alert("x")</script> & ]]> 'q'`;
const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ]]&gt; &#39;q&#39;';

describe('markup', () => {
  it('escapes every value as text, in content and in attributes', () => {
    expect(markup`<p title="${hostile}">${hostile}</p>`.text).toBe(
      `<p title="${escaped}">${escaped}</p>`,
    );
  });

  it('keeps markup it built, and trusted text, as it is; joins lists; writes nothing for null/false', () => {
    const items = ['a<b', 'c'].map((name) => markup`<li>${name}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}${trusted('<br>')}${7}`.text).toBe(
      '<ul><li>a&lt;b</li><li>c</li></ul><br>7',
    );
  });

  it('drops the control characters XML 1.0 forbids, keeps tabs and newlines', () => {
    expect(markup`<t>${'a\u0000b\u0008c\u001Fd\tf\ng\uFFFE'}</t>`.text).toBe('<t>abcd\tf\ng</t>');
  });
});
