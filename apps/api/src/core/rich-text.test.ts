import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2>Day 1</h2><p class="ql-align-center">Arrive in <strong>Makkah</strong>, <em>rest</em> and <u>pray</u>.</p>' +
      '<ul><li>Visa</li><li class="ql-indent-1">Hotel</li></ul><ol><li>One</li></ol><blockquote>Quote</blockquote>' +
      '<p class="ql-direction-rtl ql-align-right">عربي<br>سطر</p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts and what they contain', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<p>a<svg><script>alert(1)</script></svg><iframe src="//x"></iframe></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<style>p{display:none}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('removes event handlers and unknown attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" data-x="1" id="main">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)"><p>y</p>')).toBe('<p>y</p>');
    expect(sanitizeRichText('<a href="https://example.com" onmouseover="alert(1)">go</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">go</a>',
    );
  });

  it('removes javascript: and data: links, however they are spelt, and keeps the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      '//evil.example/x',
    ]) {
      const out = sanitizeRichText(`<p><a href="${href}">click</a></p>`);
      expect(out, href).not.toMatch(/href/);
      expect(out, href).toContain('click');
    }
    expect(sanitizeRichText('<a href="mailto:desk@safar.test">mail</a>')).toContain('href="mailto:desk@safar.test"');
  });

  it('removes style tricks: inline styles, foreign classes, forms and frames', () => {
    expect(sanitizeRichText('<p style="position:fixed;top:0;width:100%;height:100%">cover</p>')).toBe('<p>cover</p>');
    expect(sanitizeRichText('<p class="visually-hidden ql-align-center">x</p>')).toBe('<p class="ql-align-center">x</p>');
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<form action="https://evil.example"><input name="card"><button>Pay</button></form>')).toBe('Pay');
    expect(sanitizeRichText('<object data="x"></object><embed src="x"><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<div><span style="color:red">x</span></div>')).toBe('x');
  });

  it('makes the page heading a section heading and opens links in a new tab without the opener', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeRichText('<a href="https://x.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('answers an empty string for an empty document', () => {
    for (const html of ['', '<p><br></p>', '<p> </p><p>&nbsp;</p>', '<script>x</script>', '   '])
      expect(sanitizeRichText(html), html).toBe('');
    expect(sanitizeRichText('<p>0</p>')).toBe('<p>0</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
