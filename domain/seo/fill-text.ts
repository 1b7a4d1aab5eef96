/** Fills `{{name}}` placeholders the way i18next does (an unknown name stays as it is). */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}
