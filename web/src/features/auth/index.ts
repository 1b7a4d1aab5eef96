// The feature's public entry: what other features may import (eslint import boundaries,
// decision 021). Two-step sign-in is part of signing in; other features show its
// settings section and gate moderation screens behind it.
export { StaffTwoFactorGate, twoFactorTab } from './two-factor/staff-two-factor-gate.tsx';
export { TwoFactorSection } from './two-factor/two-factor-section.tsx';
