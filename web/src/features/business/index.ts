// The feature's public entry: what other features may import (eslint import boundaries,
// decision 021). Only what they use, not a barrel of the folder.
export { BusinessCard } from './business-card.tsx';
export type { Business } from './business-list-logic.ts';
