import { describe, expect, it } from 'vitest';
import { keyStep, stepIndex, swipeStep } from './gallery-navigation.ts';

describe('stepIndex', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepIndex(0, 3, 1)).toBe(1);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('shows the next image on a swipe left and the previous on a swipe right', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(60, -5)).toBe(-1);
  });

  it('ignores short and mostly vertical moves', () => {
    expect(swipeStep(-49, 0)).toBeNull();
    expect(swipeStep(-70, 90)).toBeNull();
  });
});

describe('keyStep', () => {
  it('maps the arrow keys and nothing else', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('Enter')).toBeNull();
  });
});
