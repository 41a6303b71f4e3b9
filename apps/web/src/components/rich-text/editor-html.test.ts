import { describe, expect, it } from 'vitest';
import { editorHtml } from './editor-html';

describe('editorHtml', () => {
  it('gives the spaces back and keeps an empty document empty', () => {
    expect(editorHtml('<p>Five&nbsp;nights&nbsp;in&nbsp;<strong>Makkah</strong></p>')).toBe(
      '<p>Five nights in <strong>Makkah</strong></p>',
    );
    expect(editorHtml('<p><br></p>')).toBe('');
    expect(editorHtml('<p>1 &lt; 2</p>')).toBe('<p>1 &lt; 2</p>');
  });
});
