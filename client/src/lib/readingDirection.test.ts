import { describe, expect, it } from 'vitest';
import { arrowStep, isRightToLeft } from './readingDirection';

function inside(dir: 'ltr' | 'rtl'): Element {
  const root = document.createElement('div');
  root.setAttribute('dir', dir);
  const item = document.createElement('button');
  root.append(item);
  return item;
}

describe('reading direction', () => {
  it('reads the direction of the nearest element that sets one', () => {
    expect(isRightToLeft(inside('rtl'))).toBe(true);
    expect(isRightToLeft(inside('ltr'))).toBe(false);
    expect(isRightToLeft(document.createElement('span'))).toBe(false);
  });

  it('moves forward with the arrow that points along the reading direction', () => {
    expect(arrowStep('ArrowRight', inside('ltr'))).toBe(1);
    expect(arrowStep('ArrowLeft', inside('ltr'))).toBe(-1);
    expect(arrowStep('ArrowLeft', inside('rtl'))).toBe(1);
    expect(arrowStep('ArrowRight', inside('rtl'))).toBe(-1);
    expect(arrowStep('Enter', inside('rtl'))).toBe(0);
  });
});
