// The feature's public entry: what other features may import (eslint import boundaries,
// decision 021). Only what they use, not a barrel of the folder.
export { Honeypot } from './honeypot.tsx';
