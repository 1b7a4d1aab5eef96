// The feature's public entry: what other features may import (eslint import boundaries,
// decision 021). Only what they use, not a barrel of the folder.
export { CityCheckboxes } from './city-checkboxes.tsx';
export { NewsletterSubscribeForm } from './newsletter-subscribe-form.tsx';
