import { PageHead } from '@/components/page-head.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { type LegalDocument, legalDocumentIn } from './legal-document.ts';

interface LegalPageProps {
  title: string;
  summary: string;
  canonicalPath: string;
  texts: { en: LegalDocument; sr_cyrillic: LegalDocument };
}

/** A legal text (privacy policy, terms of use): title, summary, date and sections. */
export function LegalPage({ title, summary, canonicalPath, texts }: LegalPageProps) {
  const { language } = useTranslation();
  const document = legalDocumentIn(language, texts);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHead title={title} description={summary} canonicalPath={canonicalPath} />
      <h1 className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">{summary}</p>
      <p className="mt-2 text-sm text-stone-600">{document.updated}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold text-serbian-blue-900">{section.heading}</h2>
          <div className="mt-3 grid gap-3 leading-relaxed text-stone-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
